import Dispatch
import Foundation
@testable import SDLKit
import Testing

extension SDLKitSuite {
  /// Fonts of one face used from four threads at once, as the map's prepaint and the window's
  /// first frame use them: every SDL2_ttf call holds ``FontLibraryLock``, so a size set by one
  /// thread is never the size another thread's call sees. Run under ThreadSanitizer too
  /// (`make sanitize`), which must see the lock's hand-over from thread to thread: a lock whose
  /// contended path sleeps in the kernel without TSan's knowing (Synchronization's `Mutex` on
  /// Linux, a PI futex) made it report `FontFace.size` as raced.
  @Suite(.serialized)
  struct FontLockContentionTests {
    let text = "City Lights Books · 0.55 s"

    @Test func fourThreadsMeasureAndDrawWhatOneThreadDoes() throws {
      let path = try FontLocator().locate()
      let sizes = [12, 13, 15, 17]
      let alone = try sizes.map { size in
        let font = try Font(path: path, pixelSize: size)
        return (size: try font.measure(text), image: try font.render(text, color: .white), line: font.lineHeight)
      }
      #expect(Set(alone.map(\.size.width)).count == 4)  // the sizes differ, so a crossed size shows
      let wrong = Self.problems(rounds: 40) { thread, round in
        let index = (thread + round) % sizes.count
        let font = try Font(path: path, pixelSize: sizes[index])
        let size = try font.measure(text), image = try font.render(text, color: .white)
        guard size != alone[index].size || image != alone[index].image || font.lineHeight != alone[index].line else { return nil }
        return "\(sizes[index]) px drew \(size.width)×\(size.height)"
      }
      #expect(wrong.isEmpty, "\(wrong.prefix(3))")
    }

    /// PNG decoding holds ``PNGDecodeLock`` (stderr is pointed at /dev/null meanwhile).
    @Test func pngsDecodedFromFourThreadsAtOnceAreTheImage() throws {
      var drawn = PixelBuffer(width: 64, height: 48)
      for y in 0..<48 { for x in 0..<64 { drawn[x, y] = RGBA(r: UInt8(x * 4), g: UInt8(y * 5), b: 90, a: 255) } }
      let image = drawn, png = try drawn.pngBytes()
      let wrong = Self.problems(rounds: 20) { _, _ in
        try PixelBuffer(png: png, maximumSize: PixelSize(width: 64, height: 48)) == image ? nil : "other pixels"
      }
      #expect(wrong.isEmpty, "\(wrong.prefix(3))")
    }

    /// Runs `body(thread, round)` for `rounds` rounds on each of four threads at once; returns
    /// what went wrong, each named by its thread and round: the problem `body` returns, or the
    /// error it throws.
    private static func problems(rounds: Int, _ body: @Sendable (_ thread: Int, _ round: Int) throws -> String?) -> [String] {
      let lock = NSLock()
      nonisolated(unsafe) var found: [String] = []
      DispatchQueue.concurrentPerform(iterations: 4) { thread in
        for round in 0..<rounds {
          let problem: String?
          do { problem = try body(thread, round) } catch { problem = "\(error)" }
          if let problem { lock.withLock { found.append("thread \(thread) round \(round): \(problem)") } }
        }
      }
      return found
    }
  }
}
