import Foundation
import SDLKit
import Testing

extension HostSuite {
  /// Examples/c-host, compiled against this build's libfloatingpanel.so (with AddressSanitizer and
  /// UBSan), against the playground binary: screenshots pixel for pixel, replays line for line.
  @Suite struct CHostExampleTests {
    /// The example built once for the suite.
    static let binary: Result<String, any Error> = Result {
      let dir = try HostFixtures.temporaryDirectory("c-host")
      try HostFixtures.compileC("Examples/c-host/main.c", into: dir + "/c-host")
      return dir + "/c-host"
    }

    @Test(
      "c-host --screenshot is playground screenshot --background plain --content none",
      arguments: [(nil, "half", "390x844"), ("Assets/snapshots/my-panels.json", "full", "390x844"),
                  ("Assets/snapshots/my-panels.json", "tip", "1280x800"), ("Assets/presets/maps.json", "half", "800x600")] as [(String?, String, String)])
    func screenshot(config: String?, state: String, size: String) throws {
      let cHost = try Self.binary.get()
      let dir = try HostFixtures.temporaryDirectory("shot")
      defer { try? FileManager.default.removeItem(atPath: dir) }
      let common = (config.map { ["--config", HostFixtures.root + "/" + $0] } ?? []) + ["--state", state, "--size", size]
      let c = try HostFixtures.run(cHost, ["--screenshot", dir + "/c.png"] + common, environment: HostFixtures.asanEnvironment)
      #expect(c.status == 0, "c-host: \(c.err)")
      #expect(c.out == dir + "/c.png\n")
      let p = try HostFixtures.run(HostFixtures.playground, ["screenshot", "--out", dir + "/p.png", "--background", "plain", "--content", "none"] + common)
      #expect(p.status == 0, "playground: \(p.err)")
      let a = try PixelBuffer(contentsOfFile: dir + "/c.png"), b = try PixelBuffer(contentsOfFile: dir + "/p.png")
      #expect(a.width == b.width && a.height == b.height)
      #expect(a.bytes == b.bytes, "\(size) \(state): \(zip(a.bytes, b.bytes).filter { $0 != $1 }.count) bytes differ")
    }

    @Test("c-host --replay prints what playground replay prints, for every script in Assets/scripts")
    func replays() throws {
      let cHost = try Self.binary.get()
      let dir = HostFixtures.root + "/Assets/scripts"
      let scripts = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json") }.sorted()
      #expect(scripts.count >= 5)
      for script in scripts {
        let c = try HostFixtures.run(cHost, ["--replay", dir + "/" + script], environment: HostFixtures.asanEnvironment)
        let p = try HostFixtures.run(HostFixtures.playground, ["replay", dir + "/" + script])
        #expect(c.status == 0 && p.status == 0, "\(script): \(c.err)\(p.err)")
        #expect(c.out == p.out, "\(script): the outputs differ")
        #expect(c.out.split(separator: "\n").count > 100, "\(script): frames and a summary")
      }
    }

    @Test("c-host's window tracks its list: at full, a drag 200 px up the list (held) scrolls it 200 points")
    func scrollsItsList() throws {
      let cHost = try Self.binary.get()
      let env = HostFixtures.asanEnvironment.merging(["SDL_VIDEODRIVER": "dummy"]) { $1 }
      let r = try HostFixtures.run(cHost, ["--scroll", "--quit-after", "1"], environment: env)
      #expect(r.status == 0, "\(r.err)")
      let lines = r.out.split(separator: "\n").map(String.init)
      #expect(lines.suffix(3) == ["search: full", "search list: scrolled 200 pt", "modal list: scrolled 0 pt"], "\(r.out)")
    }

    @Test("c-host's modal tracks a list of its own: a drag 150 px up it (held) scrolls it 150 points, the search list stays")
    func scrollsTheModalsList() throws {
      let cHost = try Self.binary.get()
      let env = HostFixtures.asanEnvironment.merging(["SDL_VIDEODRIVER": "dummy"]) { $1 }
      let r = try HostFixtures.run(cHost, ["--scroll-modal", "--quit-after", "1"], environment: env)
      #expect(r.status == 0, "\(r.err)")
      let lines = r.out.split(separator: "\n").map(String.init)
      #expect(lines.first == "modal: didChangeState:half (half)", "\(r.out)")
      #expect(lines.suffix(3) == ["search: half", "search list: scrolled 0 pt", "modal list: scrolled 150 pt"], "\(r.out)")
    }

    @Test("a bad script and a bad config: one line naming the file, status 2")
    func badInput() throws {
      let cHost = try Self.binary.get()
      let dir = try HostFixtures.temporaryDirectory("bad")
      defer { try? FileManager.default.removeItem(atPath: dir) }
      try "{\"viewport\": ".write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
      let s = try HostFixtures.run(cHost, ["--replay", dir + "/s.json"], environment: HostFixtures.asanEnvironment)
      #expect(s.status == 2)
      #expect(s.err.hasPrefix("c-host: \(dir)/s.json: ") && s.err.split(separator: "\n").count == 1, "\(s.err)")
      try "{\"panels\": {\"search\": {\"position\": \"middle\"}}}".write(toFile: dir + "/c.json", atomically: true, encoding: .utf8)
      let c = try HostFixtures.run(cHost, ["--screenshot", dir + "/x.png", "--config", dir + "/c.json"], environment: HostFixtures.asanEnvironment)
      #expect(c.status == 2)
      #expect(c.err.contains("position") && c.err.split(separator: "\n").count == 1, "\(c.err)")
      #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    }
  }
}
