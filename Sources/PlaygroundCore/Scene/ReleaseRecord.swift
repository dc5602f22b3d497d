import FloatingPanel

/// What happened at the last panel release: enough to check the engine's choice of target.
package struct ReleaseRecord: Equatable, Sendable {
  /// The released panel's name.
  package var panel: String
  /// Its state before the release.
  package var stateBefore: FloatingPanelState
  /// Its location at the release, in points.
  package var location: Double
  /// The release velocity the engine used, in points per second along the main axis.
  package var velocity: Double
  /// The state it went to.
  package var stateAfter: FloatingPanelState
}
