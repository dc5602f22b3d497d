extension ReplayScript.Event {
  /// An event at `at` seconds built in code (a synthetic gesture: `playground motion`'s release
  /// cases), the engine given the same time.
  ///
  /// ```swift
  /// let up = ReplayScript.Event.synthetic(at: 0.1, .up(Point(x: 195, y: 430), velocity: -1200))
  /// ```
  package static func synthetic(at: Double, _ action: Action) -> ReplayScript.Event {
    ReplayScript.Event(at: at, action: action)
  }
}
