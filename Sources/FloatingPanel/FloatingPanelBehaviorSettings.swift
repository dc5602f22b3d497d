/// A behaviour given as data (from a replay script, a config file or the tuning panel).
public struct FloatingPanelBehaviorSettings: FloatingPanelBehavior, Hashable {
  /// The target-state policies a data behaviour can name.
  public enum TargetPolicy: Hashable, Sendable {
    /// FloatingPanel's rule (``FloatingPanelProjectionPolicy``).
    case floatingPanel
    /// OverlayContainer's rushing-forward policy.
    case rushingForward(RushingForwardTargetStatePolicy)
  }

  /// The dismissal policies a data behaviour can name.
  public enum DismissalPolicy: Hashable, Sendable {
    /// FloatingPanel's rate rule (``FloatingPanelRemovalPolicy``).
    case floatingPanel
    /// OverlayContainer's threshold policy.
    case threshold(ThresholdDismissalPolicy)
  }

  public var springDecelerationRate: Double
  public var springResponseTime: Double
  public var momentumProjectionRate: Double
  /// States for which momentum is projected past the next anchor.
  public var projectMomentumStates: Set<FloatingPanelState>
  /// The redirectional progress for every pair of states, 0…1 (clamped when used).
  public var redirectionalProgressValue: Double
  /// Edges that rubber-band.
  public var rubberBandEdges: Set<FloatingPanelReferenceEdge>
  public var removalInteractionVelocityThreshold: Double
  public var springIntegrator: SpringIntegrator
  /// The target-state policy (default FloatingPanel's).
  public var targetPolicy: TargetPolicy = .floatingPanel
  /// When set, a release faster than this (pt/s) always moves one anchor in the flick direction
  /// and a slower one follows ``targetPolicy``: ``targetStatePolicy`` is then a
  /// ``FlickAdvanceTargetStatePolicy`` wrapping it. nil (default): ``targetPolicy`` alone.
  public var minimumFlickVelocity: Double?
  /// The dismissal policy (default FloatingPanel's).
  public var dismissal: DismissalPolicy = .floatingPanel
  /// OverlayContainer's rubber-band translation function, or nil for FloatingPanel's rule.
  public var rubberBandFunction: RubberBandTranslationFunction?
  public var presentingSpring: SpringParameters = ShowHideSpring.parameters
  public var dismissingSpring: SpringParameters = ShowHideSpring.parameters
  public var movingSpring: SpringParameters?

  /// Creates settings; the defaults are FloatingPanel's.
  public init(
    springDecelerationRate: Double = 0.991, springResponseTime: Double = 0.4,
    momentumProjectionRate: Double = 0.998, projectMomentumStates: Set<FloatingPanelState> = [],
    redirectionalProgress: Double = 0.5, rubberBandEdges: Set<FloatingPanelReferenceEdge> = [],
    removalInteractionVelocityThreshold: Double = 5.5, springIntegrator: SpringIntegrator = .numeric
  ) {
    self.springDecelerationRate = springDecelerationRate
    self.springResponseTime = springResponseTime
    self.momentumProjectionRate = momentumProjectionRate
    self.projectMomentumStates = projectMomentumStates
    self.redirectionalProgressValue = redirectionalProgress
    self.rubberBandEdges = rubberBandEdges
    self.removalInteractionVelocityThreshold = removalInteractionVelocityThreshold
    self.springIntegrator = springIntegrator
  }

  public func shouldProjectMomentum(to proposedState: FloatingPanelState) -> Bool {
    projectMomentumStates.contains(proposedState)
  }

  public func redirectionalProgress(from: FloatingPanelState, to: FloatingPanelState) -> Double {
    redirectionalProgressValue
  }

  public func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool { rubberBandEdges.contains(edge) }

  public var targetStatePolicy: any FloatingPanelTargetStatePolicy {
    let policy: any FloatingPanelTargetStatePolicy
    switch targetPolicy {
    case .floatingPanel: policy = FloatingPanelProjectionPolicy()
    case .rushingForward(let p): policy = p
    }
    guard let minimumFlickVelocity else { return policy }
    return FlickAdvanceTargetStatePolicy(minimumVelocity: minimumFlickVelocity, fallback: policy)
  }

  public var dismissalPolicy: any FloatingPanelDismissalPolicy {
    switch dismissal {
    case .floatingPanel: return FloatingPanelRemovalPolicy()
    case .threshold(let p): return p
    }
  }

  public var translationFunction: (any FloatingPanelTranslationFunction)? { rubberBandFunction }
}
