import CSDL2
import FloatingPanel
import FloatingPanelSDL
import Testing

extension HostSuite {
  /// Lists in any panel (``FloatingPanelHost/trackList(of:contentHeight:)`` on the detail panel
  /// and the modal, not only the search panel): each list has its own offset, and a drag or a
  /// wheel turn scrolls only the list of the panel under it, with the search list's hand-over.
  @Suite struct HostPanelListsTests {
    typealias F = HostInputTests
    typealias L = HostListTests

    /// A 390×844 host: the search panel at full with a list of 1200 pt, the detail panel at half
    /// (its most expanded state: top at 422) with a list of 1000 pt, both settled.
    static func twoLists() throws -> F.Fixture {
      let f = try F.Fixture()
      try f.host.trackList(of: "search", contentHeight: 1200)
      try f.host.trackList(of: "detail", contentHeight: 1000)
      try f.host.move("search", to: "full", animated: false)
      try f.host.move("detail", to: "half", animated: false)
      F.settle(f.host, from: 0)
      return f
    }

    /// Lets go of a drag held still at `y` for 200 ms (no glide).
    static func letGo(_ host: FloatingPanelHost, at y: Int32, ms: UInt32) {
      _ = host.handle(F.motion(x: 195, y: y, ms: ms + 200))
      _ = host.handle(F.button(SDL_MOUSEBUTTONUP, x: 195, y: y, ms: ms + 216))
    }

    @Test("two panels track lists at once: a drag or a wheel turn scrolls only the list under it")
    func twoListsScrollApart() throws {
      let f = try Self.twoLists()
      let host = f.host!
      let search = try #require(try host.list(of: "search")), detail = try #require(try host.list(of: "detail"))
      #expect(search.viewport == HostRect(x: 0, y: 82, width: 390, height: 762))
      #expect(detail.viewport == HostRect(x: 0, y: 486, width: 390, height: 358), "64 pt below the detail panel's top (422), to the bottom")
      #expect(detail.contentHeight == 1000 && detail.offset == 0 && search.offset == 0)
      #expect(try host.list(of: "modal") == nil)
      let searchTop = try host.contentRect(of: "search").y, detailTop = try host.contentRect(of: "detail").y

      // 150 px up the detail list: it scrolls 150 pt, the search list stays at 0.
      L.drag(host, from: 700, by: -150, ms: 1000)
      #expect(try host.list(of: "detail")?.offset == 150)
      #expect(try host.list(of: "search")?.offset == 0)
      // 358 of 1000 pt shown: a 126-px bar, 150/642 of the way down its 352-px track; none on the search list.
      #expect(try host.list(of: "detail")?.indicator == HostRect(x: 384, y: 542, width: 3, height: 126))
      #expect(try host.list(of: "search")?.indicator == nil)
      Self.letGo(host, at: 550, ms: 1160)
      var t = F.settle(host, from: 2)
      #expect(try host.list(of: "detail")?.offset == 150, "held still before the release: no glide")

      // 100 px up the search list above the detail panel: only the search list scrolls.
      L.drag(host, from: 300, by: -100, ms: 3000)
      Self.letGo(host, at: 200, ms: 3160)
      t = F.settle(host, from: t)
      #expect(try host.list(of: "search")?.offset == 100)
      #expect(try host.list(of: "detail")?.offset == 150)

      // The wheel: a notch (48 pt) over each list scrolls that list alone.
      _ = host.handle(F.motion(x: 195, y: 700, ms: 5000, held: false))
      #expect(host.handle(L.wheel(-1, ms: 5016)))
      #expect(try host.list(of: "detail")?.offset == 198 && (try host.list(of: "search")?.offset) == 100)
      _ = host.handle(F.motion(x: 195, y: 200, ms: 5032, held: false))
      #expect(host.handle(L.wheel(-1, ms: 5048)))
      #expect(try host.list(of: "search")?.offset == 148 && (try host.list(of: "detail")?.offset) == 198)
      F.settle(host, from: t)
      #expect(try host.contentRect(of: "search").y == searchTop && (try host.contentRect(of: "detail").y) == detailTop, "no panel moved")

      // The content callback hands each panel its own list.
      var drawn: [String: Double] = [:]
      host.drawContent = { content in drawn[content.panel] = content.list?.offset ?? -1 }
      try host.draw()
      #expect(drawn == ["search": 148, "detail": 198], "the hidden modal is not drawn")
    }

    @Test("the detail panel's list hands over as the search list: at its start a drag down moves the panel; scrolled, it scrolls back first")
    func handOver() throws {
      let f = try Self.twoLists()
      let host = f.host!
      let top = try host.contentRect(of: "detail").y
      L.drag(host, from: 700, by: -150, ms: 1000)
      Self.letGo(host, at: 550, ms: 1160)
      var t = F.settle(host, from: 2)
      // Scrolled 150 pt: a 100-px drag down scrolls it back to 50, the panel stays.
      L.drag(host, from: 600, by: 100, ms: 3000)
      #expect(try host.list(of: "detail")?.offset == 50)
      #expect(try host.contentRect(of: "detail").y == top)
      Self.letGo(host, at: 700, ms: 3160)
      t = F.settle(host, from: t)
      // 120 px further down: the list's last 50 pt, then the panel's 70.
      L.drag(host, from: 600, by: 120, ms: 5000)
      #expect(try host.list(of: "detail")?.offset == 0)
      #expect(try host.contentRect(of: "detail").y == top + 70)
      #expect(try host.list(of: "search")?.offset == 0, "the search list is not touched")
      Self.letGo(host, at: 720, ms: 5160)
      F.settle(host, from: t)
      #expect(try host.state(of: "detail") == "half", "let go at rest 70 pt below half: back to half")
      #expect(try host.contentRect(of: "detail").y == top && (try host.list(of: "detail")?.offset) == 0)
    }

    @Test("the modal's list scrolls at its one state (half) and each list keeps its own offset")
    func modalList() throws {
      let f = try F.Fixture()
      let host = f.host!
      try host.trackList(of: "modal", contentHeight: 12 * 44)
      try host.trackList(of: "search", contentHeight: 1200)
      try host.move("modal", to: "half", animated: false)
      F.settle(host, from: 0)
      let modal = try #require(try host.list(of: "modal"))
      #expect(modal.viewport == HostRect(x: 0, y: 608, width: 390, height: 236), "the modal's top is 300 pt above the bottom")
      L.drag(host, from: 800, by: -400, ms: 1000)
      #expect(try host.list(of: "modal")?.offset == 292, "clamped at its end: 528 − 236")
      #expect(try host.list(of: "search")?.offset == 0)
      #expect(try host.state(of: "modal") == "half")
    }

    @Test("untracking a panel's list gives its drags back to the panel and forgets the offset")
    func untrackRestoresDrags() throws {
      let f = try Self.twoLists()
      let host = f.host!
      let top = try host.contentRect(of: "detail").y
      L.drag(host, from: 700, by: -150, ms: 1000)
      Self.letGo(host, at: 550, ms: 1160)
      let t = F.settle(host, from: 2)
      try host.untrackList(of: "detail")
      #expect(try host.list(of: "detail") == nil)
      #expect(try host.list(of: "search")?.offset == 0 && (try host.list(of: "search")?.contentHeight) == 1200, "the search list stays tracked")
      L.drag(host, from: 600, by: 100, ms: 3000)
      #expect(try host.contentRect(of: "detail").y == top + 100, "no list: the whole drag is the panel's")
      _ = host.handle(F.button(SDL_MOUSEBUTTONUP, x: 195, y: 700, ms: 3176))
      F.settle(host, from: t)
      try host.move("detail", to: "half", animated: false)
      try host.trackList(of: "detail", contentHeight: 1000)
      #expect(try host.list(of: "detail")?.offset == 0, "tracked again: from its start")
      try host.untrackList(of: "modal")  // tracks none: nothing to do
      #expect(try host.list(of: "modal") == nil)
    }

    @Test("an unknown panel: the unknown-panel error for tracking, untracking and reading a list")
    func unknownPanel() throws {
      let f = try F.Fixture()
      let host = f.host!
      let error = HostError(.unknownPanel, "no panel 'sidebar'; the panels are search, detail, modal")
      #expect(throws: error) { try host.trackList(of: "sidebar", contentHeight: 100) }
      #expect(throws: error) { try host.untrackList(of: "sidebar") }
      #expect(throws: error) { _ = try host.list(of: "sidebar") }
      #expect(HostError.Code.unknownPanel.rawValue == 3)
      for panel in FloatingPanelHost.panelNames { #expect(try host.list(of: panel) == nil, "\(panel): nothing tracked") }
    }
  }
}
