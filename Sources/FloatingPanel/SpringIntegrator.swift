/// How the release spring is advanced each frame.
public enum SpringIntegrator: String, CaseIterable, Hashable, Sendable {
  /// FloatingPanel's implicit-Euler step with the nominal frame interval (``NumericSpring``): the
  /// default, identical to the iOS feel at 60 fps; a dropped frame slows the motion.
  case numeric
  /// The exact solution of the damped oscillator: the motion is the same curve at any frame rate.
  case closedForm
}
