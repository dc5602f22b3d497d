import Foundation
import Testing
@testable import playground
@testable import PlaygroundWindow

/// Issue 24, item 7 (the part without images): a newline in a manifest's state or in a path
/// given on the command line is escaped, and the window outside the package root without a
/// display says only that there is no display: exactly one line on stderr.
@Suite("errors stay one line: newlines in states and paths are escaped")
struct OneLineErrorTests {
  /// Runs `binary` (default: the built one) in `directory` with `args` and `environment` changes
  /// (nil removes one).
  static func run(
    _ args: [String], in directory: String, binary: URL = ReplayTests.executable(), environment changes: [String: String?] = [:]
  ) throws -> (Int32, String, String) {
    try ReplayTests.launch(binary, args, environment: changes, in: directory)
  }

  @Test("a bad input with a newline: status 2, the one line it should be", arguments: [
    (["snapshot", "verify", "m.json"], "playground snapshot: m.json: case 'x' (cases[0]).state: the search panel has no 'a\\u{A}b' state (it has full, half, tip)"),
    (["screenshot", "--out", "o.png", "--config", "c\nd.json"],
     "playground screenshot: c\\u{A}d.json: panels.search.behaviour: unknown field (allowed: anchors, appearance, backdropAlpha, behavior, contentLength, initialState, margins, padding, placement, position, removalEnabled, role, variants)"),
    (["window", "--config", "x\ny.json"],
     "playground: x\\u{A}y.json: cannot read the file: it does not exist; start from a preset (cp Assets/presets/default.json x\\u{A}y.json) or run without --config and press Ctrl+S"),
  ] as [([String], String)])
  func newlinesEscaped(args: [String], line: String) throws {
    let dir = try TuningFixtures.temporaryDirectory("one-line")
    defer { TuningFixtures.cleanup(dir) }
    try #"{"cases": [{"name": "x", "size": "390x844", "state": "a\nb"}]}"#.write(toFile: dir + "/m.json", atomically: true, encoding: .utf8)
    try #"{"panels": {"search": {"behaviour": {"springResponseTime": 0.77}}}}"#.write(
      toFile: dir + "/c\nd.json", atomically: true, encoding: .utf8)
    let (status, out, err) = try Self.run(args, in: dir)
    #expect(status == 2)
    #expect(out.isEmpty)
    #expect(err == line + "\n")
  }

  @Test("a bad option value with a newline: status 64, its first line escaped", arguments: [
    (["screenshot", "--out", "o.png", "--state", "a\nb"], "Error: --state 'a\\u{A}b' is not a state; use full, half, tip, hidden or a state of the config's layout"),
    (["screenshot", "--out", "o.png", "--size", "1\n2"], "Error: The value '1\\u{A}2' is invalid for '--size <size>': --size '1\\u{A}2' is not WIDTHxHEIGHT, e.g. 1280x800"),
    (["screenshot", "--out", "o.png", "--position", "a\nb"], "Error: --position 'a\\u{A}b' is not an edge; use top, left, bottom or right"),
  ] as [([String], String)])
  func optionValuesEscaped(args: [String], firstLine: String) throws {
    let (status, out, err) = try Self.run(args, in: NSTemporaryDirectory())
    #expect(status == 64)
    #expect(out.isEmpty)
    #expect(err.split(separator: "\n").first.map(String.init) == firstLine, "\(err)")
  }

  @Test("a copy of the binary outside the package (no presets) without a display: only the no-display line, status 2")
  func noPresetsNoDisplay() throws {
    let dir = try TuningFixtures.temporaryDirectory("no-root")
    defer { TuningFixtures.cleanup(dir) }
    let copy = URL(fileURLWithPath: dir + "/playground")
    try ExecutableCopy.write(to: copy.path)
    let (status, out, err) = try Self.run(
      ["window", "--frames", "1"], in: dir, binary: copy, environment: ["SDL_VIDEODRIVER": nil, "DISPLAY": nil, "WAYLAND_DISPLAY": nil])
    #expect(status == 2)
    #expect(out.isEmpty)
    #expect(err.hasPrefix("playground: no display available"))
    #expect(err.split(separator: "\n").count == 1 && err.hasSuffix("\n"), "\(err)")
  }
}
