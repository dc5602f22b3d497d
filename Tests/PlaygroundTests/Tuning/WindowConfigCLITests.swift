import Foundation
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

/// `playground --config FILE` checks the file before a window opens: a bad or missing file is one
/// line on stderr and exit status 2, with or without a display.
@Suite("playground --config: errors before the window")
struct WindowConfigCLITests {
  @Test("a wrong type names the field; a missing file says how to start one")
  func badConfigExitsWithTwo() throws {
    let binary = ReplayTests.executable()
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the playground product first: \(binary.path)")
    let dir = try TuningFixtures.temporaryDirectory("cli-config")
    defer { TuningFixtures.cleanup(dir) }
    let bad = dir + "/tuning.json"
    try #"{"panels": {"search": {"behavior": {"springResponseTime": "fast"}}}}"#.write(toFile: bad, atomically: true, encoding: .utf8)
    let (status, out, err) = try ReplayTests.launch(binary, ["--config", bad])
    #expect(status == 2)
    #expect(out.isEmpty)
    #expect(err == "playground: \(bad): panels.search.behavior.springResponseTime: expected a number\n")

    // a misspelt field is refused before a window opens (even without a display); any panel name opens
    try #"{"panels": {"side-detail": {"postion": "left"}}}"#.write(toFile: bad, atomically: true, encoding: .utf8)
    let unknown = try ReplayTests.launch(binary, ["--config", bad])
    #expect(unknown.0 == 2)
    #expect(unknown.2.hasPrefix("playground: \(bad): panels.side-detail.postion: unknown field"))

    let missing = dir + "/new.json"
    let second = try ReplayTests.launch(binary, ["window", "--config", missing])
    #expect(second.0 == 2)
    #expect(
      second.2 == "playground: \(missing): cannot read the file: it does not exist; start from a preset "
        + "(cp Assets/presets/default.json \(missing)) or run without --config and press Ctrl+S\n")
  }
}

@Suite("HUD lines")
struct HUDWrapTests {
  @Test("wrap breaks at spaces so each line fits, and keeps a word that never fits on its own line")
  func wrap() {
    let six: (String) -> Bool = { $0.count <= 6 }
    #expect(TextWrap.lines("a bb ccc dddd", fits: six) == ["a bb", "ccc", "dddd"])
    #expect(TextWrap.lines("panels.search.behavior.springResponseTime: must", fits: six) == ["panels.search.behavior.springResponseTime:", "must"])
    #expect(TextWrap.lines("  ", fits: six) == [])
  }
}
