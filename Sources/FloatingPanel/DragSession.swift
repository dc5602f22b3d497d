/// The bookkeeping of one pointer gesture on a panel.
struct DragSession {
  /// Who owns the gesture.
  enum Mode: Equatable {
    /// The pointer is down but has not moved yet (a tap if released now).
    case undecided
    /// The tracked content scrolls; the panel stays.
    case content
    /// The panel follows the pointer.
    case panel
    /// The delegate refused the drag.
    case ignored
  }

  var mode: Mode = .undecided
  /// The pointer's main-axis coordinate that corresponds to `locationStart`.
  var pointerStart: Double
  /// The surface location when the panel began to follow the pointer.
  var locationStart: Double
  /// The last main-axis pointer coordinate seen.
  var lastPointer: Double
  /// The gesture began in the tracked content (and not in the grabber band).
  let beganInTracking: Bool
  /// Whether dragging past the most expanded anchor scrolls the content instead (see
  /// `ScrollTrackingTests.swift`).
  var scrollsPastMostExpanded = false
  /// Whether the behaviour has a translation function (checked once when the panel begins to
  /// follow the pointer, so that a move without one reads nothing more).
  var usesTranslationFunction = false
  /// Pointer samples for the release velocity.
  var estimator = VelocityEstimator()
}
