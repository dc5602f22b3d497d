import Foundation
import Testing

/// Issue 35's hostile-input suite over the surfaces it added or hardened, with seeded generators
/// (seed 35: the same inputs on every run, each named in its case): deep nesting (JSON scripts,
/// configs and manifests, Swift for import-swift), long files (a script over the limit, an 8-MiB
/// line, a 1-MiB string), odd paths, terminating signals on a command whose standard output is
/// blocked. Each case asks what a user is promised: the documented status, one line on stderr
/// naming the file and what is wrong, nothing on stdout, within a stated time and peak memory
/// (the debug build's; docs/input-rules.md). The whole suite takes a few seconds.
@Suite("hostile input on the new surfaces: one line, the documented status, bounded time and memory")
struct HostileSurfaceTests {
  /// One generated input and what must come back.
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    /// The command line; `FILE` stands for the written input's path.
    var arguments: [String]
    /// The input's bytes (nil: a sparse file of `sparseSize` bytes).
    var text: String?
    var sparseSize = 0
    var fileName = "input.json"
    var status: Int32 = 2
    /// stderr is exactly one line that starts with this (after `FILE` is replaced) …
    var prefix: String
    /// … and contains this.
    var contains: String
    var maxMiB: Double = 100
    var maxSeconds: Double = 30
    var description: String { name }
  }

  /// The generated cases (seed 35).
  static let cases: [Case] = {
    var rng = SplitMix(seed: 35)
    func depth(_ low: Int, _ high: Int) -> Int { low + Int(rng.next() % UInt64(high - low)) }
    func nesting(_ n: Int) -> String {
      var s = ""
      for _ in 0..<n { s += rng.next() % 2 == 0 ? "[" : #"{"k": "# }
      return s
    }
    var all: [Case] = []
    // Deep JSON: a script, a config, a manifest.
    for (command, key, who) in [(["replay", "FILE"], "viewport", "replay"), (["export-swift", "--config", "FILE"], "panels", "export-swift"),
                                (["snapshot", "verify", "FILE"], "cases", "snapshot")] {
      let n = depth(65, 200_000)
      all.append(Case(
        name: "\(who): JSON nested \(n) deep", arguments: command, text: "{\"\(key)\": " + nesting(n),
        prefix: "playground \(who): FILE: not valid JSON at line 1, column ", contains: "nested deeper than 64 levels"))
    }
    // Deep Swift: every shape the parser recurses on, deeper than the probe's 1000.
    let shapes: [(String, String, String, String)] = [
      ("let a: ", "A<", "Int", ">"), ("let p = ", "(", "1", ")"), ("let b = ", "try ", "f()", ""), ("let d: ", "() -> ", "Int", ""),
      ("var x = ", "[", "", "]"), ("let s = ", #""\("#, "1", #")""#),
    ]
    for (head, open, middle, close) in shapes {
      let n = depth(1_000, 60_000)
      let body = head + String(repeating: open, count: n) + middle + String(repeating: close, count: n)
      all.append(Case(
        name: "import-swift: \(head)\(open)… \(n) deep", arguments: ["import-swift", "FILE"], text: layout + body + "\n",
        fileName: "deep.swift", prefix: "playground import-swift: FILE:8: ", contains: "; give the .swift files that declare the panels"))
    }
    for chain in [".b", "!", "()", "[0]"] {
      let n = depth(8_000, 100_000)
      all.append(Case(
        name: "import-swift: a\(chain)… \(n) long", arguments: ["import-swift", "FILE"], text: layout + "let e = a" + String(repeating: chain, count: n) + "\n",
        fileName: "chain.swift", prefix: "playground import-swift: FILE:8: a postfix chain over 1000 long", contains: "give the .swift files"))
    }
    // Long files.
    all.append(Case(
      name: "replay: a sparse script 1 byte over 64 MiB", arguments: ["replay", "FILE"], sparseSize: 64 << 20 + 1,
      prefix: "playground replay: FILE: the file is 64.0 MiB; files over 64 MiB are refused", contains: "", maxMiB: 60, maxSeconds: 5))
    let spaces = depth(1 << 20, 8 << 20)
    all.append(Case(
      name: "replay: \(spaces) spaces on one line, then a bad value", arguments: ["replay", "FILE"],
      text: String(repeating: " ", count: spaces) + #"{"viewport": ]"#,
      prefix: "playground replay: FILE: not valid JSON at line 1, column \(spaces + 14): ", contains: "a value is missing", maxMiB: 60))
    all.append(Case(
      name: "replay: a 1-MiB string where an object goes", arguments: ["replay", "FILE"],
      text: #"{"viewport": ""# + String(repeating: "é", count: 1 << 19) + #""}"#,
      prefix: "playground replay: FILE: viewport: expected an object", contains: "", maxMiB: 70))
    // Odd paths that do not exist: one line each, the control characters escaped.
    let pieces = ["x", "é", " ", "\n", "-", ".", "ü\u{202E}", "\t", "a/", "~"]
    for _ in 0..<3 {
      let path = (0..<(1 + Int(rng.next() % 3))).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
      let shown = path.unicodeScalars.map { u in
        u.value < 0x20 || u.value == 0x202E ? "\\u{\(String(u.value, radix: 16, uppercase: true))}" : String(u)
      }.joined()
      all.append(Case(
        name: "replay: the odd path \(shown.debugDescription)", arguments: ["replay", "/nonexistent-35/" + path],
        prefix: "playground replay: /nonexistent-35/\(shown): cannot read the file: it does not exist", contains: "", maxSeconds: 5))
    }
    return all
  }()

  static let layout = """
    class ALayout: FloatingPanelLayout {
      let position: FloatingPanelPosition = .bottom
      let initialState: FloatingPanelState = .half
      let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
      ]
    }

    """

  @Test("each generated case", arguments: Self.cases)
  func hostile(_ c: Case) throws {
    #if !canImport(SwiftImport)
    if c.arguments.first == "import-swift" { return }  // make sanitize's build has no import-swift
    #endif
    let dir = try TuningFixtures.temporaryDirectory("hostile")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/" + c.fileName
    if let text = c.text {
      try text.write(toFile: path, atomically: false, encoding: .utf8)
    } else if c.sparseSize > 0 {
      #expect(FileManager.default.createFile(atPath: path, contents: nil) && truncate(path, off_t(c.sparseSize)) == 0)
    }
    let started = ContinuousClock.now
    let run = try ChildRun(c.arguments.map { $0 == "FILE" ? path : $0 })
    let seconds = Double((ContinuousClock.now - started).components.seconds)
    #expect(run.status == c.status, "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.count == 1, "\(run.stderr)")
    #expect(run.stderr.hasPrefix(c.prefix.replacingOccurrences(of: "FILE", with: path)), "\(run.stderr.prefix(300))")
    #expect(c.contains.isEmpty || run.stderr.contains(c.contains))
    #expect(SanitizerRun.isOn || run.peakMiB < c.maxMiB, "peak \(run.peakMiB) MiB")
    #expect(SanitizerRun.isOn || seconds < c.maxSeconds, "\(seconds) s")
  }

  @Test("a command whose stdout is blocked ends at once on a terminating signal (seeded), with 128 + its number")
  func signalWithBlockedStdout() throws {
    var rng = SplitMix(seed: 35)
    let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGALRM]
    let dir = try TuningFixtures.temporaryDirectory("hostile-signal")
    defer { TuningFixtures.cleanup(dir) }
    try #"{"viewport": {"width": 390, "height": 844}, "fps": 1000, "script": [], "until": 3600}"#
      .write(toFile: dir + "/hour.json", atomically: true, encoding: .utf8)
    for _ in 0..<2 {
      let signal = signals[Int(rng.next() % UInt64(signals.count))]
      // Spawned with every one of these signals at its default action (a shell's background job
      // inherits SIGINT ignored, and so would the child), stdout a pipe nobody reads.
      var out: [Int32] = [0, 0], err: [Int32] = [0, 0]
      #expect(pipe(&out) == 0 && pipe(&err) == 0)
      defer { for fd in out + err { close(fd) } }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, out[1], 1)
      posix_spawn_file_actions_adddup2(&actions, err[1], 2)
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      var defaults = sigset_t(), none = sigset_t()
      sigemptyset(&defaults)
      sigemptyset(&none)
      for s in signals { sigaddset(&defaults, s) }
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setsigmask(&attributes, &none)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
      let binary = ReplayTests.executable().path
      let arguments: [String] = [binary, "replay", dir + "/hour.json"]
      let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
      defer { for p in argv { free(p) } }
      var pid: pid_t = 0
      #expect(posix_spawn(&pid, binary, &actions, &attributes, argv, environ) == 0)
      var raw: Int32 = 0, ended = false
      // Until replay is blocked writing to the full pipe (its kernel wait channel says so).
      let blocked = Waiting.until(timeout: 20, reading: err[0]) {
        (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8))?.hasSuffix("pipe_write") == true
      }
      #expect(blocked.satisfied, "replay never blocked on its stdout")
      let sent = ContinuousClock.now
      kill(pid, signal)
      _ = Waiting.until(timeout: 10, reading: err[0]) {
        ended = ended || waitpid(pid, &raw, WNOHANG) == pid
        return ended
      }
      let seconds = Double((ContinuousClock.now - sent).components.seconds)
      if !ended {
        kill(pid, SIGKILL)
        waitpid(pid, &raw, 0)
      }
      #expect(raw & 0x7F == signal, "signal \(signal): ended by \(raw & 0x7F)")
      #expect(seconds < 2, "signal \(signal): \(seconds) s")
    }
  }
}
