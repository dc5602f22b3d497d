import ConfigFormat
import FloatingPanel
import PlaygroundCore
import PlaygroundTuning
import StrictJSON
// The declaration scanner moved to SwiftSource (the libFuzzer target of the export uses it too);
// re-exported so code that imports this module still sees it.
@_exported import SwiftSource

/// The invariants hostile input must keep, checked in-process on ``HostileInput`` cases (the
/// `playground fuzz` command also runs the real binary on a share of them):
///
/// - a script or config is either accepted or refused with an ``InputError`` whose text is one
///   non-empty line;
/// - an accepted script replays with every location and backdrop alpha finite;
/// - an accepted config — and a config built in code with hostile strings where the loader
///   would refuse them — exports Swift whose top-level declarations are exactly the expected
///   ones, with no string literal that would not compile or would run code.
package enum HostileInputCheck {
  /// Counts and the first violations of one run.
  package struct Report {
    /// Cases generated.
    package var cases = 0
    /// Cases accepted (decoded and run or exported).
    package var accepted = 0
    /// Cases refused with a one-line error.
    package var refused = 0
    /// What broke an invariant (at most 20 kept).
    package var violations: [String] = []

    mutating func add(_ violation: String?, case n: Int, kind: String) {
      guard let violation else { return }
      if violations.count < 20 { violations.append("case \(n) (\(kind)): \(violation)") }
    }
  }

  /// Replays longer than this many frames are decoded but not run (to keep a run short).
  static let maxFrames = 20_000.0

  /// Runs `cases` cases from `seed`: scripts, configs and hostile exports in turn.
  package static func run(seed: UInt64, cases: Int) -> Report {
    var g = HostileInput(seed: seed)
    var report = Report()
    for n in 0..<cases {
      report.cases += 1
      let violation: String?, accepted: Bool
      switch n % 3 {
      case 0: (violation, accepted) = check(script: g.script())
      case 1: (violation, accepted) = check(config: g.config())
      default: (violation, accepted) = (checkExport(of: hostileConfig(&g), origin: g.hostileString()), true)
      }
      if accepted { report.accepted += 1 } else { report.refused += 1 }
      report.add(violation, case: n, kind: ["script", "config", "export"][n % 3])
    }
    return report
  }

  /// Checks one script; returns the violation (nil when none) and whether it was accepted.
  package static func check(script bytes: [UInt8]) -> (String?, Bool) {
    let script: ReplayScript
    do {
      script = try ReplayScript.decode(bytes)
    } catch {
      return (oneLine(error.description), false)
    }
    guard script.until * script.fps <= maxFrames else { return (nil, true) }
    do {
      var bad: String?
      _ = try ReplayRunner(script: script).run { frame in
        if bad == nil, !(frame.location.isFinite && frame.backdropAlpha.isFinite) {
          bad = "frame \(frame.frame) is not finite: \(frame.jsonLine)"
        }
      }
      return (bad, true)
    } catch let error as InputError {
      return (oneLine(error.description), false)
    } catch {
      return ("an error that is not an InputError: \(error)", false)
    }
  }

  /// Checks one config file's bytes.
  package static func check(config bytes: [UInt8]) -> (String?, Bool) {
    do {
      let config = try PlaygroundConfig.decode(bytes)
      return (checkExport(of: config, origin: "fuzz.json"), true)
    } catch {
      return (oneLine(error.description), false)
    }
  }

  /// Checks the Swift export of `config`.
  package static func checkExport(of config: PlaygroundConfig, origin: String) -> String? {
    let source: String
    do {
      source = try SwiftExporter.source(for: config, origin: origin)
    } catch {
      return oneLine(error.description)
    }
    let scan = SwiftDeclarationScanner.scan(source)
    if let problem = scan.problems.first { return "the export has \(problem)" }
    let expected = expectedDeclarations(for: config)
    if scan.declarations != expected { return "the export declares \(scan.declarations), expected \(expected)" }
    for target in [ExportTarget.uikit, .swiftui] {
      guard let export = try? UpstreamExport(config: config, target: target, origin: origin) else {
        return "the \(target.rawValue) export failed where the engine export did not"
      }
      let scan = SwiftDeclarationScanner.scan(export.source)
      if let problem = scan.problems.first { return "the \(target.rawValue) export has \(problem)" }
      let expected = UpstreamExport.expectedDeclarations(for: config, target: target)
      if scan.declarations != expected { return "the \(target.rawValue) export declares \(scan.declarations), expected \(expected)" }
      if let line = export.unsupported.first(where: { $0.contains { $0 == "\n" || $0 == "\r" || $0 == "\r\n" } }) {
        return "an unsupported-value line of several lines: \(OneLine.escape(line))"
      }
    }
    return nil
  }

  /// `import FloatingPanel`, then per panel its layout, behaviour, delegate (with a release rule)
  /// and factory (``SwiftDeclarationScanner/expectedDeclarations(for:)``).
  package static func expectedDeclarations(for config: PlaygroundConfig) -> [String] {
    SwiftDeclarationScanner.expectedDeclarations(for: config)
  }

  /// A config built in code (so the loader's name rules do not apply) with hostile strings in
  /// the description, the custom state names and the names the behaviour projects to.
  package static func hostileConfig(_ g: inout HostileInput) -> PlaygroundConfig {
    var panel = PanelConfig()
    var custom = g.hostileString()
    if custom == "half" { custom += "2" }
    panel.anchors = [
      "half": PanelConfig.Anchor(FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea)),
      custom: PanelConfig.Anchor(FloatingPanelLayoutAnchor(absoluteInset: 40, edge: .top, referenceGuide: .superview), order: 700),
    ]
    panel.initialState = g.below(2) == 0 ? custom : "half"
    panel.backdropAlpha = [custom: 0.25]
    panel.behavior.projectMomentum = .states([custom])
    if g.below(2) == 0 { panel.behavior.minimumFlickVelocityToAdvance = 400 }
    let name = "fuzz\(g.below(1_000_000))"
    return PlaygroundConfig(panels: [name: panel], description: g.hostileString())
  }

  private static func oneLine(_ text: String) -> String? {
    if text.isEmpty { return "an empty error message" }
    if text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) { return "a message of several lines: \(OneLine.escape(text))" }
    return nil
  }
}
