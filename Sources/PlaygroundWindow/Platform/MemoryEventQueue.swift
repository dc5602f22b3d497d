import PlaygroundInput
import SDLKit

/// An in-memory ``EventSource`` on a ``FrameClock``: push typed events with exact timestamps;
/// an event is handed out once the clock has reached its timestamp, so events pushed for later
/// are a script the loop plays in time. ``wait(timeout:)`` waits on the clock (a
/// ``ManualClock`` jumps) until the next event is due or the timeout ends, whichever is first.
/// A test may push SDLKit's events as the window gets them from SDL: they are translated as SDL's
/// source translates them (``SDLEventSource/input(_:scale:)``, one point per coordinate).
///
/// ```swift
/// let clock = ManualClock()
/// let events = MemoryEventQueue(clock: clock)
/// events.push(.keyDown(KeyInput(key: .tab, timestamp: clock.now)))
/// events.pollAll()                               // [the key]
/// events.push(.quit(timestamp: 2))
/// events.wait(timeout: 5)                        // [the quit]; clock.now == 2
/// ```
package final class MemoryEventQueue: EventSource {
  /// The clock deciding when events are due and what waiting means.
  package let clock: any FrameClock
  /// Events not handed out yet, in the order they were pushed.
  package private(set) var pending: [InputEvent] = []

  /// An empty queue on `clock`.
  package init(clock: any FrameClock) {
    self.clock = clock
  }

  /// Adds `event` after the ones already pushed; it is handed out when the clock reaches its
  /// timestamp (and after every event pushed before it).
  package func push(_ event: InputEvent) {
    pending.append(event)
  }

  /// Adds SDLKit's `event` as SDL's source would hand it out (``SDLEventSource/input(_:scale:)``).
  /// (Where both fit, as `.quit(timestamp:)` does, the model's event is meant.)
  @_disfavoredOverload
  package func push(_ event: Event) {
    push(SDLEventSource.input(event))
  }

  /// The events due now (timestamps up to the clock's time), oldest first.
  package func pollAll() -> [InputEvent] {
    let now = clock.now
    let due = pending.prefix { $0.timestamp <= now }
    pending.removeFirst(due.count)
    return Array(due)
  }

  /// The events due now; when none is, waits on the clock until the next one is due or
  /// `timeout` seconds have passed, and returns the events due then.
  package func wait(timeout: Double) -> [InputEvent] {
    let due = pollAll()
    guard due.isEmpty, timeout > 0 else { return due }
    var deadline = clock.now + timeout
    if let next = pending.first, next.timestamp < deadline { deadline = next.timestamp }
    clock.wait(until: deadline)
    return pollAll()
  }
}
