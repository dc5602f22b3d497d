/// What the window loop (``AppLoop``) runs on: where its events come from, what it draws on, and
/// its clock. ``SDLPlatform`` gives the real window's; tests build one from
/// ``MemoryEventQueue``, ``HeadlessFrameTarget`` and ``ManualClock``.
///
/// ```swift
/// let clock = ManualClock()
/// let events = MemoryEventQueue(clock: clock)
/// let target = try HeadlessFrameTarget(width: 390, height: 844, events: events)
/// let app = try AppLoop(platform: LoopPlatform(events: events, target: target, clock: clock))
/// ```
package struct LoopPlatform {
  /// The input.
  package var events: any EventSource
  /// The drawing surface.
  package var target: any FrameTarget
  /// The time.
  package var clock: any FrameClock

  /// A platform of `events`, `target` and `clock`.
  package init(events: any EventSource, target: any FrameTarget, clock: any FrameClock) {
    self.events = events
    self.target = target
    self.clock = clock
  }
}
