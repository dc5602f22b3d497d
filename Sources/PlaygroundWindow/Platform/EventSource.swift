import PlaygroundInput

/// Where the window loop (``AppLoop``) reads its input: the model's events (``InputEvent``:
/// pointer, touch, wheel, keys, game pads, resize, expose, quit), oldest first, each with its
/// timestamp in seconds and its positions in the scene's points. SDL's events are translated once,
/// here at the platform edge (``SDLEventSource``), so everything above sees one vocabulary and one
/// unit, and the engine gets the same times whether the events came from a mouse or from a test
/// (``MemoryEventQueue``).
///
/// A session recorder is a source that wraps another and keeps what passes through it; a scripted
/// source hands out recorded events when their time comes. Neither needs the loop to change.
///
/// ```swift
/// let events: any EventSource = MemoryEventQueue(clock: clock)
/// let pending = events.pollAll()                 // never blocks
/// let woke = events.wait(timeout: 0.25)          // sleeps until an event or the timeout
/// ```
package protocol EventSource: AnyObject {
  /// Every pending event, oldest first; never blocks (empty when nothing is pending).
  func pollAll() -> [InputEvent]

  /// Waits up to `timeout` seconds for an event without spinning, then returns every pending
  /// event, oldest first. An empty result means the time ran out (or the source woke for
  /// something the app does not use). A `timeout` of 0 or less only polls.
  func wait(timeout: Double) -> [InputEvent]
}
