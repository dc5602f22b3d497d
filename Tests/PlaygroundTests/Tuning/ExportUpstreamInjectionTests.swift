import ConfigFormat
import SwiftSource
import Testing
@testable import playground
@testable import PlaygroundWindow

/// Issue 20, item 2: the upstream targets follow the engine target's no-injection rules: hostile
/// descriptions, file names and (in configs built in code) state names stay in comments and
/// literals, and identifiers keep only ASCII letters and digits.
@Suite("export-swift --target uikit|swiftui: no code injection")
struct ExportUpstreamInjectionTests {
  @Test("2000 hostile configs (seeded): each export declares only its own types, with valid literals and comments")
  func hostileConfigs() {
    var g = HostileInput(seed: 2001)
    var violations: [String] = []
    for n in 0..<2000 {
      let config = HostileInputCheck.hostileConfig(&g), origin = g.hostileString()
      let target: ExportTarget = n % 2 == 0 ? .uikit : .swiftui
      guard let export = try? UpstreamExport(config: config, target: target, origin: origin) else { continue }
      let scan = SwiftDeclarationScanner.scan(export.source)
      let expected = UpstreamExport.expectedDeclarations(for: config, target: target)
      if (!scan.problems.isEmpty || scan.declarations != expected), violations.count < 5 {
        violations.append("case \(n): \(scan.problems) \(scan.declarations), expected \(expected)")
      }
      if export.unsupported.contains(where: { $0.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } }), violations.count < 5 {
        violations.append("case \(n): a stderr line with a line break")
      }
    }
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test("the expected declarations of the sample config, per target")
  func expected() throws {
    let config = try PlaygroundConfig.decode(TuningFixtures.sample)
    #expect(UpstreamExport.expectedDeclarations(for: config, target: .swiftui) == [
      "import FloatingPanel", "import SwiftUI", "import UIKit", "enum TunedSearchStates", "class TunedSearchLayout", "class TunedSearchBehavior",
      "class TunedSearchDelegate", "class TunedSearchCoordinator", "extension View", "class TunedSideDetailLayout",
      "class TunedSideDetailBehavior", "class TunedSideDetailDelegate", "class TunedSideDetailCoordinator", "extension View",
    ])
    let scan = SwiftDeclarationScanner.scan(try UpstreamExport(config: config, target: .swiftui).source)
    #expect(scan.declarations == UpstreamExport.expectedDeclarations(for: config, target: .swiftui))
  }

  @Test("state and panel names become identifiers of ASCII letters and digits, distinct")
  func identifiers() {
    #expect(UpstreamPanel.identifiers(for: ["last-quart", "last_quart", "a\u{202E}b", "} /*", "x\u{1}y", "é"]) == [
      "LastQuart", "LastQuart2", "AB", "State", "XY", "State2",
    ])
  }
}
