import ConfigFormat
import FuzzSupport
import SwiftSource

/// libFuzzer target: `export-swift`. Every config the decoder accepts exports Swift that the
/// declaration scanner (the compiler lexer's view of comments, strings and braces) finds
/// well-formed — no unterminated literal or comment, no interpolation, no raw control or bidi
/// character — and that declares exactly the expected layout, behaviour, delegate and factory
/// per panel; so do its `--target uikit` and `--target swiftui` exports. (Type-checking each input with swiftc takes ~0.3 s: too slow for a fuzzer;
/// ExportSwiftTests and ExportSwiftCleanSourceTests compile exports.)
@main enum FuzzSwiftExport {
  static func main() {
    FuzzDriver.main { bytes in
      guard let config = try? PlaygroundConfig.decode(bytes) else { return }
      let source: String
      do {
        source = try SwiftExporter.source(for: config, origin: "fuzz.json")
      } catch {
        FuzzDriver.require(FuzzDriver.isOneLine("\(error)"), "an export error of several lines: \(error)")
        return
      }
      let scan = SwiftDeclarationScanner.scan(source)
      FuzzDriver.require(scan.problems.isEmpty, "the export has \(scan.problems)")
      let expected = SwiftDeclarationScanner.expectedDeclarations(for: config)
      FuzzDriver.require(scan.declarations == expected, "the export declares \(scan.declarations), expected \(expected)")
      for target in [ExportTarget.uikit, .swiftui] {
        guard let export = try? UpstreamExport(config: config, target: target, origin: "fuzz.json") else {
          FuzzDriver.require(false, "the \(target.rawValue) export failed where the engine export did not")
          return
        }
        let scan = SwiftDeclarationScanner.scan(export.source)
        FuzzDriver.require(scan.problems.isEmpty, "the \(target.rawValue) export has \(scan.problems)")
        let expected = UpstreamExport.expectedDeclarations(for: config, target: target)
        FuzzDriver.require(scan.declarations == expected, "the \(target.rawValue) export declares \(scan.declarations), expected \(expected)")
      }
    }
  }
}
