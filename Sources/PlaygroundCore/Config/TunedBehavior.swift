import FloatingPanel

/// The behaviour a config or the tuning panel gives a panel: FloatingPanel's data behaviour plus
/// the playground's release rule, which the engine's hooks cannot express and a
/// ``ReleaseRuleDelegate`` applies at `floatingPanelWillEndDragging`.
///
/// ```swift
/// let behavior = TunedBehavior(settings: FloatingPanelBehaviorSettings(), minimumFlickVelocityToAdvance: 400)
/// try panel.setBehavior(behavior)            // applies to the next motion
/// let rules = ReleaseRuleDelegate()          // keep a strong reference
/// panel.delegate = rules                     // or set it as a recorder's `forward`
/// ```
package struct TunedBehavior: FloatingPanelBehavior, Hashable {
  /// The data behaviour (every FloatingPanel parameter).
  package var settings: FloatingPanelBehaviorSettings
  /// Above this release speed (pt/s) the panel always moves one anchor in the flick direction;
  /// nil: FloatingPanel's target rule only.
  package var minimumFlickVelocityToAdvance: Double?

  /// Creates a behaviour from settings and an optional flick rule.
  package init(settings: FloatingPanelBehaviorSettings = FloatingPanelBehaviorSettings(), minimumFlickVelocityToAdvance: Double? = nil) {
    self.settings = settings
    self.minimumFlickVelocityToAdvance = minimumFlickVelocityToAdvance
  }

  /// The release rule, if any.
  package var flickAdvanceRule: FlickAdvanceRule? { minimumFlickVelocityToAdvance.map(FlickAdvanceRule.init(minimumVelocity:)) }

  package var springDecelerationRate: Double { settings.springDecelerationRate }
  package var springResponseTime: Double { settings.springResponseTime }
  package var momentumProjectionRate: Double { settings.momentumProjectionRate }
  package func shouldProjectMomentum(to proposedState: FloatingPanelState) -> Bool { settings.shouldProjectMomentum(to: proposedState) }
  package func redirectionalProgress(from: FloatingPanelState, to: FloatingPanelState) -> Double {
    settings.redirectionalProgress(from: from, to: to)
  }
  package func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool { settings.allowsRubberBanding(for: edge) }
  package var removalInteractionVelocityThreshold: Double { settings.removalInteractionVelocityThreshold }
  package var springIntegrator: SpringIntegrator { settings.springIntegrator }
  package var targetStatePolicy: any FloatingPanelTargetStatePolicy { settings.targetStatePolicy }
  package var dismissalPolicy: any FloatingPanelDismissalPolicy { settings.dismissalPolicy }
  package var translationFunction: (any FloatingPanelTranslationFunction)? { settings.translationFunction }
  package var presentingSpring: SpringParameters { settings.presentingSpring }
  package var dismissingSpring: SpringParameters { settings.dismissingSpring }
  package var movingSpring: SpringParameters? { settings.movingSpring }
}
