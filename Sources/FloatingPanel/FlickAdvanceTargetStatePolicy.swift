/// A "flick advances" release rule found in other sheet libraries: a release faster than
/// ``minimumVelocity`` always moves one anchor on from the state the drag began in, in the
/// direction of the flick, whatever the ``fallback`` policy would choose — so a fast flick never
/// springs back and never skips anchors. When the drag already went past that anchor, the target
/// is the first anchor beyond the location (or the last one in that direction). A slower release
/// (and a layout with fewer than two anchors) is the ``fallback``'s to decide.
///
/// Unlike ``RushingForwardTargetStatePolicy`` it projects nothing: the anchor follows from the
/// state, the location and the sign of the velocity alone. Coordinates are the engine's main
/// axis (a positive velocity moves toward larger coordinates: down for a bottom panel).
///
/// ```swift
/// var settings = FloatingPanelBehaviorSettings()
/// settings.minimumFlickVelocity = 400   // wraps settings.targetPolicy
/// // or, in a behaviour of your own:
/// let policy = FlickAdvanceTargetStatePolicy(
///   minimumVelocity: 400, fallback: FloatingPanelProjectionPolicy())
/// ```
public struct FlickAdvanceTargetStatePolicy: FloatingPanelTargetStatePolicy {
  /// Speed in pt/s above which a release advances one anchor (strictly greater; a negative or
  /// NaN value counts as 0, so a release at rest never advances).
  public var minimumVelocity: Double
  /// The policy that decides a slower release.
  public var fallback: any FloatingPanelTargetStatePolicy

  /// Creates the policy; by default a slower release follows FloatingPanel's rule.
  public init(minimumVelocity: Double = 400, fallback: any FloatingPanelTargetStatePolicy = FloatingPanelProjectionPolicy()) {
    self.minimumVelocity = minimumVelocity
    self.fallback = fallback
  }

  public func targetState(in context: FloatingPanelReleaseContext) -> FloatingPanelState {
    advancedState(in: context) ?? fallback.targetState(in: context)
  }

  /// The anchor a fast release advances to; nil when the release is not faster than
  /// ``minimumVelocity`` or the layout has fewer than two anchors (the ``fallback`` decides then).
  public func advancedState(in context: FloatingPanelReleaseContext) -> FloatingPanelState? {
    let layout = context.layout, location = context.location, state = context.state
    let states = layout.sortedStates
    guard abs(context.velocity) > max(minimumVelocity, 0), states.count >= 2, let first = states.first, let last = states.last
    else { return nil }
    func p(_ s: FloatingPanelState) -> Double { layout.location(of: s) ?? location }
    if context.velocity > 0 {
      let neighbour = layout.next(state)
      if layout.contains(state), p(neighbour) > location { return neighbour }
      return states.first { p($0) > location } ?? last
    }
    let neighbour = layout.pre(state)
    if layout.contains(state), p(neighbour) < location { return neighbour }
    return states.last { p($0) < location } ?? first
  }
}
