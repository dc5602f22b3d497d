import Foundation
import Testing

extension HostSuite {
  /// The C API's promises, checked by C programs (Tests/HostTests/C) built with AddressSanitizer.
  @Suite struct CAPITests {
    static func build(_ name: String) throws -> String {
      let dir = try HostFixtures.temporaryDirectory(name)
      try HostFixtures.compileC("Tests/HostTests/C/\(name).c", into: dir + "/" + name)
      return dir + "/" + name
    }

    @Test("fp_host_render leaves the program's draw colour, blend mode, clip, viewport, scale and target as they were")
    func drawingStateUntouched() throws {
      let r = try HostFixtures.run(try Self.build("render_state"), [], environment: HostFixtures.asanEnvironment)
      #expect(r.status == 0, "\(r.out)\(r.err)")
      let lines = r.out.split(separator: "\n").map(String.init)
      #expect(lines.filter { $0.hasSuffix(": same") }.count == 12, "\(r.out)")
      #expect(lines.contains("texture target: fp_host_render -> 0") && lines.contains("surface target: fp_host_render -> 0"))
      #expect(lines.last == "0 changed")
    }

    @Test("lists in two panels through the C API: each drag and wheel turn scrolls only its own list; untracked, the panel moves")
    func twoLists() throws {
      let r = try HostFixtures.run(try Self.build("two_lists"), [], environment: HostFixtures.asanEnvironment)
      #expect(r.status == 0, "\(r.out)\(r.err)")
      let top = 422  // the detail panel's content at half
      #expect(r.out == """
        track search: 0
        track detail: 0
        detail viewport: 0 486 390 358
        start: search 0 0, detail 0 0, detail top \(top)
        drag up the detail list: search 0 0, detail 0 150, detail top \(top)
        drag up the search list: search 0 100, detail 0 150, detail top \(top)
        wheel over the detail list: 1
        wheel: search 0 100, detail 0 198, detail top \(top)
        untrack detail: 0
        detail list: -13
        drag down the untracked detail panel: search 0 100, detail -13 -1, detail top \(top + 100)
        track sidebar: -3 no panel 'sidebar'; the panels are search, detail, modal
        done

        """)
    }

    @Test("bad calls: an error code and a one-line message each, no crash under AddressSanitizer")
    func badCalls() throws {
      let r = try HostFixtures.run(try Self.build("bad_calls"), [], environment: HostFixtures.asanEnvironment)
      #expect(r.status == 0, "\(r.err)")
      let lines = r.out.split(separator: "\n").map(String.init)
      func code(_ call: String) -> String? { lines.first { $0.hasPrefix(call + " -> ") }.map { String($0.dropFirst(call.count + 4)) } }
      #expect(code("create(NULL renderer)")?.hasPrefix("-1: renderer is NULL") == true)
      #expect(lines.contains("  error.message: renderer is NULL; pass the SDL_Renderer to draw into"))
      #expect(code("create(bad JSON)")?.hasPrefix("-2: config: ") == true)
      #expect(code("create(not a config)")?.hasPrefix("-2: config: ") == true && code("create(not a config)")?.contains("position") == true)
      #expect(code("create(bad JSON, no fp_error)")?.hasPrefix("-99") == true)
      #expect(code("create(1x1 output)")?.hasPrefix("-10: the output is 1×1 points") == true)
      #expect(code("create(default panels)") == "0: ")
      #expect(code("update(NULL host)")?.hasPrefix("-1: host is NULL") == true)
      #expect(code("render(NULL host)")?.hasPrefix("-1: ") == true)
      #expect(code("handle_event(NULL event)")?.hasPrefix("-1: event is NULL") == true)
      #expect(code("move_to(unknown panel)") == "-3: no panel 'sidebar'; the panels are search, detail, modal")
      #expect(code("move_to(unknown state)") == "-4: the search panel has no state 'ful' (it has full, half, tip, hidden)")
      #expect(code("move_to(NULL state)")?.hasPrefix("-1: state is NULL") == true)
      #expect(code("state(buffer of 2)")?.hasPrefix("-9: the state 'half' needs 5 bytes") == true)
      #expect(code("state(NULL buffer)")?.hasPrefix("-1: buffer is NULL") == true)
      #expect(code("content_rect(NULL out)")?.hasPrefix("-1: out is NULL") == true)
      #expect(code("update(NaN)")?.hasPrefix("-10: seconds is nan") == true)
      #expect(code("track_list(NULL host)")?.hasPrefix("-1: host is NULL") == true)
      #expect(code("track_list(NULL panel)")?.hasPrefix("-1: panel is NULL") == true)
      #expect(code("track_list(unknown panel)") == "-3: no panel 'sidebar'; the panels are search, detail, modal")
      #expect(code("track_list(modal)") == "0: ", "any panel may track a list")
      #expect(code("track_list(negative)") == "-12: the list's height is -5.0; pass a length in points from 0 to 10000000")
      #expect(code("track_list(NaN)") == "-12: the list's height is nan; pass a length in points from 0 to 10000000")
      #expect(code("track_list(infinite)") == "-12: the list's height is inf; pass a length in points from 0 to 10000000")
      #expect(code("scroll_offset(untracked)")?.hasPrefix("-13: the search panel tracks no list; call fp_panel_track_list") == true)
      #expect(code("list(untracked)")?.hasPrefix("-13: the search panel tracks no list") == true)
      #expect(code("track_list(search, 1200)") == "0: ")
      #expect(code("scroll_offset(NULL out)")?.hasPrefix("-1: offset is NULL") == true)
      #expect(code("list(NULL out)")?.hasPrefix("-1: out is NULL") == true)
      #expect(code("list(detail)") == "-13: the detail panel tracks no list; call fp_panel_track_list(host, \"detail\", height) first")
      #expect(code("scroll_offset(search)") == "0: 0")
      #expect(code("list(search)") == "0: 0 pt of 1200, scale 1, viewport 0 486 390 762", "at half: 64 pt below the panel's top, as long as at full")
      #expect(code("untrack_list(detail)") == "0: ", "a panel that tracks no list is left as it is")
      #expect(code("untrack_list(search)") == "0: ")
      #expect(code("track_list(destroyed)")?.hasPrefix("-5: host ") == true)
      #expect(code("handle_event(host as invalid)")?.hasPrefix("-6: this pointer is not a host handle") == true)
      #expect(code("replay(missing file)")?.hasPrefix("-8: no-such-script.json: ") == true)
      #expect(code("replay(NULL callback)")?.hasPrefix("-1: line is NULL") == true)
      #expect(code("destroy") == "0: ")
      for call in ["update(destroyed)", "render(destroyed)", "needs_frame(destroyed)", "move_to(destroyed)", "destroy(destroyed)"] {
        #expect(code(call)?.hasPrefix("-5: host ") == true && code(call)?.hasSuffix("was destroyed; make a new one with fp_host_create") == true, "\(call)")
      }
      #expect(code("destroy(NULL)") == "0: ")
      #expect(lines.last == "done")
      for line in lines { #expect(!line.contains("\n")) }
    }
  }
}
