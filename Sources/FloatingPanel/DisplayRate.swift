/// The refresh rate of the display the panels move on: how often FloatingPanel's numeric spring
/// steps, and by how much.
///
/// Upstream's `NumericSpringAnimator` (`Sources/Core.swift`) runs on a `CADisplayLink` and steps
/// once per display frame with `h = targetTimestamp − timestamp`: 1/60 s on a 60 Hz iPhone,
/// 1/120 s on a ProMotion one. Its implicit-Euler step over-damps more with a larger `h`, and its
/// damping ratio does not depend on `h` (ζ from the deceleration rate above 300 pt/s release
/// speed, else 1), so the same values move differently at the two rates: at 120 Hz a release
/// overshoots a little more and settles a little later. The closed-form integrator
/// (``SpringIntegrator/closedForm``) follows the same curve at any rate; only its samples differ.
///
/// ```swift
/// let rate = DisplayRate.hz120
/// while panel.isAnimating { panel.step(rate.frameInterval) }  // 120 a second
/// ```
public enum DisplayRate: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// 60 Hz (the default, and today's iPhones without ProMotion).
  case hz60 = 60
  /// 120 Hz (ProMotion iPhones and iPads).
  case hz120 = 120

  /// Frames per second.
  public var framesPerSecond: Double { Double(rawValue) }

  /// One display frame, the numeric spring's `h`, in seconds: 1/60 or 1/120.
  public var frameInterval: Double { 1 / framesPerSecond }

  /// The other rate (60 ⇄ 120): the motion plot overlays its curve.
  public var other: DisplayRate { self == .hz60 ? .hz120 : .hz60 }

  /// The rate for `value` frames per second: 60 or 120, else nil.
  public init?(framesPerSecond value: Double) {
    switch value {
    case 60: self = .hz60
    case 120: self = .hz120
    default: return nil
    }
  }

  /// `60 Hz` or `120 Hz`.
  public var description: String { "\(rawValue) Hz" }

  /// The rule a value that is not a display rate breaks, for error messages.
  public static let rule = "must be 60 or 120 (frames per second of the display)"
}
