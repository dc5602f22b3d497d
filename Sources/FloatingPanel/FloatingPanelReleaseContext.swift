/// What a target-state or dismissal policy knows about a release: the panel's state before it, the
/// surface location, the release velocity, the resolved layout and the behaviour; for a dismissal
/// policy also the state the target policy chose.
///
/// Besides FloatingPanel's coordinates it offers OverlayContainer's: a *translation height* is how
/// far the moving edge is from the container's fixed edge (a bottom panel at y = 600 in an
/// 800-pt container has height 200), so a policy written for OverlayContainer's notch heights ports
/// unchanged. OverlayContainer's `velocity.y` (positive toward dismissal for a bottom sheet) is
/// ``dismissingVelocity``.
public struct FloatingPanelReleaseContext: Sendable {
  /// The state before the release.
  public var state: FloatingPanelState
  /// The surface location at the release, in points.
  public var location: Double
  /// The release velocity along the main axis, pt/s (positive toward larger coordinates).
  public var velocity: Double
  /// The layout resolved in the container.
  public var layout: ResolvedLayout
  /// The behaviour in use.
  public var behavior: any FloatingPanelBehavior
  /// For a dismissal policy: the state the target policy chose (nil for a target policy).
  public var targetState: FloatingPanelState?
  /// Whether the pointer is still down (OverlayContainer never dismisses while dragging); false at a release.
  public var isDragging: Bool

  /// Creates a context.
  public init(
    state: FloatingPanelState, location: Double, velocity: Double, layout: ResolvedLayout,
    behavior: any FloatingPanelBehavior = FloatingPanelDefaultBehavior(), targetState: FloatingPanelState? = nil,
    isDragging: Bool = false
  ) {
    self.state = state
    self.location = location
    self.velocity = velocity
    self.layout = layout
    self.behavior = behavior
    self.targetState = targetState
    self.isDragging = isDragging
  }

  /// The velocity toward expanding, pt/s (OverlayContainer's `−velocity.y` for a bottom sheet).
  public var expandingVelocity: Double { velocity * layout.position.expandingSign }

  /// The velocity toward the hidden edge, pt/s (OverlayContainer's `velocity.y` for a bottom sheet).
  public var dismissingVelocity: Double { -expandingVelocity }

  /// The translation height of a surface location: its distance from the container's fixed edge.
  public func translationHeight(at location: Double) -> Double { layout.translationHeight(at: location) }

  /// The current translation height.
  public var translationHeight: Double { translationHeight(at: location) }

  /// The translation height of `state`'s anchor (hidden always has one); nil for a state without one.
  public func height(of state: FloatingPanelState) -> Double? {
    layout.location(of: state).map(translationHeight(at:))
  }

  /// The translation height of the target state (the current height when there is none).
  public var targetTranslationHeight: Double { targetState.flatMap(height(of:)) ?? translationHeight }

  /// The reachable states (the layout's anchors), least expanded first.
  public var reachableStates: [FloatingPanelState] {
    layout.position.expandingSign < 0 ? layout.sortedStates.reversed() : layout.sortedStates
  }
}

extension ResolvedLayout {
  /// The translation height of a surface location (OverlayContainer's coordinate): its distance
  /// from the container's fixed edge. The map is its own inverse: applied to a height it gives the location.
  public func translationHeight(at location: Double) -> Double {
    switch position {
    case .bottom: return environment.containerSize.height - location
    case .right: return environment.containerSize.width - location
    case .top, .left: return location
    }
  }
}
