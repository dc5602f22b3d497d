import Foundation
import Testing

/// Issue 35: a command whose standard error is closed (`playground replay bad.json 2>&-`) used to
/// die with SIGILL or SIGTRAP in Foundation's `FileHandle.standardError.write` (a write to a
/// descriptor that refuses it traps there). Every message now goes through `StandardError`, which
/// gives up quietly: the status still says what happened.
@Suite("a closed standard error costs the message, never the command")
struct ClosedStderrTests {
  /// Runs the binary with `arguments`, descriptor 2 closed (and 0 and 1 on /dev/null); its status,
  /// or 128 + the signal that ended it.
  static func runWithoutStderr(_ arguments: [String]) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, 2)
    let binary = ReplayTests.executable().path
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { throw CocoaError(.fileReadUnknown) }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    let signal = raw & 0x7F
    return signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
  }

  @Test("a bad script, a missing file, a bad option, a bad config, a directory for --out: the documented status, no signal", arguments: [
    (["replay", "BAD"], 2),
    (["replay", "/nonexistent/script.json"], 2),
    (["replay", "--frames", "x", "BAD"], 64),
    (["export-swift", "--config", "BAD"], 2),
    (["screenshot", "--out", "/"], 1),
    (["feel", "--script", "BAD"], 2),
  ] as [([String], Int32)])
  func statuses(arguments: [String], status: Int32) throws {
    let dir = try TuningFixtures.temporaryDirectory("closed-stderr")
    defer { TuningFixtures.cleanup(dir) }
    try #"{"viewport": {"width": 1"#.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
    let args = arguments.map { $0 == "BAD" ? dir + "/bad.json" : $0 }
    #expect(try Self.runWithoutStderr(args) == status, "\(args)")
  }

  @Test("no source writes to standard error through FileHandle.standardError.write")
  func oneHelper() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources").standardized
    let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100)
    let offenders = try files.filter { file in
      let text = try String(contentsOfFile: root.appendingPathComponent(file).path, encoding: .utf8)
      return text.split(separator: "\n").contains { $0.contains("FileHandle.standardError.write(") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
    }
    #expect(offenders.isEmpty, "\(offenders)")
  }
}
