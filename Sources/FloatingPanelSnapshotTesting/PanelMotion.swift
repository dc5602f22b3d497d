import FloatingPanel

/// A panel and a gesture: what the `motion` strategy runs and snapshots.
///
/// The gesture runs headless on a fixed clock, frame n at n / the display rate: at frame 0 the
/// panel is put at the gesture's start without animation, then the gesture begins, and the engine
/// steps one display frame a frame until `duration` seconds.
/// ``SnapshotTesting/Snapshotting/motion(tolerance:)`` shows a whole test.
public struct PanelMotion {
  /// What moves the panel.
  public enum Gesture: Sendable, Equatable {
    /// The panel at `from`, grabbed at its grabber at frame 0, dragged 1 pt in the release's
    /// direction at frame 1 and released there at frame 2 at `velocity` points per second along
    /// its main axis (negative: toward the top or left edge).
    case release(from: FloatingPanelState, velocity: Double)
    /// An animated programmatic move from the panel's current state to `to`, started at frame 0.
    case move(to: FloatingPanelState)
  }

  /// The panel (its layout, behaviour and environment as they are; the gesture moves it).
  public var panel: FloatingPanelController
  /// The gesture.
  public var gesture: Gesture
  /// How long to run, in seconds (default 2).
  public var duration: Double
  /// The display rate the spring steps at (default 60 Hz).
  public var displayRate: DisplayRate

  /// A motion of `panel` under `gesture` for `duration` seconds at `displayRate`.
  public init(panel: FloatingPanelController, gesture: Gesture, duration: Double = 2, displayRate: DisplayRate = .hz60) {
    self.panel = panel
    self.gesture = gesture
    self.duration = duration
    self.displayRate = displayRate
  }
}

/// How far a motion may be from its golden and still match: the `tolerance:` of
/// ``SnapshotTesting/Snapshotting/motion(tolerance:)``, the same parts and defaults as
/// `playground motion verify`'s manifests.
///
/// `PanelMotionTolerance(points: 1, seconds: 0.05)`: locations, the final location and the
/// overshoot within `points`; the settle time within `seconds`; velocities within `velocity`
/// pt/s; the backdrop's alpha within `alpha`. States and the frame count must be equal.
///
/// ```swift
/// @Test func releaseAt120HzWithinAPoint() throws {
///   let size = Size(width: 390, height: 844)
///   let panel = try FloatingPanelController(
///     layout: FloatingPanelBottomLayout(),
///     environment: LayoutEnvironment(containerSize: size))
///   let motion = PanelMotion(
///     panel: panel, gesture: .release(from: .tip, velocity: -2400),
///     duration: 1.5, displayRate: .hz120)
///   assertSnapshot(
///     of: motion,
///     as: .motion(tolerance: PanelMotionTolerance(points: 1, seconds: 0.05)))
/// }
/// ```
public struct PanelMotionTolerance: Sendable, Equatable {
  /// Locations, final location and overshoot, in points (default 0.5).
  public var points: Double
  /// Settle time, in seconds (default 0.02).
  public var seconds: Double
  /// Velocities and peak velocity, in points per second (default 10).
  public var velocity: Double
  /// Backdrop alpha (default 0.01).
  public var alpha: Double

  /// A tolerance; every part defaults to the documented value.
  public init(points: Double = 0.5, seconds: Double = 0.02, velocity: Double = 10, alpha: Double = 0.01) {
    self.points = points
    self.seconds = seconds
    self.velocity = velocity
    self.alpha = alpha
  }

  /// The defaults: 0.5 pt, 0.02 s, 10 pt/s, 0.01.
  public static let standard = PanelMotionTolerance()
}
