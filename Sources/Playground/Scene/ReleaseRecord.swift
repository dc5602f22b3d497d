import FloatingPanel

/// What happened at the last panel release: enough to check the engine's choice of target.
public struct ReleaseRecord: Equatable, Sendable {
  /// The released panel's name.
  public var panel: String
  /// Its state before the release.
  public var stateBefore: FloatingPanelState
  /// Its location at the release, in points.
  public var location: Double
  /// The release velocity the engine used, in points per second along the main axis.
  public var velocity: Double
  /// The state it went to.
  public var stateAfter: FloatingPanelState
}
