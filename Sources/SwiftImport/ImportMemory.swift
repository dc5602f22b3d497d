import Foundation

/// The memory an import may take, checked after each file is read: swift-syntax's tree of a
/// 1-MiB file takes 110–300 MiB. Each file's tree is freed once the file is read
/// (``SwiftFileSummary``), so files of functions stay far below the budget, but what is kept of a
/// file (its layouts, behaviours and static constants) grows with it, and one file of nested
/// interpolations alone can take 400 MiB. The growth of the process's resident memory since the
/// import began is what counts (`/proc/self/statm`).
///
/// ```swift
/// let memory = ImportMemory(budgetMiB: 512)
/// try memory.check(after: "Big.swift")   // throws when the files so far take over 512 MiB
/// ```
struct ImportMemory {
  /// The default budget (MiB).
  static let defaultBudgetMiB = 512

  /// The budget (MiB).
  let budgetMiB: Int
  /// Resident memory when the import began (bytes).
  private let baseline: Int

  /// Starts counting from now.
  init(budgetMiB: Int) {
    self.budgetMiB = budgetMiB
    baseline = Self.residentBytes() ?? 0
  }

  /// Throws when the growth since the start is over the budget, naming the file just read.
  func check(after file: String) throws(SwiftImportError) {
    guard let now = Self.residentBytes() else { return }
    let grown = (now - baseline) >> 20
    guard grown > budgetMiB else { return }
    throw SwiftImportError(
      file: file,
      message: "the files read up to this one take \(grown) MiB of memory, over the \(budgetMiB) MiB an import may take (--memory-budget); give only the files that declare the panels")
  }

  /// The process's resident memory (bytes), from `/proc/self/statm`; nil where it cannot be read.
  static func residentBytes() -> Int? {
    let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 127) }
    guard n > 0 else { return nil }
    let fields = String(decoding: buffer[..<n], as: UTF8.self).split(separator: " ")
    guard fields.count >= 2, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
