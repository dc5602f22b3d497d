/// When one drawn frame of the window happened, on the loop's clock (``FrameClock``, seconds; the
/// window's is ``MonotonicClock``): where a slow present interval came from, the loop waking late (the machine was
/// busy), the frame's own work, or the present (on X11 it waits for the X server).
struct FrameTiming: Sendable {
  /// When the frame began (after its events were read).
  var start: Double
  /// How far after the pacer's deadline the frame began; nil for a frame after an idle sleep.
  var wakeLateness: Double?
  /// When drawing ended and the present began.
  var presentStart: Double
  /// When the present returned.
  var presentEnd: Double

  /// Step, layout and draw, seconds.
  var work: Double { presentStart - start }
  /// The present call, seconds.
  var present: Double { presentEnd - presentStart }
}
