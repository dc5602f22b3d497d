import ConfigFormat
import Foundation
import SwiftSource
import Testing
@testable import playground
@testable import PlaygroundWindow
@testable import PlaygroundBench

/// Issue 20, item 3: every preset, every config under Assets/ and the fuzzer's accepted configs
/// export for `uikit` and `swiftui` and type-check against the stand-in of upstream's API
/// (Tests/UpstreamStandIn, pinned at 3.2.2); a changed label fails the check.
@Suite("export-swift --target uikit|swiftui type-checks against upstream's API (stand-in at 3.2.2)")
struct ExportUpstreamTypeCheckTests {
  /// The stand-in modules, built once per run with `swiftc -emit-module` into a temporary
  /// directory (UIKit, then SwiftUI, then FloatingPanel); nil without `swiftc`.
  static let standIn: Result<String, StandInError>? = {
    guard let swiftc = ExportSwiftCleanSourceTests.swiftc else { return nil }
    do {
      let dir = try TuningFixtures.temporaryDirectory("upstream-stand-in")
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("UpstreamStandIn").path
      for module in ["UIKit", "SwiftUI", "FloatingPanel"] {
        let files = try FileManager.default.contentsOfDirectory(atPath: root + "/" + module).filter { $0.hasSuffix(".swift") }.sorted()
        let (status, _, errors) = try ExportSwiftTests.run(swiftc, [
          "-parse-as-library", "-emit-module", "-module-name", module, "-I", dir,
          "-emit-module-path", dir + "/\(module).swiftmodule",
        ] + files.map { root + "/" + module + "/" + $0 }, stderrFile: dir + "/stderr-\(module).txt")
        guard status == 0, errors.isEmpty else { return .failure(StandInError(message: "\(module): \(errors)")) }
      }
      return .success(dir)
    } catch {
      return .failure(StandInError(message: "\(error)"))
    }
  }()

  /// The type-check of the sample config's unchanged export, once per target.
  static let sampleUIKit = try? typecheck([("Tuned.swift", sample(.uikit))], label: "good-uikit")
  /// The same for `swiftui`.
  static let sampleSwiftUI = try? typecheck([("Tuned.swift", sample(.swiftui))], label: "good-swiftui")

  /// The export of `TuningFixtures.sample` for `target`.
  static func sample(_ target: ExportTarget) throws -> String {
    try UpstreamExport(config: try PlaygroundConfig.decode(TuningFixtures.sample), target: target, origin: "sample.json").source
  }

  /// Why the stand-in did not build.
  struct StandInError: Error { let message: String }

  /// `swiftc -typecheck` of `files` (name → source) against the stand-in: status and stderr.
  static func typecheck(_ files: [(String, String)], label: String) throws -> (Int32, String) {
    let modules = try #require(standIn).get()
    let dir = try TuningFixtures.temporaryDirectory("upstream-typecheck-\(label)")
    defer { TuningFixtures.cleanup(dir) }
    for (name, source) in files { try source.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
    let swiftc = try #require(ExportSwiftCleanSourceTests.swiftc)
    let (status, _, errors) = try ExportSwiftTests.run(
      swiftc, ["-typecheck", "-parse-as-library", "-I", modules] + files.map { dir + "/" + $0.0 }, stderrFile: dir + "/stderr.txt")
    return (status, errors)
  }

  /// Every config the check covers, its panels renamed so that the types of all exports can
  /// share one module: the presets and every config under Assets/, then 60 of the fuzzer's
  /// hostile configs (the seed the engine export's compile test uses).
  static func configs() throws -> [(name: String, config: PlaygroundConfig)] {
    let assets = TuningFixtures.packageRoot + "/Assets"
    var out: [(String, PlaygroundConfig)] = []
    let files = (FileManager.default.enumerator(atPath: assets)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".json") }.sorted()
    for file in files {
      guard var config = try? ConfigFile.load(path: assets + "/" + file) else { continue }  // scripts and manifests are not configs
      config.panels = Dictionary(uniqueKeysWithValues: config.panels.map { ("a\(out.count)-\($0.key)", $0.value) })
      out.append((file, config))
    }
    var g = HostileInput(seed: 1102)
    for i in 0..<60 {
      var config = HostileInputCheck.hostileConfig(&g)
      _ = g.hostileString()
      config.panels = Dictionary(uniqueKeysWithValues: config.panels.map { ("fuzz\(i)-\($0.key)", $0.value) })
      out.append(("fuzz \(i)", config))
    }
    return out
  }

  @Test(
    "every preset, Assets config and 60 fuzzed configs export for uikit and swiftui and type-check (one swiftc per target)",
    .enabled(if: ExportSwiftCleanSourceTests.swiftc != nil, "`swiftc` is not on PATH"),
    arguments: [ExportTarget.uikit, .swiftui])
  func everyConfigTypeChecks(target: ExportTarget) throws {
    let configs = try Self.configs()
    #expect(configs.filter { $0.name.hasPrefix("presets/") }.count == 6)  // default, maps, no-bounce, rushing-forward, slow-soft, snappy
    #expect(configs.contains { $0.name == "snapshots/my-panels.json" })
    var files: [(String, String)] = []
    for (i, (name, config)) in configs.enumerated() {
      guard let export = try? UpstreamExport(config: config, target: target, origin: name) else { continue }  // a fuzzed config that does not resolve
      files.append(("Export\(i).swift", export.source))
    }
    #expect(files.count >= 6 + 40)
    let requirements = try Self.delegateRequirements()
    for (file, source) in files {
      for method in Self.delegateMethods(in: source) where !requirements.contains(method) {
        Issue.record("\(file): \(method) is not a FloatingPanelControllerDelegate method")
      }
    }
    let (status, errors) = try Self.typecheck(files, label: target.rawValue)
    #expect(status == 0, "swiftc -typecheck: \(errors.prefix(4000))")
    #expect(errors.isEmpty, "\(errors.prefix(4000))")
  }

  /// The full names (`floatingPanel(_:animatorForPresentingTo:)`) of the `func`s declared in
  /// `text` between `from` and the next line that is `}` alone.
  static func methodNames(in text: String, from start: String) -> [String] {
    var out: [String] = []
    var rest = Substring(text)
    while let r = rest.range(of: start) {
      var block = rest[r.upperBound...]
      if let end = block.range(of: "\n}\n") { block = block[..<end.lowerBound] }
      var cursor = block
      while let f = cursor.range(of: "func ") {
        let after = cursor[f.upperBound...]
        guard let open = after.firstIndex(of: "("), let close = after[open...].firstIndex(of: ")") else { break }
        let name = after[..<open].split(separator: "<").first.map(String.init) ?? ""
        let labels = after[after.index(after: open)..<close].split(separator: ",").compactMap {
          $0.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ":" }).first.map { "\($0):" }
        }
        out.append("\(name)(\(labels.joined()))")
        cursor = after[close...]
      }
      rest = rest[r.upperBound...]
    }
    return out
  }

  /// The methods of `FloatingPanelControllerDelegate` in the stand-in. Its requirements have
  /// defaults (upstream's are `optional`), so a misspelt delegate method would compile as a new
  /// method: the export's delegate methods are checked against this list instead.
  static func delegateRequirements() throws -> Set<String> {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("UpstreamStandIn/FloatingPanel/Controller.swift").path
    let names = Set(methodNames(in: try String(contentsOfFile: file, encoding: .utf8), from: "public protocol FloatingPanelControllerDelegate: AnyObject {"))
    #expect(names == [
      "floatingPanel(_:animatorForPresentingTo:)", "floatingPanel(_:animatorForDismissingWith:)",
      "floatingPanel(_:animatorForMovingTo:)", "floatingPanelWillEndDragging(_:withVelocity:targetState:)",
      "floatingPanel(_:layoutFor:)",
    ])
    return names
  }

  /// The methods of the `…Delegate` classes of an export.
  static func delegateMethods(in source: String) -> [String] {
    methodNames(in: source, from: "Delegate: FloatingPanelControllerDelegate {").filter { $0 != "main(_:)" }
  }

  @Test("a changed label in a delegate method is caught by the delegate check")
  func delegateLabel() throws {
    let source = try UpstreamExport(config: try PlaygroundConfig.decode(TuningFixtures.sample), target: .uikit).source
    let requirements = try Self.delegateRequirements()
    #expect(Self.delegateMethods(in: source) == [
      "floatingPanelWillEndDragging(_:withVelocity:targetState:)", "floatingPanel(_:animatorForPresentingTo:)",
      "floatingPanel(_:animatorForDismissingWith:)", "floatingPanel(_:animatorForMovingTo:)",
    ])
    let changed = source.replacingOccurrences(of: "animatorForDismissingWith velocity", with: "animatorForDismissingWithVelocity velocity")
    #expect(Self.delegateMethods(in: changed).filter { !requirements.contains($0) } == ["floatingPanel(_:animatorForDismissingWithVelocity:)"])
  }

  @Test(
    "one changed label in an export fails the type-check",
    .enabled(if: ExportSwiftCleanSourceTests.swiftc != nil, "`swiftc` is not on PATH"),
    arguments: [
      (ExportTarget.uikit, "func backdropAlpha(for state", "func backdropAlpha(forState state",
       "instance method 'backdropAlpha(forState:)' has different argument labels from those required by protocol 'FloatingPanelLayout' ('backdropAlpha(for:)')"),
      (.uikit, "FloatingPanelLayoutAnchor(absoluteInset:", "FloatingPanelLayoutAnchor(absoluteOffset:",
       "incorrect labels for candidate (have: '(absoluteOffset:edge:referenceGuide:)', expected: '(absoluteInset:edge:referenceGuide:)')"),
      (.uikit, "func allowsRubberBanding(for edge", "func allowsRubberBanding(forEdge edge",
       "instance method 'allowsRubberBanding(forEdge:)' has different argument labels from those required by protocol 'FloatingPanelBehavior' ('allowsRubberBanding(for:)')"),
      (.uikit, "UISpringTimingParameters(dampingRatio:", "UISpringTimingParameters(damping:", "UISpringTimingParameters"),
      (.swiftui, ".floatingPanelBehavior(", ".floatingPanelBehaviour(", "has no member 'floatingPanelBehaviour'"),
      (.swiftui, "    mainHostingController: UIHostingController<Main>", "    hostingController mainHostingController: UIHostingController<Main>",
       "protocol 'FloatingPanelCoordinator' ('setupFloatingPanel(mainHostingController:contentHostingController:)')"),
    ])
  func changedLabelFails(target: ExportTarget, original: String, changed: String, message: String) throws {
    let source = try Self.sample(target)
    #expect(source.contains(original))
    let (good, goodErrors) = try #require(target == .uikit ? Self.sampleUIKit : Self.sampleSwiftUI)
    #expect(good == 0, "\(goodErrors.prefix(2000))")
    let (bad, errors) = try Self.typecheck([("Tuned.swift", source.replacingOccurrences(of: original, with: changed))], label: "bad")
    #expect(bad != 0)
    #expect(errors.contains(message), "\(errors.prefix(2000))")
  }
}
