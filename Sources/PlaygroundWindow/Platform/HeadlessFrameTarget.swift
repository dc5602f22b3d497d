import SDLKit

/// An in-memory ``FrameTarget``: frames are drawn with `Renderer.headless(width:height:)` (the
/// same software renderer and pixel format as the window) and "presented" by counting them.
/// ``setSize(width:height:)`` behaves like a window manager: the size changes and, with an event
/// queue, a `.resized` event stamped with the queue's clock is pushed. The surface keeps the
/// pixel size it was made with (a larger scene is cut at its edges).
///
/// ```swift
/// let clock = ManualClock()
/// let events = MemoryEventQueue(clock: clock)
/// let target = try HeadlessFrameTarget(width: 390, height: 844, events: events)
/// target.setSize(width: 1280, height: 800)       // events.pollAll() == [.resized(1280, 800, 0)]
/// ```
package final class HeadlessFrameTarget: FrameTarget {
  /// The headless renderer.
  package let renderer: Renderer
  /// The size in points (what the last ``setSize(width:height:)`` asked for).
  package private(set) var size: PixelSize
  /// Pixels per point.
  package let pixelScale: Double
  /// The refresh rate of the display this target imitates, Hz (nil: none, the loop paces at its
  /// display rate; 0: a display that does not say).
  package var refreshRate: Int?
  /// Frames presented so far.
  package private(set) var presentCount = 0
  /// Where resizes are reported (nil: nowhere).
  package let events: MemoryEventQueue?

  /// A `width`×`height`-point target at `scale` pixels per point, reporting resizes to `events`.
  ///
  /// - Throws: `SDLError` when the pixel size is outside 1…16384 or SDL cannot allocate it.
  package init(width: Int, height: Int, scale: Double = 1, events: MemoryEventQueue? = nil) throws {
    let w = (Double(width) * scale).rounded(.up), h = (Double(height) * scale).rounded(.up)
    guard w.isFinite, h.isFinite, abs(w) < 1e9, abs(h) < 1e9 else {
      throw SDLError(operation: "HeadlessFrameTarget", message: "size \(width)×\(height) at scale \(scale) is not drawable")
    }
    renderer = try Renderer.headless(width: Int(w), height: Int(h))
    size = PixelSize(width: width, height: height)
    pixelScale = scale
    self.events = events
  }

  /// Takes the new size (each side at least 1) and reports it as a `.resized` event.
  package func setSize(width: Int, height: Int) {
    size = PixelSize(width: max(1, width), height: max(1, height))
    events?.push(.resized(width: size.width, height: size.height, timestamp: events?.clock.now ?? 0))
  }

  /// Counts the frame.
  package func present() { presentCount += 1 }
}
