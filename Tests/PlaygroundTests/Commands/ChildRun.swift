import Foundation

/// Runs the built `playground` binary as a child process and reports what a user would see —
/// exit status (or the signal that killed it), standard output, standard error — and the child's
/// own peak resident set size, so a test can bound a command's memory.
///
/// The peak comes from GNU time (`/usr/bin/time -f %M`, Debian's `time`, installed by
/// `make setup`), not from this process's `wait4`: a child spawned from here (vfork and exec)
/// inherits the test runner's high-water mark at exec — Linux keeps the larger of the old and the
/// new memory's peaks — so with a test runner past 200 MiB every child "peaked" at its size.
/// `time` is small and forks the command itself, so the figure is the command's alone.
///
/// ```swift
/// let run = try ChildRun(["screenshot", "--out", "a.png", "--background", "bomb.png"])
/// #expect(run.status == 2 && run.peakMiB < 200)
/// ```
struct ChildRun {
  /// The exit status, or 128 + the signal number when a signal ended the child.
  let status: Int32
  /// Standard output.
  let stdout: String
  /// Standard error.
  let stderr: String
  /// Peak resident set size, in MiB (`ru_maxrss` of the command alone, as GNU time reports it).
  let peakMiB: Double

  /// Runs the playground binary with `arguments` in the current directory.
  init(_ arguments: [String]) throws {
    let binary = ReplayTests.executable().path
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, dir + "/out", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, dir + "/err", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let time = "/usr/bin/time", peakFile = dir + "/peak"
    let argv = ([time, "-f", "%M", "-o", peakFile, binary] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, time, &actions, nil, argv, environ)
    guard spawned == 0 else { throw CocoaError(.fileReadUnknown) }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    let signal = raw & 0x7F
    status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal  // time exits 128 + the command's signal
    stdout = (try? String(contentsOfFile: dir + "/out", encoding: .utf8)) ?? ""
    stderr = (try? String(contentsOfFile: dir + "/err", encoding: .utf8)) ?? ""
    // The last line is the figure (a line "Command exited with non-zero status N" may come first).
    let report = (try? String(contentsOfFile: peakFile, encoding: .utf8)) ?? ""
    guard let kiB = report.split(separator: "\n").last.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }) else {
      throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no peak from /usr/bin/time: \(report)"])
    }
    peakMiB = kiB / 1024
  }

  /// The lines of standard error.
  var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
}
