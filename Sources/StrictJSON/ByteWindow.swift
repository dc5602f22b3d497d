import Glibc

/// The bytes a ``StrictJSON`` reader sees, addressed by their offset in the whole input: all of
/// them (bytes in memory), or a window onto a file read in chunks that slides forward as the
/// reader goes, so a large file is never held whole. The window keeps every byte from the `keep`
/// offset the reader gives on (the start of the string or number it is reading), so a token is
/// always whole in it; it grows only for a token longer than the window (bounded by the file's
/// size limit). What slides out is counted into a line and column, so an error's position is the
/// same as over the whole input.
///
/// The window's storage is the caller's (memory) or its own (a file); call ``deallocate()`` when
/// done with a file's. It holds no reference (no string, no class), so the reader's many reads of
/// it cost no reference counting, even in a debug build.
struct ByteWindow {
  /// Bytes `base ..< base + count` of the input, at `storage[0 ..< count]`.
  private var storage: UnsafeMutablePointer<UInt8>?
  private var capacity: Int
  private let owned: Bool
  /// The input's offset of `storage[0]`.
  private(set) var base = 0
  private(set) var count: Int
  private let fd: Int32
  private let limit: Int
  private var total = 0
  private var atEnd: Bool
  /// Line and column (1-based; columns in characters) of the byte at `base`.
  private var line = 1, column = 1
  /// Why reading stopped before the end of the file: the `errno` of a failed read (`ENOMEM`:
  /// no memory for a longer window), or ``overLimit``; 0 while nothing failed.
  private(set) var stoppedBy: Int32 = 0
  /// ``stoppedBy`` for a file that grew past its limit while read.
  static let overLimit: Int32 = -1

  /// Why reading stopped before the end of the file (a read error, or a file that grew past its
  /// limit while read, with `tooLarge` as the message); the reader reports this rather than the
  /// end of input it then meets. Nil while nothing failed.
  func failure(tooLarge: String) -> InputError? {
    switch stoppedBy {
    case 0: return nil
    case Self.overLimit: return InputError(path: "", message: tooLarge)
    default: return InputError(path: "", message: "cannot read the file: \(String(cString: strerror(stoppedBy)))")
    }
  }

  /// A window over all of `memory` (nothing is read or copied).
  init(memory: UnsafeBufferPointer<UInt8>) {
    storage = memory.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
    capacity = memory.count
    count = memory.count
    end = memory.count
    owned = false
    fd = -1
    limit = memory.count
    atEnd = true
  }

  /// A window onto the open file `fd`, read `chunk` bytes at a time; more than `limit` bytes in
  /// all stops the reading (``failure(tooLarge:)``).
  init(fd: Int32, limit: Int, chunk: Int = 256 * 1024) {
    capacity = max(1, chunk)
    storage = malloc(capacity)?.assumingMemoryBound(to: UInt8.self)
    count = 0
    end = 0
    owned = true
    self.fd = fd
    self.limit = limit
    atEnd = storage == nil
    if storage == nil { stoppedBy = ENOMEM }
  }

  /// Frees the window's own storage (a file's); nothing for memory.
  mutating func deallocate() {
    if owned { free(storage) }
    storage = nil
    count = 0
    end = base
  }

  /// The input's offset just after the last byte in the window (`base + count`; stored, as the
  /// reader asks for it at every byte).
  private(set) var end: Int

  /// A pointer `p` with `p[k]` the byte at input offset `k`, for `base <= k < end` (it points
  /// `base` bytes before the storage); valid until the next ``load(keeping:)``.
  var bytes: UnsafePointer<UInt8> { UnsafePointer(storage ?? Self.none) - base }

  /// Somewhere for ``bytes`` to point when there is no storage (an empty input): never read.
  nonisolated(unsafe) private static let none = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)

  /// Reads more of the file, first letting go of the bytes before `keep`; false at the end of the
  /// input (or when reading failed: see ``failure(tooLarge:)``).
  mutating func load(keeping keep: Int) -> Bool {
    guard !atEnd, let old = storage else { return false }
    let drop = min(max(keep - base, 0), count)
    if drop > 0 {
      advancePosition(over: old, drop)
      memmove(old, old + drop, count - drop)
      base += drop
      count -= drop
    }
    if count == capacity {
      guard let grown = realloc(old, capacity * 2) else { return stop(ENOMEM) }
      storage = grown.assumingMemoryBound(to: UInt8.self)
      capacity *= 2
    }
    guard let storage else { return false }
    while true {
      let n = read(fd, storage + count, min(capacity - count, limit + 1 - total))
      if n < 0 {
        if errno == EINTR { continue }
        return stop(errno)
      }
      if n == 0 {
        atEnd = true
        return false
      }
      total += n
      if total > limit { return stop(Self.overLimit) }
      count += n
      end = base + count
      return true
    }
  }

  private mutating func stop(_ reason: Int32) -> Bool {
    stoppedBy = reason
    atEnd = true
    return false
  }

  /// Counts `n` bytes at `p` (leaving the window) into the line and column.
  private mutating func advancePosition(over p: UnsafeMutablePointer<UInt8>, _ n: Int) {
    var from = 0
    while let hit = memchr(p + from, 0x0A, n - from) {
      line += 1
      column = 1
      from = hit.assumingMemoryBound(to: UInt8.self) - p + 1
    }
    for k in from..<n where p[k] & 0xC0 != 0x80 { column += 1 }
  }

  /// 1-based line and column (in characters: UTF-8 continuation bytes are not counted) of the
  /// byte at input offset `offset` (one the window still holds, or its end).
  func position(of offset: Int) -> (line: Int, column: Int) {
    var line = line, column = column
    guard let storage else { return (line, column) }
    for k in 0..<max(0, min(offset - base, count)) {
      let b = storage[k]
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
