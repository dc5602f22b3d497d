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
struct LoopPlatform {
  /// The input.
  var events: any EventSource
  /// The drawing surface.
  var target: any FrameTarget
  /// The time.
  var clock: any FrameClock
}
