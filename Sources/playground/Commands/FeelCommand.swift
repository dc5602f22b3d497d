import ArgumentParser
import ConfigFormat
import FloatingPanel
import Foundation
import PlaygroundCore
import PlaygroundTuning
import StrictJSON

/// `playground feel [--script FILE] [--config FILE] [--json]`: each preset's overshoot and settle
/// time at 60 and 120 Hz for one standard release (the README's "60 and 120 Hz" table).
struct FeelCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "feel",
    abstract: "Print each preset's overshoot and settle time at 60 and 120 Hz for one standard release.",
    discussion: """
      Replays one release (default: Assets/scripts/flick-to-full.json, a release at 500 pt/s from \
      30 pt toward the lastQuart anchor) with every preset's behaviour (Assets/presets, or the \
      resource bundle next to the binary), once with the numeric spring stepping at 60 Hz and once \
      at 120 Hz, as upstream FloatingPanel does on a 60 Hz and a ProMotion iPhone. For the first \
      spring the script starts it prints the target state, the overshoot past it (pt and % of the \
      distance; "none" under 0.05 pt) and the settle time (until the panel stays within 0.5 pt), \
      as the window's motion plot measures them. A row marked * was critically damped by \
      FloatingPanel's rule (a release at 300 pt/s or less). A script with "keepInViewport": true \
      (a floating card's recording) stops the spring at the window's edge as the window does; \
      its overshoot then says "clipped" with the spring's own overshoot beside it.

      --config FILE adds a row for your own config (its search panel's behaviour, else its first \
      panel's). --script FILE measures another release; the script's panel and gesture are kept, \
      its behaviour is replaced by each preset's. --json prints the unrounded numbers.

      A bad script or config prints one line on stderr and exits 2; no presets installed exits 1.
      Examples:
        playground feel
        playground feel --config my-panels.json --json
      """
  )

  @Option(help: "The release to measure (a replay script; default Assets/scripts/flick-to-full.json).")
  var script: String?

  @Option(help: "Also measure this config's behaviour (its search panel's, else its first panel's).")
  var config: String?

  @Flag(help: "Print JSON instead of the text table.")
  var json = false

  init() {}

  func run() throws {
    let path: String
    do {
      path = try script ?? (AssetLocator.packageOrBundle("scripts") as NSString).appendingPathComponent("flick-to-full.json")
    } catch {
      throw fail("\(error)", status: ExitStatus.failure)
    }
    let parsed: ReplayScript
    do {
      parsed = try ReplayScript.load(path: path)
    } catch {
      throw fail("\(OneLine.escape(path)): \(error)", status: ExitStatus.badInput)
    }
    var behaviors: [(name: String, behavior: BehaviorConfig)] = []
    do {
      behaviors = try Preset.loadAll().map { ($0.name, $0.behavior(for: "search")) }
    } catch {
      throw fail("presets unavailable: \(error)", status: ExitStatus.failure)
    }
    if let config {
      do {
        let own = Preset(name: FilePathName.lastComponent(of: config), config: try ConfigFile.load(path: config))
        behaviors.append((own.name, own.behavior(for: "search")))
      } catch {
        throw fail("\(error)", status: ExitStatus.badInput)
      }
    }
    let table: ReleaseFeelTable
    do {
      table = try ReleaseFeelTable(script: parsed, behaviors: behaviors)
    } catch {
      throw fail("\(OneLine.escape(path)): \(error)", status: ExitStatus.badInput)
    }
    if json {
      try StandardOutput.print(table.json.text(), command: "feel")
      return
    }
    try StandardOutput.write(Self.header(table, script: path) + table.text + Self.footer(table), command: "feel")
  }

  /// The line above the table: which release, from where, how fast.
  static func header(_ table: ReleaseFeelTable, script: String) -> String {
    guard let first = table.rows.first?.hz60 else { return "" }
    let name = FilePathName.lastComponent(of: script)
    return "release of \(OneLine.escape(name)) from \(DecimalText.fixed(first.releaseLocation, digits: 1)) pt at "
      + "\(DecimalText.fixed(first.releaseVelocity, digits: 0)) pt/s; overshoot past the target, settle to within 0.5 pt\n"
  }

  /// The note under the table for rows FloatingPanel's rule made critically damped.
  static func footer(_ table: ReleaseFeelTable) -> String {
    let critical = table.rows.contains { $0.hz60.isCriticallyDamped }
      ? "* critically damped: released at 300 pt/s or less (FloatingPanel's rule)\n" : ""
    let clipped = table.rows.contains { $0.hz60.clip != nil || $0.hz120.clip != nil }
      ? "clipped: the window's edge stopped the spring (the script's keepInViewport, a floating card); own: the spring's overshoot without the edge\n" : ""
    return critical + clipped
  }

  private func fail(_ message: String, status: Int32) -> ExitCode {
    StandardError.write("playground feel: \(OneLine.escape(message))\n")
    return ExitCode(status)
  }
}
