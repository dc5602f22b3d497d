import ConfigFormat
import FuzzSupport
import SwiftImport

/// libFuzzer target: `import-swift`'s reader (swift-syntax's parser under our nesting scan and
/// depth check, then the evaluation). Any bytes are an import or a one-line refusal, in bounded
/// time (libFuzzer's `-timeout`) and memory (`-rss_limit_mb`); never a crash or stack overflow.
/// An import's config is at most 1 MiB and reads back as the same config, as every command reads
/// it; each skipped line is one line naming the file.
///
/// Seeds: the upstream example apps in Tests/Fixtures and the hostile-input generators'
/// cases (Scripts/fuzz.sh). The budget per file is above libFuzzer's timeout, so a slow input is
/// a finding, not a refusal.
@main enum FuzzSwiftImport {
  static func main() {
    FuzzDriver.main { bytes in
      let result: SwiftImporter.Result
      do throws(SwiftImportError) {
        result = try SwiftImporter.importPanels([.init(name: "Fuzz.swift", bytes: bytes)], secondsPerFile: 600)
      } catch {
        FuzzDriver.require(FuzzDriver.isOneLine(error.description), "a refusal of several lines: \(error)")
        FuzzDriver.require(error.skips.allSatisfy(Self.isSkipLine), "a bad skipped line in \(error.skips)")
        return
      }
      FuzzDriver.require(result.skips.allSatisfy(Self.isSkipLine), "a bad skipped line in \(result.skips)")
      let text = Array(result.config.jsonText().utf8)
      FuzzDriver.require(text.count <= ConfigFile.maxFileSize, "a config of \(text.count) bytes")
      let saved = try? PlaygroundConfig.decode(text)
      FuzzDriver.require(saved == result.config, "the imported config does not read back: \(result.config.jsonText())")
      FuzzDriver.require((try? result.config.resolved()) != nil, "the imported config does not resolve")
    }
  }

  /// `Fuzz.swift:LINE: skipped …` on one line.
  static func isSkipLine(_ line: String) -> Bool {
    FuzzDriver.isOneLine(line) && line.hasPrefix("Fuzz.swift:") && line.contains(": skipped ")
  }
}
