import ConfigFormat
import Foundation
import StrictJSON
import Testing
@testable import PlaygroundCore

/// Issue 35, item 4's scripts: a replay script is read from its file one event at a time
/// (StrictJSONStream) instead of as a whole file and a whole JSON tree. What it reads is what the
/// whole-tree decoder reads — the same events, the same first error with the same line and column
/// — and the largest accepted script (64 MiB) stays within the bounds of docs' memory table.
@Suite("replay scripts streamed: the tree's events and errors, in bounded memory")
struct ScriptStreamTests {
  /// The whole-tree decoder's reading of `bytes` (every event decoded by `init(from:)`).
  static func tree(_ bytes: [UInt8]) -> String {
    do {
      return try StrictJSONDecoder.decode(ReplayScript.self, from: bytes).jsonText()
    } catch {
      return error.description
    }
  }

  /// `ReplayScript.load(path:)`'s reading of `bytes` written to a file.
  static func streamed(_ bytes: [UInt8], dir: String) -> String {
    let path = dir + "/s.json"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    do {
      return try ReplayScript.load(path: path).jsonText()
    } catch {
      return error.description
    }
  }

  @Test("an event takes 56 bytes, the figure of the memory table's bound")
  func eventSize() {
    #expect(MemoryLayout<ReplayScript.Event>.stride == 56)
  }

  @Test("every script in Assets/scripts: the same events from the file as from the tree")
  func assets() throws {
    let dir = try TuningFixtures.temporaryDirectory("script-stream")
    defer { TuningFixtures.cleanup(dir) }
    let names = try FileManager.default.contentsOfDirectory(atPath: ReplayTests.assets.path).filter { $0.hasSuffix(".json") }
    #expect(names.count >= 5)
    for name in names {
      let bytes = try Array(Data(contentsOf: ReplayTests.assets.appendingPathComponent(name)))
      let expected = Self.tree(bytes)
      #expect(expected.hasPrefix("{"), "\(name): \(expected)")
      #expect(Self.streamed(bytes, dir: dir) == expected, "\(name)")
      #expect((try? ReplayScript.decode(bytes).jsonText()) == expected, "\(name)")
    }
  }

  @Test("1500 seeded mutations of the shipped scripts: the same script or the same one-line error")
  func mutations() throws {
    let dir = try TuningFixtures.temporaryDirectory("script-stream-bad")
    defer { TuningFixtures.cleanup(dir) }
    let scripts = try FileManager.default.contentsOfDirectory(atPath: ReplayTests.assets.path).filter { $0.hasSuffix(".json") }.sorted()
      .map { try Array(Data(contentsOf: ReplayTests.assets.appendingPathComponent($0))) }
    let tokens: [[UInt8]] = [",", "]", "}", "-1", "null", "\"at\": 5, ", "{\"at\": 0, \"do\": \"show\"}, ", "\"", "1e400", "\n"].map { Array($0.utf8) }
    var rng = SplitMix(seed: 3501)
    var differing: [String] = []
    var errors = Set<String>()
    for n in 0..<1500 {
      var bytes = scripts[n % scripts.count]
      let at = Int(rng.next() % UInt64(bytes.count))
      switch rng.next() % 3 {
      case 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next() % 128)
      case 1: bytes.remove(at: at)
      default: bytes.insert(contentsOf: tokens[Int(rng.next() % UInt64(tokens.count))], at: at)
      }
      let expected = Self.tree(bytes), got = Self.streamed(bytes, dir: dir)
      if got != expected { differing.append("case \(n): tree '\(expected.prefix(200))' stream '\(got.prefix(200))'") }
      if !expected.hasPrefix("{") {
        errors.insert(String(expected.prefix(30)))
        #expect(!expected.contains("\n"), "\(expected)")
      }
    }
    #expect(differing.isEmpty, "\(differing.count) differ; first: \(differing.first ?? "")")
    #expect(errors.count > 20, "the mutations reach many different errors: \(errors.count)")
  }
}
