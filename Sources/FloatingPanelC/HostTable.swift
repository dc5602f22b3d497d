import FloatingPanelSDL
import Foundation

/// The C API's live hosts, by handle. A handle is a number, never an address, and never reused:
/// a call with a destroyed host's handle finds it gone and says so (no use after free), and a
/// handle that was never made is told apart from one that was destroyed. The one table of the
/// library (the C API hands out handles, so something must map them back), behind a lock so hosts
/// on different threads do not race on it.
final class HostTable: @unchecked Sendable {
  /// A live host and the thread that made it.
  final class Entry {
    let host: FloatingPanelHost
    let thread: pthread_t
    init(host: FloatingPanelHost, thread: pthread_t) {
      self.host = host
      self.thread = thread
    }
  }

  /// The table.
  static let shared = HostTable()

  private let lock = NSLock()
  private var hosts: [UInt: Entry] = [:]
  private var next: UInt = 1

  /// Keeps `host` and returns its new handle.
  func add(_ host: FloatingPanelHost) -> OpaquePointer? {
    lock.lock()
    defer { lock.unlock() }
    let id = next
    next += 1
    hosts[id] = Entry(host: host, thread: pthread_self())
    return OpaquePointer(bitPattern: id)
  }

  /// The host of `handle`, on its own thread.
  ///
  /// - Throws: ``HostError`` `.nullArgument`, `.destroyedHost`, `.invalidHost` or `.wrongThread`.
  func host(_ handle: OpaquePointer?) throws(HostError) -> FloatingPanelHost {
    guard let handle else { throw HostError(.nullArgument, "host is NULL; pass the handle fp_host_create returned") }
    let id = UInt(bitPattern: handle)
    lock.lock()
    let entry = hosts[id], made = id > 0 && id < next
    lock.unlock()
    guard let entry else {
      throw made
        ? HostError(.destroyedHost, "host \(id) was destroyed; make a new one with fp_host_create")
        : HostError(.invalidHost, "this pointer is not a host handle; pass the handle fp_host_create returned")
    }
    guard pthread_equal(entry.thread, pthread_self()) != 0 else {
      throw HostError(.wrongThread, "host \(id) belongs to the thread that created it; SDL is not thread-safe")
    }
    return entry.host
  }

  /// Forgets `handle`'s host (it is dropped once no call is using it).
  func remove(_ handle: OpaquePointer?) throws(HostError) {
    _ = try host(handle)
    lock.lock()
    hosts[UInt(bitPattern: handle)] = nil
    lock.unlock()
  }
}
