extension FloatingPanelController {
  /// Puts a panel at rest at `location` on its main axis, without a motion, a callback or a
  /// state change: the playground's timeline shows a frame of a recorded motion this way (the
  /// location the engine had at that frame) and puts the live location back afterwards. Refused
  /// (false) while the panel is pressed or moving, or for a location that is not finite.
  /// The caller keeps the live location (``location`` before the first call) and passes it
  /// back here to end the showing.
  @discardableResult
  package func showRecordedFrame(at location: Double) -> Bool {
    guard location.isFinite, !isAnimating, !isTouching else { return false }
    self.location = location
    return true
  }
}
