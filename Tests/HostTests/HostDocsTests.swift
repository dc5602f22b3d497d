import Foundation
import Testing

extension HostSuite {
  /// docs/sdl-host.md's listings are the examples' code, which the tests and CI compile and run:
  /// every ```c block is a verbatim part of Examples/c-host/main.c and every ```swift block of
  /// Examples/swift-host's main.swift; the page's c-host command lines run here on the example
  /// this suite built (the `make` and `swift build` lines run in `make host-examples`).
  @Suite struct HostDocsTests {
    static func page() throws -> String {
      try String(contentsOfFile: HostFixtures.root + "/docs/sdl-host.md", encoding: .utf8)
    }

    /// The blocks fenced with ```kind.
    static func blocks(_ kind: String, in text: String) -> [String] {
      var blocks: [String] = [], current: [Substring]?
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line == "```" + kind, current == nil { current = [] } else if line == "```", let c = current {
          blocks.append(c.joined(separator: "\n"))
          current = nil
        } else { current?.append(line) }
      }
      return blocks
    }

    @Test("the page's C and Swift listings are the examples' own code")
    func listings() throws {
      let text = try Self.page()
      let c = try String(contentsOfFile: HostFixtures.root + "/Examples/c-host/main.c", encoding: .utf8)
      let swift = try String(contentsOfFile: HostFixtures.root + "/Examples/swift-host/Sources/swift-host/main.swift", encoding: .utf8)
      let cBlocks = Self.blocks("c", in: text), swiftBlocks = Self.blocks("swift", in: text)
      #expect(cBlocks.count == 4 && swiftBlocks.count == 1)
      for block in cBlocks { #expect(c.contains(block), "not in Examples/c-host/main.c:\n\(block.prefix(200))") }
      for block in swiftBlocks { #expect(swift.contains(block), "not in Examples/swift-host's main.swift:\n\(block.prefix(200))") }
      #expect(cBlocks.contains { $0.contains("fp_host_create(window, renderer, json, &err)") })
      #expect(cBlocks.contains { $0.contains("fp_host_render(host)") && $0.contains("fp_host_handle_event(host, &e)") })
      #expect(cBlocks.contains { $0.contains("fp_panel_track_list(host, \"search\"") })
      #expect(cBlocks.contains { $0.contains("fp_panel_list(a->host, \"search\", &list)") })
      #expect(swiftBlocks.contains { $0.contains("panels.trackList(of: \"search\"") && $0.contains("list.pixelY(") })
    }

    @Test("the page's c-host lines run as written (on this suite's build of the example)")
    func commands() throws {
      let cHost = try CHostExampleTests.binary.get()
      let lines = Self.blocks("bash", in: try Self.page()).flatMap { $0.split(separator: "\n").map(String.init) }
      #expect(lines.first == "make -C Examples/c-host")
      #expect(lines.contains("swift build --package-path Examples/swift-host"))
      let runs = lines.filter { $0.hasPrefix("Examples/c-host/c-host ") }
      #expect(runs.count == 2)
      let dir = try HostFixtures.temporaryDirectory("docs")
      defer { try? FileManager.default.removeItem(atPath: dir) }
      for line in runs {
        let words = line.split(separator: " ").dropFirst().map { w -> String in
          w.hasPrefix("Assets/") ? HostFixtures.root + "/" + w : (w.hasSuffix(".png") ? dir + "/" + w : String(w))
        }
        let r = try HostFixtures.run(cHost, words, environment: HostFixtures.asanEnvironment)
        #expect(r.status == 0, "\(line): \(r.err)")
        #expect(!r.out.isEmpty)
      }
      #expect(FileManager.default.fileExists(atPath: dir + "/chrome-c.png"))
    }
  }
}
