import ArgumentParser
import ConfigFormat
import Foundation
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import PlaygroundUI
import SDLKit

/// `playground snapshot record|verify MANIFEST.json`: screenshot tests of your panels for CI.
struct SnapshotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot",
    abstract: "Record or verify reference screenshots of your panels listed in a manifest.",
    discussion: """
      A manifest lists cases:
        {"cases": [
          {"name": "search-full", "config": "my-panels.json", "size": "390x844",
           "scale": 2, "state": "full"},
          {"name": "flick-mid", "script": "flick.json", "at": 0.25}]}

      Paths are relative to the manifest; each case's reference is <name>.png next to it. Other \
      case fields: position, detail, modal, background (map, plain or a PNG of at most 8192x8192 \
      pixels), tolerance \
      {maxChannelDelta, maxDifferingFraction}.

      Examples:
        playground snapshot record Assets/snapshots/manifest.json
        playground snapshot verify Assets/snapshots/manifest.json \\
          --output snapshot-failures
      """,
    subcommands: [SnapshotRecordCommand.self, SnapshotVerifyCommand.self]
  )

  init() {}
}

/// `playground snapshot record MANIFEST.json`.
struct SnapshotRecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Render every case of a manifest and write its reference PNG next to the manifest.",
    discussion: """
      Every case is read and rendered before any reference is replaced: a bad manifest, config or \
      script prints one line naming the case and field, exits 2 and leaves every reference as it \
      was. Cases render one at a time, each written to a staged file next to its reference as \
      soon as it is drawn; the staged files replace the references once every case is done.

      Example:
        playground snapshot record Assets/snapshots/manifest.json
      """
  )

  @Argument(help: "The manifest (JSON).")
  var manifest: String

  init() {}

  func run() throws {
    let suite = try SnapshotSuite.loading(manifest)
    var staged = ReferenceStaging()
    defer { staged.discard() }
    var lines: [String] = []  // printed once every reference is in place (nothing on stdout on failure)
    for c in suite.manifest.cases {
      let image = try suite.render(c)
      let path = suite.referencePath(c)
      do {
        try staged.stage(try image.pngBytes(), for: path)
      } catch {
        throw SnapshotSuite.failure("\(path): cannot write the reference: \(error)", code: 1)
      }
      lines.append("recorded \(c.name) \(image.width)x\(image.height) \(path)")
    }
    do {
      try staged.commit()
    } catch {
      throw SnapshotSuite.failure("\(error)", code: 1)
    }
    for line in lines { try StandardOutput.print(line, command: "snapshot") }
    try StandardOutput.print("\(suite.manifest.cases.count) references recorded", command: "snapshot")
  }
}

/// `playground snapshot verify MANIFEST.json`.
struct SnapshotVerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Render every case of a manifest and compare it with its reference PNG.",
    discussion: """
      Prints one line per case (ok / FAIL with the number of differing pixels) and a summary. For \
      each failure, <name>.actual.png and <name>.diff.png (differences in red over the faded \
      reference) go to --output. Exit status: 0 all match, 1 some differ, 2 a bad manifest (a \
      missing file, an unknown field, a state the layout lacks, a missing reference or one of \
      the wrong size). References are never written.

      Example:
        playground snapshot verify Assets/snapshots/manifest.json \\
          --output /tmp/snapshot-failures
      """
  )

  @Argument(help: "The manifest (JSON).")
  var manifest: String

  @Option(help: "Where the actual and difference PNGs of failing cases go (created when needed).")
  var output = "snapshot-failures"

  init() {}

  func run() throws {
    let suite = try SnapshotSuite.loading(manifest)
    var failed: [String] = []
    for c in suite.manifest.cases {
      let actual = try suite.render(c)
      let reference = try suite.reference(c, size: (actual.width, actual.height))
      let tolerance = PixelTolerance(maxChannelDelta: UInt8(c.maxChannelDelta), maxDifferingFraction: c.maxDifferingFraction)
      let comparison = PixelComparison(reference: reference, actual: actual, tolerance: tolerance)
      if comparison.matches(tolerance) {
        try StandardOutput.print("ok   \(c.name)", command: "snapshot")
        continue
      }
      failed.append(c.name)
      do {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try AtomicFile.write(try actual.pngBytes(), to: output + "/\(c.name).actual.png")
        if let diff = comparison.differenceImage { try AtomicFile.write(try diff.pngBytes(), to: output + "/\(c.name).diff.png") }
      } catch {
        throw SnapshotSuite.failure("\(output): cannot write the failure images: \(error)", code: 1)
      }
      try StandardOutput.print("FAIL \(c.name): \(comparison.summary(tolerance: tolerance)); wrote \(output)/\(c.name).actual.png and .diff.png", command: "snapshot")
    }
    let n = suite.manifest.cases.count
    if failed.isEmpty {
      try StandardOutput.print("\(n) of \(n) cases match", command: "snapshot")
    } else {
      try StandardOutput.print("\(failed.count) of \(n) cases differ: \(failed.joined(separator: ", ")); images in \(output)", command: "snapshot")
      throw ExitCode(1)
    }
  }
}
