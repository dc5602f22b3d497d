import ConfigFormat
import FloatingPanel
import Foundation
import MotionTesting
@testable import PlaygroundCore
@testable import playground
@testable import PlaygroundWindow
import Testing

/// Issue 31: peak RSS of `motion verify` is bounded (docs/motion-tests.md, "Memory": 128 MiB) and a
/// 10 000-frame case stays within it; the golden's summary measures a release as `feel` does.
@Suite("motion: memory and agreement with feel")
struct MotionMemoryTests {
  @Test("a 10 000-frame case: record and verify peak under 128 MiB, the golden under 600 kB")
  func tenThousandFrames() throws {
    let dir = NSTemporaryDirectory() + "motion-long-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let manifest = #"{"cases": [{"name": "long", "preset": "default", "release": {"from": "tip", "velocity": -2200}, "until": 166.65}]}"#
    try manifest.write(toFile: dir + "/m.json", atomically: true, encoding: .utf8)
    let record = try ChildRun(["motion", "record", dir + "/m.json"])
    #expect(record.status == 0, "\(record.stderr)")
    #expect(record.stdout.hasPrefix("recorded long: 10000 frames"))
    let verify = try ChildRun(["motion", "verify", dir + "/m.json"])
    #expect(verify.status == 0)
    #expect(verify.stdout == "ok   long (10000 frames)\n1 of 1 cases match\n")
    #expect(record.peakMiB < 128 && verify.peakMiB < 128, "peak RSS: record \(record.peakMiB) MiB, verify \(verify.peakMiB) MiB")
    let size = try FileManager.default.attributesOfItem(atPath: dir + "/long.motion")[.size] as? Int ?? 0
    #expect(size > 500_000 && size < 600_000, "\(size) bytes")
  }

  @Test("the golden's overshoot and settle time of a release are feel's (the motion plot's measure), at 60 and 120 Hz")
  func agreesWithFeel() throws {
    var script = try ReplayScript.load(path: MotionFixtures.assets + "/scripts/flick-to-full.json")
    script.until = 1.9  // the release only (the script moves to tip at 2 s)
    for rate in [DisplayRate.hz60, .hz120] {
      let s = script.at(displayRate: rate)
      let golden = try MotionSuite.golden(of: s, name: "flick")
      let feel = try #require(try ReleaseFeel.measure(script: s, behavior: s.panel.behavior, rate: rate))
      #expect(abs(golden.summary.overshoot - feel.metrics.overshoot) <= 0.0005, "\(rate)")  // the golden keeps 0.001 pt and 0.001 s
      #expect(golden.summary.settleTime.map { abs($0 - (feel.metrics.settleTime ?? -1)) <= 0.0005 } == true, "\(rate): \(String(describing: golden.summary.settleTime)) vs \(String(describing: feel.metrics.settleTime)); overshoot \(golden.summary.overshoot) vs \(feel.metrics.overshoot)")
      #expect(golden.summary.overshoot > 1, "the flick overshoots")
    }
  }
}
