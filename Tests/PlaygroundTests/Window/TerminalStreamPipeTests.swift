import Foundation
import PlaygroundWindow
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The window's stream on a pipe whose reader is away (a paused `playground | less`): a message
/// longer than a page waits until the pipe takes all of it (PipeSlots replays the pages its
/// writes fill), so a signal that ends the window leaves whole messages, never a cut one.
@Suite struct TerminalStreamPipeTests {
  /// A pipe of the default 16 pages; the test closes it.
  static func makePipe(nonBlockingWrites: Bool = false) -> (read: Int32, write: Int32)? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0, fcntl(fds[1], 1031, Int32(65536)) == 65536 else { return nil }  // F_SETPIPE_SZ
    if nonBlockingWrites { _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK) }
    return (fds[0], fds[1])
  }

  static func write(_ fd: Int32, _ count: Int, byte: UInt8 = 7) -> Int {
    [UInt8](repeating: byte, count: count).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
  }

  static func read(_ fd: Int32, _ count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var got = 0
    while got < count {
      let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + got, count - got) }
      guard n > 0 else { break }
      got += n
    }
    return Array(bytes[0..<got])
  }

  @Test("pages: 3,000-byte writes take a page each, a tail tops up the last page when it fits, reads free whole pages")
  func pageArithmetic() {
    var pipe = PipeSlots(pages: 16)
    pipe.wrote(3000)
    pipe.wrote(3000)
    #expect(pipe.filled == [3000, 3000] && pipe.unread == 6000)
    var known = pipe.read(unread: 4000)  // 2,000 of the first page read: it still holds 1,000
    #expect(known)
    #expect(pipe.filled == [3000, 3000] && pipe.unread == 4000)
    known = pipe.read(unread: 3000)  // the first page read whole: freed
    #expect(known)
    #expect(pipe.filled == [3000])
    pipe.wrote(1000)  // tops up the last page
    #expect(pipe.filled == [4000])
    pipe.wrote(5000)  // its 904-byte tail does not fit the last page's 96 bytes: two new pages
    #expect(pipe.filled == [4000, 4096, 904])
    pipe.wrote(8192 + 3000)  // the 3,000-byte tail tops up the 904-byte page, then two pages
    #expect(pipe.filled == [4000, 4096, 3904, 4096, 4096])
    known = pipe.read(unread: pipe.unread + 1)  // more than this writer put in: another writer
    #expect(!known)
    #expect(pipe.filled.count == 5)
    // Room: 11 free pages; a 40,960-byte write takes 10 and one is kept spare.
    #expect(pipe.takes(40960) && !pipe.takes(40961))
    #expect(pipe.takes(4096))  // a page or less is atomic: always
    #expect(PipeSlots(pages: 16).canEverTake(61440) && !PipeSlots(pages: 16).canEverTake(61441))
  }

  @Test("the kernel agrees: 15 unread 3,000-byte messages leave one page of a 64-KiB pipe, not 20,536 bytes")
  func kernelPages() throws {
    let fds = try #require(Self.makePipe(nonBlockingWrites: true))
    defer { close(fds.read); close(fds.write) }
    var pipe = try #require(PipeSlots(fd: fds.write))
    #expect(pipe.pages == 16)
    for _ in 0..<15 {
      #expect(Self.write(fds.write, 3000) == 3000)
      pipe.wrote(3000)
    }
    let known = pipe.read(unread: try #require(PipeSlots.unread(fd: fds.write)))
    #expect(known)
    #expect(pipe.filled.count == 15 && !pipe.takes(8192))
    #expect(Self.write(fds.write, 8192) == 4096)  // the write the replay holds back would be cut
  }

  @Test("whatever the sizes and reads, a write the replay says the pipe takes goes in whole without blocking")
  func replayNeverOptimistic() throws {
    let fds = try #require(Self.makePipe(nonBlockingWrites: true))
    defer { close(fds.read); close(fds.write) }
    var pipe = try #require(PipeSlots(fd: fds.write))
    var rng = SplitMix(seed: 0x5EED)
    var checked = 0
    for _ in 0..<3000 {
      let size = [Int.random(in: 1...300, using: &rng), Int.random(in: 1...5000, using: &rng), Int.random(in: 4097...30000, using: &rng)].randomElement(using: &rng) ?? 1
      let unread = try #require(PipeSlots.unread(fd: fds.write))
      if unread == 0 { pipe.reset() }
      let known = pipe.read(unread: unread)
      #expect(known)
      if size > 4096 && pipe.takes(size) {
        #expect(Self.write(fds.write, size) == size, "\(size) bytes after \(pipe.filled)")
        pipe.wrote(size)
        checked += 1
      } else if Bool.random(using: &rng) || unread == 0 {
        let n = Self.write(fds.write, min(size, 4096))
        if n > 0 { pipe.wrote(n) }
      }
      if Bool.random(using: &rng) { _ = Self.read(fds.read, Int.random(in: 0...min(unread, 20000), using: &rng)) }
    }
    #expect(checked > 100)
  }

  @Test("a stream on a pipe nobody reads writes what the pipe takes whole and holds the next; read, it goes on in order")
  func streamHoldsWholeMessages() throws {
    let fds = try #require(Self.makePipe())
    defer { close(fds.read); close(fds.write) }
    let stream = TerminalStream(fd: fds.write, name: "test pipe", capacity: 200_000)
    let messages = (0..<10).map { i in "message \(i) " + String(repeating: "x", count: 9990) + "\n" }
    #expect(messages.allSatisfy { $0.utf8.count == 10001 })
    for m in messages { #expect(stream.send(m)) }
    // 3 pages for the first, then 2 and 3 by turns (the tail tops up every other one): 13 pages
    // after five, and the sixth needs 3 + 1 of the 3 left.
    let full = Waiting.until(timeout: 20, reading: -1) { PipeSlots.unread(fd: fds.write) == 5 * 10001 }
    #expect(full.satisfied, "unread: \(PipeSlots.unread(fd: fds.write) ?? -1)")
    let held = Waiting.until(timeout: 0.3, reading: -1) { PipeSlots.unread(fd: fds.write) != 5 * 10001 }
    #expect(!held.satisfied, "the sixth message went in part-way: \(PipeSlots.unread(fd: fds.write) ?? -1)")
    var text = String(decoding: Self.read(fds.read, 5 * 10001), as: UTF8.self)
    text += String(decoding: Self.read(fds.read, 5 * 10001), as: UTF8.self)
    #expect(text == messages.joined())
    #expect(stream.drain(timeout: 10))
  }

  @Test("another writer's bytes in the pipe: short messages go at once, a long one waits for the pipe to empty")
  func anotherWriter() throws {
    let fds = try #require(Self.makePipe())
    defer { close(fds.read); close(fds.write) }
    #expect(Self.write(fds.write, 1000, byte: UInt8(ascii: "o")) == 1000)
    let stream = TerminalStream(fd: fds.write, name: "test pipe")
    #expect(stream.send("short\n"))
    #expect(Waiting.until(timeout: 10, reading: -1) { PipeSlots.unread(fd: fds.write) == 1006 }.satisfied)
    let long = String(repeating: "y", count: 9999) + "\n"
    #expect(stream.send(long))
    #expect(!Waiting.until(timeout: 0.3, reading: -1) { PipeSlots.unread(fd: fds.write) != 1006 }.satisfied)
    #expect(Self.read(fds.read, 1006).count == 1006)
    #expect(String(decoding: Self.read(fds.read, 10000), as: UTF8.self) == long)
    #expect(stream.drain(timeout: 10))
  }
}
