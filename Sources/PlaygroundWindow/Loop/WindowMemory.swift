#if canImport(Glibc)
import Glibc
#endif

/// The window's allocator settings, part of its memory budget (docs: measured costs).
///
/// glibc's malloc gives each thread that allocates while another does an arena of its own, and
/// keeps what is freed in every arena for reuse instead of returning it: the window's start-up
/// (fonts, the map painted on a second thread, the config parsed) leaves megabytes of freed pages
/// resident. The window asks for one arena before its threads start and gives freed pages back
/// once it is up, and after each burst of activity when it goes idle.
///
/// `mallopt` and `malloc_trim` are looked up at run time (`malloc.h` is not in Swift's Glibc
/// module); on a C library without them nothing happens.
///
/// ```swift
/// WindowMemory.useOneArena()   // first thing in the window command
/// WindowMemory.releaseFreed()  // after the first frames
/// ```
package enum WindowMemory {
  private typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
  private typealias MallocTrim = @convention(c) (Int) -> Int32

  /// glibc's `M_ARENA_MAX` (malloc.h).
  private static let arenaMax: Int32 = -8

  /// Allocation in one arena, shared by all threads (the window's threads allocate rarely).
  /// Call before any thread starts.
  package static func useOneArena() {
    guard let f = symbol("mallopt", as: MallOpt.self) else { return }
    _ = f(arenaMax, 1)
  }

  /// Returns the freed pages of the heap to the system (`malloc_trim(0)`); true when some were.
  @discardableResult
  package static func releaseFreed() -> Bool {
    guard let f = symbol("malloc_trim", as: MallocTrim.self) else { return false }
    return f(0) == 1
  }

  private static func symbol<F>(_ name: String, as type: F.Type) -> F? {
    guard let p = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(p, to: type)
  }
}

/// Frees memory when the window goes idle after drawing, once per burst (a drag, a spring, a
/// key that redraws once): first what `dropCaches` drops (the window's: the text textures and
/// chrome sprites its last frame did not draw, ``FrameDriver/dropUnusedCaches()``), then the
/// freed heap pages go back to the system (``WindowMemory/releaseFreed()``), so what a burst
/// allocated does not stay resident while the window waits. Fed at every frame slot through
/// ``AppLoop/script``, before the slot's events: a slot that follows a drawn frame and wants none
/// is where the window goes to sleep.
///
/// ```swift
/// let trim = IdleTrim(dropCaches: app.driver.dropUnusedCaches)
/// app.script = { app, _ in trim.slot(app) }
/// ```
package final class IdleTrim {
  private var framesSeen = 0
  private let dropCaches: () -> Int
  /// Bursts ended so far (each gave pages back).
  package private(set) var trims = 0
  /// Bytes the caches dropped at those ends, in all.
  package private(set) var droppedBytes = 0

  /// Nothing trimmed yet. `dropCaches` empties caches and returns the bytes it freed.
  package init(dropCaches: @escaping () -> Int = { 0 }) {
    self.dropCaches = dropCaches
  }

  /// One frame slot of `app`.
  package func slot(_ app: AppLoop) { slot(frames: app.frameCount, busy: app.wantsFrame) }

  /// One frame slot: `frames` drawn so far; `busy` when the window wants to draw. A frame drawn
  /// since the last slot, and none wanted now, ends a burst. (Sampling `busy` alone would miss a
  /// burst of one frame, a key or a resize: its event comes and goes between two slots.)
  package func slot(frames: Int, busy: Bool) {
    defer { framesSeen = frames }
    guard frames != framesSeen, !busy else { return }
    droppedBytes += dropCaches()
    WindowMemory.releaseFreed()
    trims += 1
  }
}
