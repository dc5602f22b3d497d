import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A standard stream of the window (standard output or standard error) that never blocks it: the
/// window hands each message to ``send(_:)``, which only queues it, and a thread of the stream's
/// own does the blocking `write(2)`s. When nothing reads the other end (`playground | less`,
/// paused) the queue fills up to ``capacity`` bytes and further messages are dropped whole (never
/// cut), counted, and ``send(_:)`` says so; the window draws on and a termination signal ends it
/// at once, where a blocking write of its own would freeze it in `write` for good.
///
/// A failed write (a full disk, a reader that went away, a terminal that was closed) is handed
/// to `failed` once, with the system's reason, and everything after it is dropped.
///
/// On a pipe, a message longer than a page is written only once the pipe takes all of it
/// (``PipeSlots``, the pages this stream's writes fill), so a signal that ends the window while
/// the reader is away leaves whole messages in the pipe, never the first part of one. (A message
/// larger than the pipe can grow to, 1 MiB by default, is written as it goes.)
///
/// Not `O_NONBLOCK` on the descriptor: that flag belongs to the open file, which the shell and the
/// other programs of a pipeline share, and would make their writes fail with `EAGAIN`.
///
/// ```swift
/// let out = TerminalStream(fd: STDOUT_FILENO, name: "standard output")
/// out.send("screenshot: shot.png\n")   // true: queued; false: dropped (the queue is full)
/// _ = out.drain(timeout: 0.5)          // at the end: what can still be written in half a second
/// ```
package final class TerminalStream: @unchecked Sendable {  // every mutable field is guarded by `condition`
  /// The most bytes that wait to be written (64 KiB, as much again as a Linux pipe holds); a
  /// message that would pass it is dropped.
  package static let capacity = 64 * 1024

  /// The stream's name for messages ("standard output").
  package let name: String
  private let fd: Int32
  private let capacity: Int
  private let write: (Int32, UnsafeRawBufferPointer) -> Int
  private let failed: @Sendable (String) -> Void
  private let condition = NSCondition()
  private var queue: [[UInt8]] = []
  private var queuedBytes = 0
  private var inFlight = false
  private var threadStarted = false
  private var failure: String?
  private var dropped = (messages: 0, bytes: 0)
  /// The pipe behind `fd` as this stream's writes filled it (nil: not a pipe); the writer thread's.
  private lazy var pipe = PipeSlots(fd: fd)

  /// A stream over `fd`. `write` is the system call (tests pass one that blocks or fails);
  /// `failed` hears the one line of the first failed write.
  package init(
    fd: Int32, name: String, capacity: Int = TerminalStream.capacity,
    write: @escaping (Int32, UnsafeRawBufferPointer) -> Int = { fd, b in Glibc.write(fd, b.baseAddress, b.count) },
    failed: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.fd = fd
    self.name = name
    self.capacity = capacity
    self.write = write
    self.failed = failed
  }

  /// Queues `text` to be written and returns at once: true when queued, false when dropped
  /// (the queue holds ``capacity`` bytes already, or an earlier write failed).
  @discardableResult
  package func send(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    condition.lock()
    defer { condition.unlock() }
    guard failure == nil, queuedBytes + bytes.count <= capacity else {
      dropped.messages += 1
      dropped.bytes += bytes.count
      return false
    }
    queue.append(bytes)
    queuedBytes += bytes.count
    if !threadStarted {
      threadStarted = true
      let thread = Thread { [self] in writeForever() }
      thread.name = "playground \(name)"
      thread.start()
    }
    condition.signal()
    return true
  }

  /// Whether nothing is queued or being written.
  package var isEmpty: Bool {
    condition.lock()
    defer { condition.unlock() }
    return queuedBytes == 0 && !inFlight
  }

  /// The messages (and their bytes) dropped so far.
  package var droppedSoFar: (messages: Int, bytes: Int) {
    condition.lock()
    defer { condition.unlock() }
    return dropped
  }

  /// Waits at most `timeout` seconds for everything queued to be written; true when it was.
  /// (The window's last words: its end is never held up longer by a reader that is not there.)
  package func drain(timeout: Double) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while (queuedBytes > 0 || inFlight) && failure == nil {
      if !condition.wait(until: deadline) { break }
    }
    return queuedBytes == 0 && !inFlight
  }

  private func writeForever() {
    while true {
      condition.lock()
      while queue.isEmpty { condition.wait() }
      let chunk = queue.removeFirst()
      inFlight = true
      condition.unlock()
      waitUntilPipeTakes(chunk.count)
      let problem = writeAll(chunk)
      pipe?.wrote(chunk.count)
      condition.lock()
      inFlight = false
      queuedBytes -= chunk.count
      if let problem, failure == nil {
        failure = problem
        dropped.messages += queue.count
        dropped.bytes += queuedBytes
        queue.removeAll()
        queuedBytes = 0
        condition.broadcast()
        condition.unlock()
        failed("\(name): cannot write: \(problem); the window goes on without it")
        continue
      }
      condition.broadcast()
      condition.unlock()
    }
  }

  /// On a pipe, learns how far its reader got and, for a message longer than a page, waits until
  /// the pipe takes all of it (looking again after 5 ms, then at most every 200 ms: the window is
  /// not the one waiting). Returns at once when the reader has gone (the write then says so).
  private func waitUntilPipeTakes(_ count: Int) {
    guard var slots = pipe else { return }
    defer { pipe = slots }
    if !slots.canEverTake(count) && !slots.grow(fd: fd, toTake: count) { return }
    var nap: UInt32 = 5_000
    while let unread = PipeSlots.unread(fd: fd) {
      if unread == 0 { slots.reset() }
      let known = slots.read(unread: unread)  // false: another writer's bytes; wait for the pipe to empty
      if unread == 0 || count <= PipeSlots.page || (known && slots.takes(count)) { return }
      var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
      if poll(&p, 1, 0) > 0, p.revents & Int16(POLLERR | POLLHUP) != 0 { return }
      usleep(nap)
      nap = min(nap * 2, 200_000)
    }
  }

  /// Writes all of `bytes` (blocking); nil, or the system's reason for failing.
  private func writeAll(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { buffer -> String? in
      var offset = 0
      while offset < buffer.count {
        let n = write(fd, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return n == 0 ? "nothing written" : String(cString: strerror(errno)) }
        offset += n
      }
      return nil
    }
  }
}
