#if canImport(Glibc)
import Glibc
#endif

/// A Linux pipe as its one writer sees it: the page-sized slots its own writes take, so that the
/// writer can tell, before a write, whether the pipe takes all of it now or would take only its
/// first part and block (where a signal that ends the program leaves half a message behind).
///
/// Linux keeps a pipe's bytes in a ring of `F_GETPIPE_SZ / 4096` pages. A write first tops up
/// the last page with its tail's `count % 4096` bytes when they fit there (and the pipe is not
/// empty), then takes a new page per 4,096 bytes; a page is freed only when all of it has been
/// read. So unread bytes alone do not tell the free pages (3,000-byte messages take a page each):
/// this value replays its own writes' pages and learns from `FIONREAD` how far the reader got.
///
/// ```swift
/// var pipe = PipeSlots(pages: 16)
/// pipe.wrote(3000); pipe.wrote(3000)   // two pages (the second does not fit the first's rest)
/// pipe.read(unread: 3000)              // true: the reader took the first message; one page left
/// pipe.takes(61_440)                   // false: 15 pages of 4,096 bytes, and one spare is kept
/// ```
package struct PipeSlots: Equatable, Sendable {
  /// The bytes of one of the pipe's pages.
  package static let page = 4096
  /// The pipe's pages in all.
  package private(set) var pages: Int
  /// The bytes put in each page that still holds unread ones, oldest first.
  package private(set) var filled: [Int] = []
  /// How many bytes of the oldest page have been read.
  private var readOfFirst = 0

  /// An empty pipe of `pages` pages.
  package init(pages: Int) {
    self.pages = max(1, pages)
  }

  /// The unread bytes of this writer's that the pipe holds.
  package var unread: Int { filled.reduce(0, +) - readOfFirst }

  /// New pages a write of `count` bytes takes at most (none of it topping up the last page).
  package static func pagesTaken(by count: Int) -> Int { (count + page - 1) / page }

  /// Whether a write of `count` bytes goes in whole now, with a page to spare: a reader that
  /// empties the pipe while a write tops up its last page leaves the replay's pages one off the
  /// pipe's until it is seen empty again. Writes of a page or less are atomic anyway (`PIPE_BUF`).
  package func takes(_ count: Int) -> Bool {
    count <= Self.page || Self.pagesTaken(by: count) + 1 <= pages - filled.count
  }

  /// Whether a write of `count` bytes could ever go in whole: the empty pipe ``takes(_:)`` it.
  package func canEverTake(_ count: Int) -> Bool { PipeSlots(pages: pages).takes(count) }

  /// Learns from the pipe's unread bytes (`FIONREAD`) how far the reader got, and frees the pages
  /// it has read. False (and nothing learnt) when the pipe holds more than this writer put in it:
  /// another writer shares it, and the replay no longer describes it.
  @discardableResult
  package mutating func read(unread now: Int) -> Bool {
    guard now >= 0, now <= unread else { return false }
    var taken = unread - now
    while taken > 0, let first = filled.first {
      let left = first - readOfFirst
      if taken >= left {
        filled.removeFirst()
        readOfFirst = 0
        taken -= left
      } else {
        readOfFirst += taken
        taken = 0
      }
    }
    return true
  }

  /// Replays a write of `count` bytes that went in whole: its tail tops up the last page when it
  /// fits there, the rest takes new pages.
  package mutating func wrote(_ count: Int) {
    guard count > 0 else { return }
    var rest = count
    let tail = count % Self.page
    if tail > 0, let last = filled.last, last + tail <= Self.page {
      filled[filled.count - 1] = last + tail
      rest -= tail
    }
    while rest > 0 {
      let part = min(rest, Self.page)
      filled.append(part)
      rest -= part
    }
  }

  /// Forgets every page (the pipe was seen empty, or by another writer's bytes).
  package mutating func reset() {
    filled = []
    readOfFirst = 0
  }

  /// The pipe behind `fd` as this writer starts on it, or nil when `fd` is not a pipe (a terminal,
  /// a file: those never take part of a write and block) or cannot be asked.
  package init?(fd: Int32) {
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return nil }
    let size = fcntl(fd, 1032)  // F_GETPIPE_SZ
    guard size > 0 else { return nil }
    self.init(pages: Int(size) / Self.page)
  }

  /// The unread bytes of the pipe behind `fd` (`FIONREAD`), or nil when it cannot be asked.
  package static func unread(fd: Int32) -> Int? {
    var count: Int32 = 0
    return ioctl(fd, UInt(FIONREAD), &count) == 0 ? Int(count) : nil
  }

  /// Grows the pipe behind `fd` so that it ``canEverTake(_:)`` `count` bytes, within the
  /// system's limit (`/proc/sys/fs/pipe-max-size`, 1 MiB by default); false when it cannot.
  package mutating func grow(fd: Int32, toTake count: Int) -> Bool {
    let wanted = (Self.pagesTaken(by: count) + 1) * Self.page
    var size = Self.page
    while size < wanted { size *= 2 }  // the kernel rounds up to a power of two pages anyway
    let got = fcntl(fd, 1031, Int32(clamping: size))  // F_SETPIPE_SZ
    guard got > 0 else { return false }
    pages = Int(got) / Self.page
    return canEverTake(count)
  }
}
