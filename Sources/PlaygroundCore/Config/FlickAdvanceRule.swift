import FloatingPanel

/// A "rushing forward" release rule found in other sheet libraries: a release faster than
/// ``minimumVelocity`` always moves one anchor from the state the drag began in, in the flick
/// direction, whatever FloatingPanel's projection chose (so a fast flick never springs back and
/// never skips anchors). When the drag already went past that anchor, the target is the first
/// anchor beyond the location (or the last one in that direction).
///
/// Coordinates are the engine's main axis: a positive velocity moves toward larger coordinates
/// (down for a bottom panel).
///
/// ```swift
/// let rule = FlickAdvanceRule(minimumVelocity: 400)
/// rule.target(from: .half, proposed: .half, location: 400, velocity: -900, layout: panel.resolvedLayout)  // .full
/// ```
package struct FlickAdvanceRule: Hashable, Sendable {
  /// Speed in pt/s above which the rule applies (strictly greater).
  package var minimumVelocity: Double

  /// Creates a rule.
  package init(minimumVelocity: Double) { self.minimumVelocity = minimumVelocity }

  /// The target for a release from `state` at `location` with `velocity`: `proposed` when the
  /// release is not faster than ``minimumVelocity`` or the layout has fewer than two anchors.
  package func target(
    from state: FloatingPanelState, proposed: FloatingPanelState, location: Double, velocity: Double, layout: ResolvedLayout
  ) -> FloatingPanelState {
    let states = layout.sortedStates
    guard abs(velocity) > minimumVelocity, states.count >= 2 else { return proposed }
    func p(_ s: FloatingPanelState) -> Double { layout.location(of: s) ?? location }
    if velocity > 0 {
      let neighbour = layout.next(state)
      if layout.contains(state), p(neighbour) > location { return neighbour }
      return states.first { p($0) > location } ?? states.last ?? proposed
    }
    let neighbour = layout.pre(state)
    if layout.contains(state), p(neighbour) < location { return neighbour }
    return states.last { p($0) < location } ?? states.first ?? proposed
  }
}
