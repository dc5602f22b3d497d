/// Chooses the state a released panel springs to, exactly as upstream FloatingPanel's
/// `targetState(from:with:)` in `Core.swift` does; `TargetStateTests.swift` pins a release table.
public enum TargetStatePolicy {
  /// `pY = cur + v · r / (1000 · (1 − r))`: where momentum would carry the panel
  /// (with r = 0.998: `cur + 0.499·v`).
  public static func projection(of location: Double, velocity: Double, rate: Double) -> Double {
    location + velocity * rate / (1000 * (1 - rate))
  }

  /// The target state for a release at `location` with `velocity` (main axis, pt/s) from `state`.
  ///
  /// Steps, as in upstream `Core.swift`: fewer than two anchors → stay; project; choose the direction; find the
  /// segment of the projection; unless the behaviour projects momentum to that state, limit the
  /// move to one anchor from the current segment and clamp the projection; then pick `to` when the
  /// progress from `from` exceeds the redirectional progress, else `from`.
  public static func targetState(
    from state: FloatingPanelState, location cur: Double, velocity v: Double,
    layout: ResolvedLayout, behavior: any FloatingPanelBehavior
  ) -> FloatingPanelState {
    let s = layout.sortedStates
    guard s.count >= 2, let first = s.first, let last = s.last else { return state }
    var pY = projection(of: cur, velocity: v, rate: behavior.momentumProjectionRate)
    let forward = v != 0 ? v > 0 : cur - layout.p(state) > 0

    func bounds(_ p: Double) -> (FloatingPanelState, FloatingPanelState) {
      let seg = layout.segment(at: p, forward: forward)
      return (seg.lower ?? first, seg.upper ?? last)
    }
    var (lo, up) = bounds(pY)
    var (from, to) = forward ? (lo, up) : (up, lo)

    if !behavior.shouldProjectMomentum(to: to) {
      (lo, up) = bounds(cur)
      if lo == up {
        if forward { up = layout.next(lo) } else { lo = layout.pre(lo) }
      }
      (from, to) = forward ? (lo, up) : (up, lo)
      if forward {
        pY = max(min(pY, layout.p(layout.next(to))), layout.p(from))
      } else {
        pY = max(min(pY, layout.p(from)), layout.p(layout.pre(to)))
      }
    }

    var threshold = behavior.redirectionalProgress(from: from, to: to)
    threshold = threshold.isFinite ? min(max(threshold, 0), 1) : 0.5
    let num = abs(pY - layout.p(from)), den = abs(layout.p(from) - layout.p(to))
    let progressExceeds: Bool
    if den == 0 {
      progressExceeds = num > 0  // x/0 counts as greater, 0/0 as not greater
    } else {
      progressExceeds = num / den > threshold
    }
    return progressExceeds ? to : from
  }
}
