import ArgumentParser
import ConfigFormat
import FloatingPanel
import Foundation
import MotionTesting
import PlaygroundCore
import StrictJSON

/// A loaded motion manifest and what `playground motion record` and `verify` do with its cases:
/// check every case's files up front (a bad one stops the run before anything is written), run a
/// case's gesture on the replay clock into a ``MotionGolden``, and read a case's golden. Problems
/// with the manifest's contents print one line naming the manifest, the case and the field, and
/// exit 2.
struct MotionSuite {
  /// The manifest's path as given.
  let path: String
  /// The manifest.
  let manifest: MotionManifest
  /// The indices of the cases this run takes (``MotionShard``), in manifest order.
  let selected: [Int]

  /// A golden file of at most 64 MiB (about 1.1 million frames) is read.
  static let maximumGoldenFile = 64 << 20

  /// Loads `path` and checks every selected case's script, config and preset (then drops them:
  /// a case's files are read again when it runs, so memory holds one case at a time).
  static func loading(_ path: String, shard: MotionShard = .all) throws -> MotionSuite {
    let manifest: MotionManifest
    do {
      manifest = try MotionManifest.decode(try InputFile.read(path, limit: ConfigFile.maxFileSize))
    } catch {
      throw failure("\(ConfigError(file: path, error: error))")
    }
    let suite = MotionSuite(path: path, manifest: manifest, selected: manifest.cases.indices.filter { shard.contains(caseIndex: $0) })
    for i in suite.selected { _ = try suite.script(manifest.cases[i]) }
    return suite
  }

  /// Prints `line` (prefixed with the command, control characters escaped) on stderr; returns
  /// the exit status to throw.
  static func failure(_ line: String, code: Int32 = 2) -> ExitCode {
    StandardError.write("playground motion: \(OneLine.escape(line))\n")
    return ExitCode(code)
  }

  /// The manifest's directory.
  var directory: String { MotionPath.directory(of: path) }

  /// The cases this run takes.
  var cases: [MotionManifest.Case] { selected.map { manifest.cases[$0] } }

  /// The replay script of case `c`.
  func script(_ c: MotionManifest.Case) throws -> ReplayScript {
    try MotionCaseScript.script(for: c, dir: directory, manifest: path)
  }

  /// `<name>.motion` next to the manifest.
  func goldenPath(_ c: MotionManifest.Case) -> String { MotionCaseScript.resolve("\(c.name).motion", in: directory) }

  /// `<name>.actual.motion` next to the manifest: what `verify` writes for a case that differs.
  func actualPath(_ c: MotionManifest.Case) -> String { MotionCaseScript.resolve("\(c.name).actual.motion", in: directory) }

  /// Runs case `c` (its script, when already made) and returns its golden (numbers rounded as
  /// the file writes them).
  func run(_ c: MotionManifest.Case, script given: ReplayScript? = nil) throws -> MotionGolden {
    let s = try given ?? script(c)
    do {
      return try Self.golden(of: s, name: c.name)
    } catch let error as InputError {
      throw Self.failure("\(path): \(c.label).\(error.path.isEmpty ? "script" : error.path): \(error.message)")
    }
  }

  /// The golden of `script`'s motion: ``MotionCapture`` sees the panel after every frame of
  /// ``ReplayRunner`` (the engine path `replay` prints).
  ///
  /// - Throws: ``InputError`` when the script's panel is impossible.
  static func golden(of script: ReplayScript, name: String) throws -> MotionGolden {
    var capture = MotionCapture(framesPerSecond: script.fps)
    _ = try ReplayRunner(script: script).run(report: { _ in }, observe: { frame, panel in
      capture.record(panel, time: frame.t)
      return true
    })
    let viewport = "\(GoldenNumber.fixed(script.viewport.width, digits: 0))x\(GoldenNumber.fixed(script.viewport.height, digits: 0))"
    return capture.golden(name: name, viewport: viewport, position: script.panel.position.rawValue)
  }

  /// The golden of case `c` as recorded (nil when the file does not exist); an unreadable or
  /// malformed file exits 2 naming it (and the line).
  func reference(_ c: MotionManifest.Case) throws -> MotionGolden? {
    let file = goldenPath(c)
    guard FileManager.default.fileExists(atPath: file) else { return nil }
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(file, limit: Self.maximumGoldenFile)
    } catch {
      throw Self.failure("\(path): \(c.label).golden: \(file): \(error.message)")
    }
    do {
      return try MotionGolden(text: String(decoding: bytes, as: UTF8.self), file: file)
    } catch {
      throw Self.failure("\(path): \(c.label).golden: \(error)")
    }
  }
}
