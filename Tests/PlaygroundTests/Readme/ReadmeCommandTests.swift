import Foundation
import RenderTestSupport
import Testing

/// Issue 22, item 11: every command line README.md and the pages of `docs/` show is run with the built binary, in a
/// temporary directory holding a copy of `Assets/` and the example files the README names, with
/// its output redirected to files; the exit status is 0 or the one the README documents, the
/// files it says it writes are there, and a `console` block's output lines are printed in order.
/// A command the README gains later runs too; one that is not the playground must be listed in
/// ``notRun`` with the reason, or this fails.
@Suite("README command lines, run as written")
struct ReadmeCommandTests {
  /// Lines that are not the playground binary, and why they are not run here.
  static let notRun: [String: String] = [
    "make run": "builds the window (debug, drawing optimized) and opens it (its options are WindowConfigCLITests')",
    "make test": "is the run this test is part of",
    "make fuzz-targets": "builds libFuzzer targets with ASan for minutes (CI's fuzz step)",
    "Scripts/fuzz.sh FuzzConfig 300": "builds and runs a libFuzzer target for 5 minutes (CI's fuzz step)",
    "swift build --product FuzzConfig": "a build (the runners are built by make test; FuzzTargetRunnerTests runs them)",
    ".build/debug/FuzzConfig FILE…": "FILE… is the user's findings (FuzzTargetRunnerTests runs the regressions)",
    "make docs": "DocC's build is CI's docs step (TopicCoverageTests and DocCommentCoverageTests run here)",
    "make docs-preview": "serves the documentation until Ctrl+C",
    "make docs-preview DOC_TARGET=FloatingPanelSnapshotTesting": "serves the documentation until Ctrl+C",
    "swift build -c release --product playground": "a release build (the $BIN lines run the debug build here)",
    "BIN=$(swift build -c release --show-bin-path)/playground": "sets BIN (the built binary here)",
    "uptime": "prints the load average",
    "Scripts/tuning-walkthrough.sh /tmp/walkthrough":
      "drives the release window under Xvfb with xdotool for 3 minutes (docs/tuning-walkthrough.md's pictures; run by hand)",
    "make install PREFIX=$HOME/.local":
      "a release build with the Swift runtime linked in, into the user's PATH (InstalledBinaryTests runs the binary and its bundle from an empty directory; CI's install step runs make install from / under env -i)",
  ]

  /// Placeholders the README writes in capitals, and what runs in their place.
  static let placeholders: [String: String] = ["N": "7", "S": "7", "DIR": "corpus", "SCRIPT.json": "Assets/scripts/flick-to-full.json"]

  /// Sizes made small so the whole file runs in seconds: option → value (added when missing).
  static func shortened(_ args: [String]) -> [String] {
    var a = args.map { placeholders[$0] ?? $0 }
    func set(_ option: String, _ value: String) {
      if let i = a.firstIndex(of: option), i + 1 < a.count { a[i + 1] = value } else { a += [option, value] }
    }
    switch Array(a.prefix(2)) {
    case ["bench", "render"]: set("--frames", "10")
    case ["bench", "engine"]: set("--frames", "100"); set("--replays", "2")
    case ["bench", "window"]: set("--size", "640x480"); set("--frames", "30"); set("--idle-seconds", "0.5")
    case ["bench", "soak"]: set("--seconds", "1"); set("--size", "640x480")
    default:
      if a.first == "bench" { set("--frames", "10") }
      if a.first == "fuzz", !a.contains("--write-corpus") { set("--cases", "40") }
      if a.first == "fuzz", a.contains("--write-corpus") { set("--cases", "10") }
    }
    return a
  }

  /// Exit statuses other than 0 the README documents, by the command's arguments.
  static let documentedStatus: [String: Int32] = [
    "replay docs/examples/bad.json": 2,  // "A bad script prints one line … exits with status 2"
    "--config docs/examples/bad-tuning.json --tuning": 2,  // "A bad file at start is the same one line and exit status 2"
    "--config tuning.json": 2,
  ]

  /// Every page's commands (README.md and docs/*.md).
  static let commands: [ReadmeCommand] = (try? ReadmeCommands.all()) ?? []

  @Test("the pages' commands are found: sh, console and inline, each playground line or a listed exception")
  func found() throws {
    let all = try ReadmeCommands.all()
    #expect(try ReadmeCommands.pages().count >= 10, "README.md and the pages of docs/")
    let lines = Set(all.map(\.line))
    for known in ["swift run playground replay Assets/scripts/flick-to-full.json", "playground snapshot record Assets/snapshots/manifest.json",
                  "playground fuzz --seed N --cases 3000", "make test"] {
      #expect(lines.contains(known), "\(known)")
    }
    #expect(all.filter { $0.arguments != nil }.count >= 40)
    for c in all where c.arguments == nil {
      #expect(Self.notRun[c.line] != nil, "line '\(c.line)' of the README or docs/ is neither the playground nor listed in ReadmeCommandTests.notRun")
    }
  }

  @Test("a command added to a README is picked up, with the output its console block shows")
  func pickedUp() {
    let markdown = """
      Run `playground replay x.json` or:

      ```sh
      swift run playground bench engine   # numbers
      make new-thing && $BIN fuzz
      ```

      ```console
      $ swift run playground replay bad.json
      playground replay: bad.json: oops
      …
      ```
      Errors look like `playground replay: bad.json: …`.
      """
    let found = ReadmeCommands.parse(markdown)
    #expect(found.map(\.line) == ["swift run playground bench engine", "make new-thing", "$BIN fuzz", "swift run playground replay bad.json", "playground replay x.json"])
    #expect(found.map(\.arguments) == [["bench", "engine"], nil, ["fuzz"], ["replay", "bad.json"], ["replay", "x.json"]])
    #expect(found[3].shownOutput == ["playground replay: bad.json: oops"])
    #expect(ReadmeCommands.command(#"xvfb-run -a -s "-screen 0 1280x800x24" $BIN bench window"#).arguments == ["bench", "window"])
    let redirected = ReadmeCommands.command("swift run playground export-swift --config c.json > Tuned.swift")
    #expect(redirected.arguments == ["export-swift", "--config", "c.json"] && redirected.stdoutFile == "Tuned.swift")
  }

  /// The commands run: every playground line, but import-swift's only in a build that has it
  /// (`make sanitize` leaves it out; Package.swift, importsSwift).
  static var runnable: [ReadmeCommand] {
    #if canImport(SwiftImport)
      commands.filter { $0.arguments != nil }
    #else
      commands.filter { $0.arguments != nil && $0.arguments?.first != "import-swift" }
    #endif
  }

  @Test("runs as the README says", arguments: runnable)
  func runs(_ command: ReadmeCommand) throws {
    let args = Self.shortened(command.arguments ?? [])
    let dir = try ReadmeFixtures.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let started = Date()
    let window = command.needsDisplay || args.starts(with: ["bench", "window"]) || args.starts(with: ["bench", "soak"])
    let run = try window
      ? DisplayTestLock.run { try ReadmeFixtures.launch(args, in: dir, display: true) }
      : ReadmeFixtures.launch(args, in: dir, display: false)
    let expected = Self.documentedStatus[(command.arguments ?? []).joined(separator: " ")] ?? 0
    #expect(run.status == expected, "\(args): \(run.stderr)")
    if expected == 0, args.first != "bench" {  // bench reports progress on stderr
      for line in run.stderr.split(separator: "\n") {
        #expect(command.shownOutput.contains(String(line)), "stderr not shown in the README: \(line)")
      }
    }
    if let file = command.stdoutFile {  // `> FILE`: what the shell would write
      #expect(!run.stdout.isEmpty, "nothing for \(file)")
      try run.stdout.write(toFile: dir + "/" + file, atomically: true, encoding: .utf8)
    }
    var rest = (run.stdout + run.stderr).split(separator: "\n", omittingEmptySubsequences: false)[...]
    for shown in command.shownOutput {
      guard let i = rest.firstIndex(where: { $0 == shown }) else {
        Issue.record("'\(shown)' is not printed (in order) by \(command.line)")
        break
      }
      rest = rest[(i + 1)...]
    }
    for file in ReadmeFixtures.writtenFiles(args) {
      let path = dir + "/" + file
      let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil
      #expect(modified.map { $0 >= started.addingTimeInterval(-1) } == true, "\(file) was not written")
    }
    if args.first == "bench", expected == 0 {  // measured-costs.md: every bench prints the load average with its numbers
      #expect(run.stdout.contains(args.contains("--json") ? "\"loadAverage\"" : "load average"), "\(args): no load average in \(run.stdout)")
    }
    if args.contains("--json") { #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "\(run.stdout)") }
  }
}
