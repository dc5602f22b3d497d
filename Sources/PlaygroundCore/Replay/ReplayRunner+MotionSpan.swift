/// Where a replayed gesture moves the panel: the part of a script a default filmstrip shows.
package struct MotionSpan: Equatable, Sendable {
  /// The last frame at rest before the panel first moves (frame 0 when it moves at once).
  package var restBefore: Int
  /// The first frame whose location differs from the frame before it.
  package var firstMoving: Int
  /// The frame the panel reaches the location it keeps (the last change of location).
  package var settled: Int
  /// The time of ``restBefore`` in seconds.
  package var from: Double
  /// The time of ``settled`` in seconds.
  package var to: Double
}

extension ReplayRunner {
  /// The span from the last frame at rest before the panel first moves to the frame it settles
  /// (its last change of location), or nil when the panel never moves. Runs the engine only (no
  /// pixels), stopping at the script's `until`.
  ///
  /// ```swift
  /// let span = try ReplayRunner(script: script).motionSpan()   // flick-card: 0.15 s to 0.78 s
  /// ```
  ///
  /// - Throws: ``InputError`` as ``run(report:observe:)`` does.
  package func motionSpan() throws -> MotionSpan? {
    var previous: ReplayFrame?
    var first: ReplayFrame?, last: ReplayFrame?, beforeFirst: ReplayFrame?
    _ = try run(report: { frame in
      defer { previous = frame }
      guard let previous, frame.location != previous.location else { return }
      if first == nil {
        first = frame
        beforeFirst = previous
      }
      last = frame
    })
    guard let first, let last, let beforeFirst else { return nil }
    return MotionSpan(restBefore: beforeFirst.frame, firstMoving: first.frame, settled: last.frame, from: beforeFirst.t, to: last.t)
  }
}
