// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import Foundation
import SwiftImport
import Testing

/// Inputs made to hurt the importer: each is refused with one line or skipped with one line,
/// bounded in time and stack, never a crash.
@Suite("import-swift: hostile input")
struct SwiftImporterHostileTests {
  static func error(_ bytes: [UInt8], name: String = "X.swift") -> String? {
    do {
      _ = try SwiftImporter.importPanels([SwiftImporter.Source(name: name, bytes: bytes)])
      return nil
    } catch {
      return error.description
    }
  }

  static func behavior(_ body: String) -> String {
    "class NLayout: FloatingPanelLayout {}\nclass NBehavior: FloatingPanelBehavior {\n\(body)\n}\n"
  }

  @Test("not UTF-8, not Swift, over 1 MiB, no layout or behaviour: one line naming the file and what to do")
  func refused() {
    #expect(Self.error([0x63, 0x6C, 0x61, 0xFF, 0xFE]) == "X.swift: not UTF-8 text; give Swift source files")
    let html = Self.error(Array("<html><body>\n</body></html>\n".utf8)) ?? ""
    #expect(html.hasPrefix("X.swift:") && html.hasSuffix(": not Swift source the parser accepts (or nested over 128 levels deep); give the .swift files that declare the panels"))
    #expect(Self.error(Array(repeating: 0x20, count: SwiftImporter.maximumFileSize + 1)) == "X.swift: larger than 1 MiB; give the Swift files that declare the panels")
    #expect(Self.error(Array("struct A {}\n".utf8)) == "X.swift: the file declares no FloatingPanelLayout or FloatingPanelBehavior type (class, struct or extension); give the files that do")
    #expect(Self.error(Array("let x = 1".utf8), name: "a\nb.swift")?.contains("\n") == false)
  }

  @Test("nesting past the scan's limit is refused; deep or long expressions within it are skipped")
  func deep() throws {
    let parens = "let x = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
    #expect(Self.error(Array(parens.utf8)) == "X.swift:1: nested over 128 levels deep (brackets, generic arguments, #if, try/await, -> or else-if chains); give the .swift files that declare the panels")
    let nested = String(repeating: "(", count: 100) + "0.3" + String(repeating: ")", count: 100)
    let long = Array(repeating: "0.001", count: 2_000).joined(separator: " + ")
    let text = Self.behavior("var springResponseTime: CGFloat { \(nested) }\nvar springDecelerationRate: CGFloat { \(long) }")
    let result = try SwiftImporter.importPanels([SwiftImporter.Source(name: "X.swift", bytes: Array(text.utf8))])
    #expect(result.skips.count == 2)
    #expect(result.skips[0].hasPrefix("X.swift:3: skipped NBehavior.springResponseTime: `") && result.skips[0].hasSuffix("` is nested too deeply"))
    #expect(result.skips[1].hasPrefix("X.swift:4: skipped NBehavior.springDecelerationRate: `0.001 + 0.001") && result.skips[1].hasSuffix("…` is too long an expression"))
    #expect(result.skips.allSatisfy { $0.count < 200 })
    #expect(result.config.panels["n"]?.behavior == BehaviorConfig())
  }

  @Test("names that would reach the config: a bad state name or type name is skipped with one bounded line")
  func names() throws {
    let longName = String(repeating: "Q", count: 300)
    let text = """
      class \(longName)Layout: FloatingPanelLayout {}
      class ÜberLayout: FloatingPanelLayout {}
      class OkLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let initialState: FloatingPanelState = .half
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
          .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
          FloatingPanelState(rawValue: "a b\\u{202E}", order: 700): FloatingPanelLayoutAnchor(absoluteInset: 9, edge: .top, referenceGuide: .safeArea),
          .tip: FloatingPanelLayoutAnchor(absoluteInset: 1e9, edge: .bottom, referenceGuide: .safeArea),
          .full: FloatingPanelLayoutAnchor(absoluteInset: 10, edge: .left, referenceGuide: .safeArea),
        ]
      }
      """
    let result = try SwiftImporter.importPanels([SwiftImporter.Source(name: "X.swift", bytes: Array(text.utf8))])
    #expect(result.config.panelNames == ["ok"])
    #expect(result.config.panels["ok"]?.anchors?.keys.sorted() == ["half"])
    #expect(result.skips.count == 5)
    #expect(result.skips[0] == "X.swift:1: skipped \(String(repeating: "Q", count: 61))…: its name cannot name a panel (\(PlaygroundConfig.nameRule))")
    #expect(result.skips[1] == "X.swift:2: skipped ÜberLayout: its name cannot name a panel (\(PlaygroundConfig.nameRule))")
    #expect(result.skips[2].hasPrefix("X.swift:8: skipped OkLayout.anchor FloatingPanelState(rawValue: \"a b\\u{202E}\""))
    #expect(result.skips[3] == "X.swift:9: skipped OkLayout.anchor .tip: `FloatingPanelLayoutAnchor(absoluteInset: 1e9, edge: .bott…` is beyond ±100000 pt")
    #expect(result.skips[4].hasSuffix("has an edge that does not fit a bottom panel"))
    #expect(result.skips.allSatisfy { !$0.unicodeScalars.contains { $0.value == 0x202E || $0 == "\n" } })
  }
}
#endif
