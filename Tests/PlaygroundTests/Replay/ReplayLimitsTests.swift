import ConfigFormat
import Foundation
import StrictJSON
import Testing
@testable import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// Issue 11, item 6: bounded memory and time in replay.
@Suite("replay limits: size checked before reading, output streamed, estimator unchanged")
struct ReplayLimitsTests {
  @Test("a script over 64 MiB is refused before it is read (a sparse 65 MiB file)")
  func sizeLimit() throws {
    let dir = try TuningFixtures.temporaryDirectory("replay-size")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/huge.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 65 * 1024 * 1024) == 0)
    do {
      _ = try ReplayScript.load(path: path)
      Issue.record("a 65 MiB script was accepted")
    } catch {
      #expect(error.description == "the file is 65 MiB; files over 64 MiB are refused")
    }
    #expect(throws: InputError.self) { try ReplayScript.load(path: dir) }  // a directory
  }

  @Test("the replay command streams: the first line arrives while an hour at 1000 fps is still being computed")
  func streams() throws {
    let dir = try TuningFixtures.temporaryDirectory("replay-stream")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/hour.json"
    try #"{"viewport": {"width": 390, "height": 844}, "fps": 1000, "script": [{"at": 0.5, "do": "move", "to": "full"}], "until": 3600}"#
      .write(toFile: path, atomically: true, encoding: .utf8)
    let p = Process()
    p.executableURL = ReplayTests.executable()
    p.arguments = ["replay", path]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    // Built whole first, the output would arrive only after all 3.6 million frames (minutes).
    let first = out.fileHandleForReading.readData(ofLength: 200)
    #expect(String(decoding: first, as: UTF8.self).hasPrefix(#"{"frame": 0, "t": 0.000000, "location": 422.0"#))
    #expect(p.isRunning)
    kill(p.processIdentifier, SIGKILL)  // the test runner's child may have SIGTERM blocked
    p.waitUntilExit()
  }

  @Test("BufferedOutput hands out full buffers as it goes and the rest on flush")
  func buffered() throws {
    var chunks: [[UInt8]] = []
    var out = BufferedOutput { (bytes: [UInt8]) throws(FileWriteError) in chunks.append(bytes) }
    let line = String(repeating: "x", count: 999) + "\n"
    for _ in 0..<200 { try out.write(line) }
    #expect(chunks.count == 3)  // 65 lines of 1000 bytes fill each 64 KiB buffer
    try out.flush()
    #expect(chunks.map(\.count).reduce(0, +) == 200_000)
  }

  @Test("the O(1) estimator gives bit-identical velocities to a least-squares fit over the window")
  func estimatorBits() {
    var state: UInt64 = 5
    func next() -> Double {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Double(state >> 11) / Double(1 << 53)
    }
    for _ in 0..<200 {
      var e = VelocityEstimator()
      var samples: [(Double, Double)] = []
      var t = 0.0
      for _ in 0..<(2 + Int(next() * 300)) {
        t += next() * 0.02
        let p = next() * 800
        e.add(position: p, time: t)
        // the estimator keeps a sample at least minimumSampleInterval after the last one it kept
        if samples.last.map({ t >= $0.0 + VelocityEstimator.minimumSampleInterval }) ?? true { samples.append((t, p)) }
      }
      let newest = samples.last?.0 ?? t
      let window = samples.filter { $0.0 >= newest - VelocityEstimator.window }
      #expect(e.velocity(at: newest).bitPattern == Self.reference(window, release: newest).bitPattern)
    }
  }

  /// The estimator's formula, written out over the window's samples.
  static func reference(_ s: [(Double, Double)], release: Double) -> Double {
    guard let last = s.last, s.count >= 2, release - last.0 <= VelocityEstimator.stillness else { return 0 }
    var st = 0.0, sp = 0.0
    for x in s { st += x.0 - last.0; sp += x.1 }
    let mt = st / Double(s.count), mp = sp / Double(s.count)
    var num = 0.0, den = 0.0
    for x in s {
      let dt = (x.0 - last.0) - mt
      num += dt * (x.1 - mp)
      den += dt * dt
    }
    guard den > 0 else { return 0 }
    let v = num / den
    return v.isNaN ? 0 : min(max(v, -VelocityEstimator.maximumSpeed), VelocityEstimator.maximumSpeed)
  }
}
