import ConfigFormat
import Foundation
import Testing
@testable import PlaygroundCore

/// The presets built into the binary (the fallback outside the package, issue 24) are the files
/// of `Assets/presets/`, byte for byte.
@Suite("built-in presets: the copies of Assets/presets")
struct BuiltInPresetsTests {
  @Test("each file in Assets/presets has an identical built-in copy, and there are no others")
  func sameAsFiles() throws {
    let dir = TuningFixtures.packageRoot + "/Assets/presets"
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json") }.sorted()
    #expect(BuiltInPresets.files.map { $0.name + ".json" }.sorted() == files)
    for file in BuiltInPresets.files {
      let text = try String(contentsOfFile: dir + "/\(file.name).json", encoding: .utf8)
      #expect(file.text == text, "Sources/ConfigFormat/BuiltInPresets.swift: \(file.name) differs from Assets/presets/\(file.name).json; copy it")
    }
    #expect(try Preset.builtIn() == Preset.loadAll(directory: dir))
  }
}
