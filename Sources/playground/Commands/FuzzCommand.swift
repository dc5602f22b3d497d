import ArgumentParser
import Foundation
import PlaygroundCore
import PlaygroundTuning
import StrictJSON

/// `playground fuzz`: feeds seeded hostile scripts and configs (``HostileInput``) to the readers,
/// the replay and the Swift export in-process, and every `--every`-th case to this binary's
/// `replay`, `export-swift` and `window --config` as a user would, checking: exit status 0 or 2;
/// on 2 exactly one line on stderr and nothing on stdout; never a crash; no file created or
/// changed. CI runs it with a fixed seed.
struct FuzzCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fuzz",
    abstract: "Check that hostile scripts and configs give one clear line and exit 2, never a crash (seeded).",
    discussion: """
      Prints a summary line; exits 1 when an invariant broke (the first violations on stderr).

      Example:
        playground fuzz --seed 11 --cases 3000
      """
  )

  @Option(help: "The seed: the same seed gives the same cases.")
  var seed: UInt64 = 11

  @Option(help: "How many cases to generate.")
  var cases = 3000

  @Option(help: "Also run this binary on every N-th case (0: never).")
  var every = 10

  @Option(help: "Write the generated scripts and configs into this directory (a libFuzzer seed corpus) and check nothing.")
  var writeCorpus: String?

  init() {}

  func validate() throws {
    if cases < 1 { throw ValidationError("--cases must be at least 1") }
    if every < 0 { throw ValidationError("--every must be 0 or more") }
  }

  func run() throws {
    if let writeCorpus {
      try Self.writeCorpus(seed: seed, cases: cases, to: writeCorpus)
      return
    }
    var report = HostileInputCheck.run(seed: seed, cases: cases)
    var processes = 0
    if every > 0 {
      let dir = NSTemporaryDirectory() + "playground-fuzz-\(getpid())"
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: dir) }
      var g = HostileInput(seed: seed)
      for n in 0..<cases {
        let bytes = n % 3 == 1 ? g.config() : g.script()
        if n % 3 == 2 { _ = HostileInputCheck.hostileConfig(&g); _ = g.hostileString() }  // keep step with the in-process run
        guard n % 3 != 2, n % every == 0 else { continue }
        if n % 3 == 0, let script = try? ReplayScript.decode(bytes), script.until * script.fps > 20_000 { continue }
        let arguments = n % 3 == 0 ? [["replay"]] : [["export-swift", "--config"], ["window", "--frames", "1", "--config"]]
        for args in arguments {
          processes += 1
          if let violation = try Self.runBinary(args, bytes: bytes, in: dir) {
            report.violations.append("case \(n) (\(args.joined(separator: " "))): \(violation)")
          }
        }
      }
    }
    try StandardOutput.print("fuzz: seed \(seed), \(report.cases) cases (\(report.accepted) accepted, \(report.refused) refused), \(processes) runs of the binary, \(report.violations.count) violations", command: "fuzz")
    guard report.violations.isEmpty else {
      for v in report.violations.prefix(20) { StandardError.write("playground fuzz: \(v)\n") }
      throw ExitCode(ExitStatus.failure)
    }
  }

  /// Writes `cases` hostile scripts and configs from `seed` as `script-N.json` / `config-N.json`
  /// into `directory` (created when missing): seeds for the libFuzzer targets (`Scripts/fuzz.sh`).
  static func writeCorpus(seed: UInt64, cases: Int, to directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var g = HostileInput(seed: seed)
    for n in 0..<cases {
      let (name, bytes) = n % 2 == 0 ? ("script", g.script()) : ("config", g.config())
      try Data(bytes).write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name)-\(n).json"))
    }
    try StandardOutput.print("fuzz: wrote \(cases) cases (seed \(seed)) to \(directory)", command: "fuzz")
  }

  /// Runs this binary with `args` and a file holding `bytes`; returns the broken invariant, if any.
  static func runBinary(_ args: [String], bytes: [UInt8], in dir: String) throws -> String? {
    let work = dir + "/work", file = work + "/case.json", outFile = dir + "/stdout", errFile = dir + "/stderr"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let before = try FileManager.default.contentsOfDirectory(atPath: work).sorted()
    for f in [outFile, errFile] { _ = FileManager.default.createFile(atPath: f, contents: nil) }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errFile))
    defer {
      try? out.close()
      try? err.close()
    }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    p.arguments = args + [file]
    var env = ProcessInfo.processInfo.environment
    for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { env[key] = nil }
    p.environment = env
    p.currentDirectoryURL = URL(fileURLWithPath: work)
    p.standardOutput = out
    p.standardError = err
    try p.run()
    p.waitUntilExit()
    let outData = (try? Data(contentsOf: URL(fileURLWithPath: outFile))) ?? Data()
    let stderr = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: errFile))) ?? Data(), as: UTF8.self)
    if p.terminationReason == .uncaughtSignal { return "killed by signal \(p.terminationStatus): \(OneLine.escape(stderr))" }
    if (try? Data(contentsOf: URL(fileURLWithPath: file))) != Data(bytes) { return "the input file changed" }
    if try FileManager.default.contentsOfDirectory(atPath: work).sorted() != before { return "a file was created" }
    switch p.terminationStatus {
    case 0:
      return stderr.isEmpty ? nil : "exit 0 with stderr: \(OneLine.escape(stderr))"
    case 2:
      if !outData.isEmpty { return "exit 2 with output on stdout" }
      let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
      return lines.count == 2 && lines[1].isEmpty && !lines[0].isEmpty ? nil : "exit 2 without exactly one line on stderr: \(OneLine.escape(stderr))"
    default:
      return "exit \(p.terminationStatus): \(OneLine.escape(stderr))"
    }
  }
}
