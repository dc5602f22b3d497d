import Foundation

/// Runs one import on a thread of its own and waits for it within a time budget per file.
///
/// The thread's stack (``stackSize``) holds the deepest recursion the budgets allow
/// (``SwiftNestingScan/maximumDepth`` levels in swift-syntax's parser,
/// ``SwiftSourceFile/maximumTreeDepth`` in the walks after it), whatever thread the caller is on.
/// Each file's parse and reading, and the pairing after them, has `secondsPerFile` of the
/// thread's CPU time (so a loaded machine does not cut an import short); when one overruns, the
/// wait ends with a one-line ``SwiftImportError`` naming the file, and the thread is told to stop
/// at its next step (a command then exits, which ends it).
///
/// ```swift
/// let result = try ImportWorker.run(secondsPerFile: 30) { worker throws(SwiftImportError) in try work(worker) }
/// ```
final class ImportWorker: @unchecked Sendable {
  /// The worker thread's stack (bytes; address space, only the pages used are memory).
  static let stackSize = 512 << 20
  /// How often the wait looks at the thread's CPU time.
  static let pollInterval = DispatchTimeInterval.milliseconds(50)

  private let lock = NSLock()
  private let finished = DispatchSemaphore(value: 0)
  private var clock: clockid_t?
  private var step = (name: "", startedCPU: 0.0, serial: 0)
  private var isCancelled = false
  private var outcome: Result<SwiftImporter.Result, SwiftImportError>?

  /// Marks the start of a step named `name` (a file, or "" for the pairing); throws when the wait
  /// has already given up.
  func begin(_ name: String) throws(SwiftImportError) {
    lock.lock()
    defer { lock.unlock() }
    if isCancelled { throw SwiftImportError(file: name, message: "cancelled: the import ran out of time") }
    step = (name, cpuSeconds(), step.serial + 1)
  }

  /// The worker thread's CPU time (seconds); 0 before it started. Call with `lock` held.
  private func cpuSeconds() -> Double {
    guard let clock else { return 0 }
    var t = timespec()
    guard clock_gettime(clock, &t) == 0 else { return 0 }
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// Runs `work` on the worker thread; its result, or a budget error.
  static func run(
    secondsPerFile: Double, _ work: @escaping @Sendable (ImportWorker) throws(SwiftImportError) -> SwiftImporter.Result
  ) throws(SwiftImportError) -> SwiftImporter.Result {
    let worker = ImportWorker()
    let thread = Thread {
      var id = clockid_t()
      let known = pthread_getcpuclockid(pthread_self(), &id) == 0
      worker.lock.lock()
      if known { worker.clock = id }
      worker.lock.unlock()
      let r: Result<SwiftImporter.Result, SwiftImportError>
      do throws(SwiftImportError) { r = .success(try work(worker)) } catch { r = .failure(error) }
      worker.lock.lock()
      worker.outcome = r
      worker.lock.unlock()
      worker.finished.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    return try worker.wait(secondsPerFile)
  }

  private func wait(_ budget: Double) throws(SwiftImportError) -> SwiftImporter.Result {
    while finished.wait(timeout: .now() + Self.pollInterval) == .timedOut {
      lock.lock()
      let current = step
      let late = clock != nil && cpuSeconds() - current.startedCPU >= budget
      if late { isCancelled = true }
      lock.unlock()
      if late {
        let what = current.name.isEmpty ? "pairing the layouts, behaviours and surfaces" : "reading it"
        throw SwiftImportError(
          file: current.name,
          message: "\(what) took over \(Self.seconds(budget)) s of CPU time (the budget per file); give the files that declare the panels, or split this one")
      }
    }
    lock.lock()
    defer { lock.unlock() }
    switch outcome {
    case .success(let r)?: return r
    case .failure(let e)?: throw e
    case nil: throw SwiftImportError(file: "", message: "the import ended without a result")
    }
  }

  static func seconds(_ s: Double) -> String { s == s.rounded() && abs(s) < 1e9 ? "\(Int(s))" : "\(s)" }
}
