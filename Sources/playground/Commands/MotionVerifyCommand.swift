import ArgumentParser
import ConfigFormat
import Foundation
import MotionTesting
import PlaygroundCore
import PlaygroundWindow

/// `playground motion verify MANIFEST.json [--report DIR] [--junit FILE] [--shard I/N]`.
struct MotionVerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Run every case of a manifest and compare its motion with its golden, within tolerances.",
    discussion: """
      Prints one line per case (ok, or FAIL with the first frame that differs, the largest \
      deviation and the summary figures that changed) and a summary. For each failure the \
      actual golden is written beside the reference as <name>.actual.motion: approve it by \
      moving it over <name>.motion, running `record`, or verifying with \
      MOTION_TESTING_RECORD=failed (rewrites the goldens of failing cases; all: every case; \
      missing: cases without one), which still exits 1 so CI never passes on a re-record. \
      Exit status: 0 all match, 1 some differ (or were re-recorded), 2 a bad manifest or golden \
      (one line: a missing file, an unknown field, a golden's FILE:LINE), 64 a bad command line.

      Examples:
        playground motion verify Assets/motion/manifest.json
        playground motion verify Assets/motion/manifest.json \\
          --junit motion.xml --shard 1/2
      """
  )

  @Argument(help: "The manifest (JSON).")
  var manifest: String

  @Option(help: "Write JUnit XML here (one testcase per case run; a failure element for each that differs).")
  var junit: String?

  @Option(help: "Write an HTML report (DIR/index.html: curves, filmstrips, animation, slider; self-contained).")
  var report: String?

  @OptionGroup var shard: MotionShardOption

  init() {}

  /// What MOTION_TESTING_RECORD asks for.
  enum RecordMode: String {
    case never, missing, failed, all

    /// From the environment; an unknown value exits 2.
    static func fromEnvironment() throws -> RecordMode {
      guard let text = ProcessInfo.processInfo.environment["MOTION_TESTING_RECORD"], !text.isEmpty else { return .never }
      guard let mode = RecordMode(rawValue: text) else {
        throw MotionSuite.failure("MOTION_TESTING_RECORD='\(text)' is not a record mode; use never, missing, failed or all")
      }
      return mode
    }
  }

  func run() throws {
    let mode = try RecordMode.fromEnvironment()
    let suite = try MotionSuite.loading(manifest, shard: try shard.value())
    var junitReport = JUnitReport(suite: "motion \(manifest)")
    let page: MotionReportFile?
    do {
      page = try report.map { try MotionReportFile(directory: $0) }
    } catch {
      throw MotionSuite.failure("--report: \(error)", code: 1)
    }
    var failed: [String] = [], rewritten: [String] = []
    for c in suite.cases {
      let start = MonotonicClock.now
      let script = try suite.script(c)
      let actual = try suite.run(c, script: script)
      let golden = try suite.reference(c)
      if let page { addSection(page, c, script: script, expected: golden, actual: actual) }
      guard let reference = golden else {
        guard mode != .never, mode != .failed else {
          throw MotionSuite.failure("\(manifest): \(c.label).golden: \(suite.goldenPath(c)) does not exist; run `playground motion record \(manifest)` first")
        }
        try write(actual, to: suite.goldenPath(c))
        rewritten.append(c.name)
        junitReport.add(name: c.name, seconds: MonotonicClock.now - start, failure: "recorded a missing golden (MOTION_TESTING_RECORD=\(mode.rawValue))")
        try StandardOutput.print("REC  \(c.name): no golden; recorded \(suite.goldenPath(c))", command: "motion")
        continue
      }
      let comparison = MotionComparison(reference: reference, actual: actual, tolerance: c.tolerance)
      if comparison.matches {
        unlink(suite.actualPath(c))  // a stale one from an earlier failure
        junitReport.add(name: c.name, seconds: MonotonicClock.now - start, failure: nil)
        if mode == .all, actual.text != reference.text { try write(actual, to: suite.goldenPath(c)) }
        try StandardOutput.print("ok   \(c.name) (\(actual.frames.count) frames)", command: "motion")
        continue
      }
      let message = "\(c.label): \(comparison.message)"
      junitReport.add(name: c.name, seconds: MonotonicClock.now - start, failure: message)
      if mode == .failed || mode == .all {
        try write(actual, to: suite.goldenPath(c))
        rewritten.append(c.name)
        try StandardOutput.print("FAIL \(message); re-recorded \(suite.goldenPath(c))", command: "motion")
      } else {
        failed.append(c.name)
        try write(actual, to: suite.actualPath(c))
        try StandardOutput.print("FAIL \(message); wrote \(suite.actualPath(c))", command: "motion")
      }
    }
    if let junit {
      do {
        try FilmstripCommand.createDirectory(of: junit)
        try AtomicFile.write(Array(junitReport.xml.utf8), to: junit)
      } catch {
        throw MotionSuite.failure("--junit: \(error)", code: 1)
      }
    }
    if let page {
      do {
        let index = try page.finish(title: "playground motion verify \(manifest)")
        try StandardOutput.print("report: \(index)", command: "motion")
      } catch let error as ExitCode {
        throw error
      } catch {
        throw MotionSuite.failure("--report: \(error)", code: 1)
      }
    }
    let n = suite.cases.count
    if !rewritten.isEmpty {
      try StandardOutput.print("\(rewritten.count) of \(n) goldens re-recorded (MOTION_TESTING_RECORD=\(mode.rawValue)): \(rewritten.joined(separator: ", ")); review the diff and verify again", command: "motion")
    }
    if failed.isEmpty && rewritten.isEmpty {
      try StandardOutput.print("\(n) of \(n) cases match", command: "motion")
      return
    }
    if !failed.isEmpty {
      try StandardOutput.print("\(failed.count) of \(n) cases differ: \(failed.joined(separator: ", "))", command: "motion")
    }
    throw ExitCode(ExitStatus.failure)
  }

  /// The report's section of case `c`: its golden as read before this run (nil when none), the
  /// comparison and a filmstrip of the actual motion. Problems drawing or writing are one line
  /// on stderr; the run goes on.
  private func addSection(_ page: MotionReportFile, _ c: MotionManifest.Case, script: ReplayScript, expected: MotionGolden?, actual: MotionGolden) {
    let comparison = expected.map { MotionComparison(reference: $0, actual: actual, tolerance: c.tolerance) }
    var strip: [UInt8]?
    do {
      strip = try MotionReportFile.filmstrip(of: script)
    } catch {
      StandardError.write("playground motion: --report: \(c.name): no filmstrip: \(error)\n")
    }
    let passed = comparison?.matches ?? false
    let rc = MotionReportCase(
      name: c.name, passed: passed, message: passed ? nil : comparison?.message ?? "no golden",
      expected: expected, actual: actual, filmstrip: strip, viewport: (script.viewport.width, script.viewport.height),
      position: script.panel.position.rawValue, behaviorSource: c.behaviorSource)
    do {
      try page.add(rc)
    } catch {
      StandardError.write("playground motion: --report: \(error)\n")
    }
  }

  private func write(_ golden: MotionGolden, to file: String) throws {
    do {
      try AtomicFile.write(Array(golden.text.utf8), to: file)
    } catch {
      throw MotionSuite.failure("\(file): cannot write: \(error)", code: 1)
    }
  }

  /// `final full, overshoot 8.312 pt, settled in 0.450 s, peak 2197.30 pt/s`.
  static func figures(_ s: MotionSummary) -> String {
    let settle = s.settleTime.map { "settled in \(GoldenNumber.fixed($0, digits: 3)) s" } ?? "not settled"
    return "final \(s.finalState), overshoot \(GoldenNumber.fixed(s.overshoot, digits: 3)) pt, \(settle), peak \(GoldenNumber.fixed(s.peakVelocity, digits: 2)) pt/s"
  }
}
