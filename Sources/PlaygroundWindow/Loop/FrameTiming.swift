/// When one drawn frame of the window happened, on the loop's clock (``FrameClock``, seconds; the
/// window's is ``MonotonicClock``): where a slow present interval came from, the loop waking late (the machine was
/// busy), the frame's own work, or the present (on X11 it waits for the X server).
package struct FrameTiming: Sendable {
  /// When the frame began (after its events were read).
  package var start: Double
  /// How far after the pacer's deadline the frame began; nil for a frame after an idle sleep.
  package var wakeLateness: Double?
  /// When drawing ended and the present began.
  package var presentStart: Double
  /// When the present returned.
  package var presentEnd: Double

  /// Step, layout and draw, seconds.
  package var work: Double { presentStart - start }
  /// The present call, seconds.
  package var present: Double { presentEnd - presentStart }

  /// Creates the value from each of its properties.
  package init(start: Double, wakeLateness: Double? = nil, presentStart: Double, presentEnd: Double) {
    self.start = start
    self.wakeLateness = wakeLateness
    self.presentStart = presentStart
    self.presentEnd = presentEnd
  }
}
