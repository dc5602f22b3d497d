import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Waiting for another process without sleeping: `poll(2)` on a pipe from it, with a deadline.
/// The wait ends as soon as the process writes to the pipe or closes it (exits), or the condition
/// holds; `step` only bounds how long a change that writes nothing (a signal handler installed,
/// an exit already reaped) goes unnoticed.
///
/// ```swift
/// let err = Pipe()
/// process.standardError = err
/// try process.run()
/// let ended = Waiting.until(timeout: 10, reading: err.fileHandleForReading.fileDescriptor) { !process.isRunning }
/// ```
enum Waiting {
  /// What a wait gave.
  struct Outcome {
    /// Whether `condition` held before the deadline.
    var satisfied: Bool
    /// Whether the other end of the pipe was closed (the process ended).
    var closed: Bool
    /// What was read from the pipe meanwhile.
    var output: Data
  }

  /// Checks `condition`, then waits on `fd` (up to `step` seconds at a time) and checks again,
  /// until it holds, `fd` is closed, or `timeout` seconds have passed. Reads what arrives on
  /// `fd` (so that unread output does not wake every wait).
  @discardableResult
  static func until(timeout: Double, reading fd: Int32, step: Double = 0.02, _ condition: () -> Bool) -> Outcome {
    let deadline = Date().addingTimeInterval(timeout)
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      if condition() { return Outcome(satisfied: true, closed: false, output: output) }
      let left = deadline.timeIntervalSinceNow
      if left <= 0 { return Outcome(satisfied: false, closed: false, output: output) }
      var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ms = Int32(max(1, min(step, left) * 1000))
      guard poll(&p, 1, ms) > 0 else { continue }
      let n = read(fd, &buffer, buffer.count)
      if n > 0 {
        output.append(contentsOf: buffer[0..<n])
      } else if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) {
        return Outcome(satisfied: condition(), closed: true, output: output)
      }
    }
  }

  /// Whether process `pid` has a handler installed for `signal` (its bit in `SigCgt` of
  /// `/proc/PID/status`): a window is ready for SIGTERM once this holds.
  static func catches(_ signal: Int32, pid: Int32) -> Bool {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
      let mask = UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16)
    else { return false }
    return mask & (1 << (UInt64(signal) - 1)) != 0
  }
}
