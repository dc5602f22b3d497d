// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import SwiftImport
import Testing

/// The budgets of import-swift's reader (issue 35): every shape that made swift-syntax's parser
/// or the walks after it recurse without bound, the square brackets that made its lookahead
/// exponential, and nested interpolations, generated past the probe's sizes: each is refused with
/// one line naming the file and line, and each within its budget still imports.
@Suite("import-swift: nesting, depth and time budgets")
struct SwiftImporterDepthTests {
  static func outcome(_ text: String, secondsPerFile: Double = SwiftImporter.secondsPerFile) -> Result<SwiftImporter.Result, SwiftImportError> {
    Result { () throws(SwiftImportError) in
      try SwiftImporter.importPanels([SwiftImporter.Source(name: "X.swift", bytes: Array(text.utf8))], secondsPerFile: secondsPerFile)
    }
  }

  static func error(_ text: String) -> String? {
    if case .failure(let e) = outcome(text) { return e.description }
    return nil
  }

  static let nestingRefusal = "levels deep (brackets, generic arguments, #if, try/await, -> or else-if chains); give the .swift files that declare the panels"

  @Test("each nesting shape 129 and 40 000 deep (up to 520 KB): one line at the line it went over", arguments: SwiftHostileSource.Nesting.allCases)
  func nestedTooDeeply(_ shape: SwiftHostileSource.Nesting) throws {
    for n in [129, 40_000] {
      let message = try #require(Self.error(SwiftHostileSource.nested(shape, n)))
      switch shape {
      case .square:
        #expect(message == "X.swift:8: square brackets nested over 12 deep ([[[…]]]: the parser's lookahead doubles with each); give the .swift files that declare the panels")
      case .interpolation:
        #expect(message == "X.swift:8: string interpolations nested over 8 deep; give the .swift files that declare the panels")
      case .ifConfig:
        #expect(message == "X.swift:\(8 + 128): nested over 128 " + Self.nestingRefusal)
      default:
        #expect(message == "X.swift:8: nested over 128 " + Self.nestingRefusal)
      }
    }
  }

  @Test("each nesting shape within its budget imports the file's layout", arguments: SwiftHostileSource.Nesting.allCases)
  func nestedWithinBudget(_ shape: SwiftHostileSource.Nesting) throws {
    let n = shape == .square ? 12 : shape == .interpolation ? 8 : 60
    let result = try Self.outcome(SwiftHostileSource.nested(shape, n)).get()
    #expect(result.config.panelNames == ["a"])
  }

  @Test("postfix chains over 1000 long are refused by the scan, 999 long by the tree's depth, 300 long import", arguments: SwiftHostileSource.Chain.allCases)
  func chains(_ chain: SwiftHostileSource.Chain) throws {
    for n in [1_001, 8_000, 200_000] {
      #expect(
        Self.error(SwiftHostileSource.chain(chain, n))
          == "X.swift:8: a postfix chain over 1000 long (a.b.b…, f()()…, a[0][0]…, a!!…, Int??…); give the .swift files that declare the panels")
    }
    #expect(
      Self.error(SwiftHostileSource.chain(chain, 999))
        == "X.swift:8: an expression or type over 1000 syntax levels deep (a chain like a!!!…, a.b.b…, f()()…, Int???…); give the .swift files that declare the panels")
    #expect(try Self.outcome(SwiftHostileSource.chain(chain, 300)).get().config.panelNames == ["a"])
  }

  @Test("a file that takes longer than its budget ends the wait with one line naming it")
  func timeBudget() {
    let text = SwiftHostileSource.layouts(bytes: 256 * 1024, appearances: true).text
    guard case .failure(let e) = Self.outcome(text, secondsPerFile: 0) else {
      Issue.record("a 256 KiB file read within 0 s")
      return
    }
    #expect(e.description == "X.swift: reading it took over 0 s of CPU time (the budget per file); give the files that declare the panels, or split this one")
  }

  @Test("a long file of layouts and appearance functions: every layout a panel with its own appearance")
  func longFile() throws {
    let (text, count) = SwiftHostileSource.layouts(bytes: 256 * 1024, appearances: true)
    let result = try Self.outcome(text).get()
    #expect(count > 400 && result.config.panelNames.count == count)
    #expect(result.config.panels["p7"]?.appearance?.surface.cornerRadius == 7)
    #expect(result.config.panels["p\(count - 1)"]?.appearance?.surface.cornerRadius == Double((count - 1) % 30))
    #expect(result.skips.isEmpty)
  }

  @Test("256 files import, 257 are refused")
  func manyFiles() throws {
    let sources = (0..<257).map { i in
      SwiftImporter.Source(name: "F\(i).swift", bytes: Array("class F\(i)Layout: FloatingPanelLayout { let initialState: FloatingPanelState = .tip }\n".utf8))
    }
    let result = try SwiftImporter.importPanels(Array(sources.prefix(256)))
    #expect(result.config.panelNames.count == 256 && result.config.panels["f255"]?.initialState == "tip")
    #expect(throws: SwiftImportError(file: "", message: "give 1 to 256 Swift files")) { try SwiftImporter.importPanels(sources) }
  }
}
#endif
