import ArgumentParser
import ConfigFormat
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
import StrictJSON
@testable import playground
@testable import PlaygroundWindow
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite {
  /// `playground snapshot record|verify` on the example manifest in Assets/snapshots and on
  /// broken copies of it.
  @Suite struct SnapshotCommandTests {
    /// Runs `snapshot verify|record` and returns its exit status.
    static func run(_ arguments: [String]) -> Int32 {
      do {
        var command = try PlaygroundCommand.parseAsRoot(["snapshot"] + arguments)
        try command.run()
        return 0
      } catch {
        return PlaygroundCommand.exitCode(for: error).rawValue
      }
    }

    /// Every reference PNG in `dir` with its bytes.
    static func references(_ dir: String) throws -> [String: Data] {
      var out: [String: Data] = [:]
      for f in try FileManager.default.contentsOfDirectory(atPath: dir) where f.hasSuffix(".png") {
        out[f] = FileManager.default.contents(atPath: dir + "/" + f)
      }
      return out
    }

    @Test("verify passes on the example manifest")
    func examplePasses() throws {
      let out = try TuningFixtures.temporaryDirectory("verify-ok")
      defer { TuningFixtures.cleanup(out) }
      #expect(Self.run(["verify", TuningFixtures.packageRoot + "/Assets/snapshots/manifest.json", "--output", out]) == 0)
      #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)  // no failure images
    }

    @Test("a changed corner radius: verify exits 1 and writes a diff whose red pixels are at the corners")
    func cornerRadiusChangeFails() throws {
      let dir = try UserPanelFixtures.copyOfExampleSnapshots("verify-corner")
      defer { TuningFixtures.cleanup(dir) }
      let config = dir + "/my-panels.json"
      let text = try String(contentsOfFile: config, encoding: .utf8)
      try text.replacingOccurrences(of: "\"cornerRadius\": 22", with: "\"cornerRadius\": 6").write(toFile: config, atomically: true, encoding: .utf8)
      let before = try Self.references(dir)
      #expect(Self.run(["verify", dir + "/manifest.json", "--output", dir + "/out"]) == 1)
      #expect(try Self.references(dir) == before)  // verify never writes a reference
      let diff = try PixelBuffer(pngBytes: [UInt8](try #require(FileManager.default.contents(atPath: dir + "/out/card-half.diff.png"))))
      #expect(FileManager.default.fileExists(atPath: dir + "/out/card-half.actual.png"))
      // The card's top edge is at y ≈ 466 (half of 844 - 34 safe area… as rendered); its corners are
      // 12 pt in from the sides. Red (differing) pixels are near the corners and nowhere mid-edge.
      var red: [(Int, Int)] = []
      for y in 0..<diff.height {
        for x in 0..<diff.width {
          let p = diff[x, y]
          if p.r > 120 && p.g == 0 && p.b == 0 { red.append((x, y)) }
        }
      }
      #expect(!red.isEmpty)
      #expect(red.allSatisfy { $0.0 < 60 || $0.0 > 330 })  // within the corners' reach of a side
      #expect(red.contains { $0.0 < 60 } && red.contains { $0.0 > 330 })  // both corners
    }

    @Test("bad manifests exit 2 with one line naming the case and field, and leave the references alone",
          arguments: [
            ("unknown field", #""state": "half"}"#, #""state": "half", "colour": 1}"#),
            ("state the layout lacks", #""state": "half"}"#, #""state": "middle"}"#),
            ("missing config", #""config": "my-panels.json", "size": "390x844", "state": "half""#, #""config": "nope.json", "size": "390x844", "state": "half""#),
            ("bad scale", #""scale": 2"#, #""scale": 5"#),
            ("script without at", #""at": 0.3, "#, ""),
          ])
    func badManifest(label: String, find: String, replace: String) throws {
      let dir = try UserPanelFixtures.copyOfExampleSnapshots("verify-bad")
      defer { TuningFixtures.cleanup(dir) }
      let manifest = dir + "/manifest.json"
      let text = try String(contentsOfFile: manifest, encoding: .utf8)
      #expect(text.contains(find), "fixture out of date: \(label)")
      try text.replacingOccurrences(of: find, with: replace).write(toFile: manifest, atomically: true, encoding: .utf8)
      let before = try Self.references(dir)
      #expect(Self.run(["verify", manifest, "--output", dir + "/out"]) == 2, "\(label)")
      #expect(Self.run(["record", manifest]) == 2, "\(label)")
      #expect(try Self.references(dir) == before, "\(label): a reference changed")
    }

    @Test("a reference of the wrong size and a missing reference exit 2; record rewrites them")
    func wrongSizeReference() throws {
      let dir = try UserPanelFixtures.copyOfExampleSnapshots("verify-size")
      defer { TuningFixtures.cleanup(dir) }
      try FileManager.default.removeItem(atPath: dir + "/card-half.png")
      try FileManager.default.copyItem(atPath: dir + "/card-full-2x.png", toPath: dir + "/card-half.png")
      #expect(Self.run(["verify", dir + "/manifest.json", "--output", dir + "/out"]) == 2)
      try FileManager.default.removeItem(atPath: dir + "/flick-mid.png")
      #expect(Self.run(["verify", dir + "/manifest.json", "--output", dir + "/out"]) == 2)
      #expect(Self.run(["record", dir + "/manifest.json"]) == 0)
      #expect(Self.run(["verify", dir + "/manifest.json", "--output", dir + "/out"]) == 0)
      let original = FileManager.default.contents(atPath: TuningFixtures.packageRoot + "/Assets/snapshots/card-half.png")
      #expect(FileManager.default.contents(atPath: dir + "/card-half.png") == original)
    }

    @Test("manifest errors name the case: decoding and rendering")
    func messages() throws {
      let bad = #"{"cases": [{"name": "a", "config": "c.json"}, {"name": "b", "scale": 4}]}"#
      do {
        _ = try SnapshotManifest.decode(Data(bad.utf8))
        Issue.record("a scale of 4 was accepted")
      } catch {
        #expect(error.description == "cases[1].scale: 4 is not a pixel density; use 1, 2 or 3")
      }
      let dup = #"{"cases": [{"name": "a"}, {"name": "a"}]}"#
      #expect(throws: InputError.self) { try SnapshotManifest.decode(Data(dup.utf8)) }
    }
  }
}
