import ArgumentParser
import ConfigFormat
import Foundation
import MotionTesting

/// `playground motion record|verify MANIFEST.json`: motion tests of your panels for CI, the
/// motion itself as the golden (docs/motion-tests.md).
struct MotionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "motion",
    abstract: "Record or verify motion goldens (per-frame location, velocity, state, alpha) of cases in a manifest.",
    discussion: """
      A manifest lists cases, each a gesture with a panel:
        {"cases": [
          {"name": "bottom-flick", "script": "scripts/bottom-flick.json"},
          {"name": "window-drag", "recording": "recordings/window-drag.json"},
          {"name": "default-release", "preset": "default",
           "release": {"from": "half", "velocity": -1200}, "displayRate": 120}]}

      Paths are relative to the manifest; each case's golden is <name>.motion next to it, a text \
      file with one line per frame and a summary (final state, overshoot, settle time, peak \
      velocity). Other case fields: config, panel, viewport, position, until, tolerance \
      {points, seconds, velocity, alpha} (defaults 0.5 pt, 0.02 s, 10 pt/s, 0.01; also for the \
      whole manifest). A preset is presets/NAME.json next to the manifest, else the playground's.

      Examples:
        playground motion record Assets/motion/manifest.json
        playground motion verify Assets/motion/manifest.json --junit motion.xml
      """,
    subcommands: [MotionRecordCommand.self, MotionVerifyCommand.self]
  )

  init() {}
}

/// `--shard I/N`, shared by record and verify.
struct MotionShardOption: ParsableArguments {
  @Option(help: "Run only shard I of N (case k runs in shard k mod N + 1), e.g. --shard 2/4.")
  var shard: String?

  init() {}

  /// The shard (all cases without the option).
  func value() throws -> MotionShard {
    guard let shard else { return .all }
    do {
      return try MotionShard(parsing: shard)
    } catch {
      throw ValidationError("--shard \(error)")
    }
  }

  func validate() throws { _ = try value() }
}

/// `playground motion record MANIFEST.json`.
struct MotionRecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Run every case of a manifest and write its golden (<name>.motion) next to the manifest.",
    discussion: """
      Every case is checked before any golden is replaced: a bad manifest, script, config or \
      preset prints one line naming the case and field, exits 2 and leaves every golden as it \
      was. Goldens are staged next to their files and replace them once every case has run.

      Example:
        playground motion record Assets/motion/manifest.json
      """
  )

  @Argument(help: "The manifest (JSON).")
  var manifest: String

  @OptionGroup var shard: MotionShardOption

  init() {}

  func run() throws {
    let suite = try MotionSuite.loading(manifest, shard: try shard.value())
    var staged = ReferenceStaging()
    defer { staged.discard() }
    var lines: [String] = []
    for c in suite.cases {
      let golden = try suite.run(c)
      let file = suite.goldenPath(c)
      do {
        try staged.stage(Array(golden.text.utf8), for: file)
      } catch {
        throw MotionSuite.failure("\(file): cannot write the golden: \(error)", code: 1)
      }
      lines.append("recorded \(c.name): \(golden.frames.count) frames, \(MotionVerifyCommand.figures(golden.summary)) \(file)")
    }
    do {
      try staged.commit()
    } catch {
      throw MotionSuite.failure("\(error)", code: 1)
    }
    for line in lines { try StandardOutput.print(line, command: "motion") }
    try StandardOutput.print("\(suite.cases.count) goldens recorded", command: "motion")
  }
}
