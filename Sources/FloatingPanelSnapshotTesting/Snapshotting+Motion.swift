import FloatingPanel
import Foundation
import MotionTesting
import SnapshotTesting

extension Snapshotting where Value == PanelMotion, Format == String {
  /// Motion tests of your own panel: runs a ``PanelMotion`` headless on a fixed clock and
  /// compares its motion with a text golden in `__Snapshots__` next to the test file (recorded on
  /// the first run): per frame the panel's location, velocity, state and backdrop alpha, and a
  /// summary — final state, overshoot, settle time, peak velocity — in the format of
  /// `playground motion record`. A change within `tolerance` passes; a failure names the first
  /// frame that differs, the largest deviation and the summary figures that changed.
  ///
  /// ```swift
  /// import FloatingPanel
  /// import FloatingPanelSnapshotTesting
  /// import Testing
  ///
  /// @Test func releaseFromHalf() throws {
  ///   let size = Size(width: 390, height: 844)
  ///   let panel = try FloatingPanelController(
  ///     layout: FloatingPanelBottomLayout(),
  ///     environment: LayoutEnvironment(containerSize: size))
  ///   let motion = PanelMotion(
  ///     panel: panel, gesture: .release(from: .half, velocity: -1500))
  ///   assertSnapshot(of: motion, as: .motion())
  /// }
  /// ```
  ///
  /// - Parameter tolerance: How far the motion may be from the golden (default
  ///   ``PanelMotionTolerance/standard``: 0.5 pt, 0.02 s, 10 pt/s, 0.01 alpha).
  public static func motion(tolerance: PanelMotionTolerance = .standard) -> Snapshotting<PanelMotion, String> {
    let t = MotionTolerance(points: tolerance.points, seconds: tolerance.seconds, velocity: tolerance.velocity, alpha: tolerance.alpha)
    let diffing = Diffing<String>.diff(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) },
      diffV2: { reference, actual in
        let expected: MotionGolden
        do {
          expected = try MotionGolden(text: reference, file: "the reference")
        } catch {
          return ("\(error); delete the reference to record it again", [])
        }
        guard let now = try? MotionGolden(text: actual, file: "the motion") else { return ("the motion could not be read back", []) }
        let comparison = MotionComparison(reference: expected, actual: now, tolerance: t)
        return comparison.matches ? nil : (comparison.message, [])
      })
    return Snapshotting<String, String>(pathExtension: "motion", diffing: diffing).pullback { motion in
      (try? goldenText(of: motion)) ?? "the panel could not be put at the gesture's start state\n"
    }
  }

  /// The golden text the `motion` strategy compares: `motion` run on its clock.
  ///
  /// - Throws: `FloatingPanelError` when the panel cannot be put at the gesture's start (a state
  ///   its layout lacks).
  public static func goldenText(of motion: PanelMotion) throws -> String {
    let panel = motion.panel
    let h = motion.displayRate.frameInterval
    var capture = MotionCapture(framesPerSecond: motion.displayRate.framesPerSecond)
    var grab = Point(x: 0, y: 0)
    let frames = Int((motion.duration * motion.displayRate.framesPerSecond + 1e-9).rounded(.down))
    for n in 0...max(0, frames) {
      let t = Double(n) * h
      switch (motion.gesture, n) {
      case (.release(let from, _), 0):
        try panel.move(to: from, animated: false)
        let band = panel.grabberBand
        grab = Point(x: band.midX, y: band.midY)
        _ = panel.pointerDown(at: grab, time: t)
      case (.release(_, let velocity), 1):
        // A drag begins with a move: one point in the release's direction.
        let step = velocity == 0 ? 0 : (velocity < 0 ? -1.0 : 1.0)
        grab = panel.position.isVertical ? Point(x: grab.x, y: grab.y + step) : Point(x: grab.x + step, y: grab.y)
        panel.pointerMove(to: grab, time: t)
      case (.release(_, let velocity), 2):
        _ = panel.pointerUp(at: grab, time: t, velocity: velocity)
      case (.move(let to), 0):
        try panel.move(to: to, animated: true)
      default: break
      }
      panel.step(h)
      capture.record(panel, time: t)
    }
    let size = panel.environment.containerSize
    let viewport = "\(Int(size.width.rounded()))x\(Int(size.height.rounded()))"
    return capture.golden(name: "motion", viewport: viewport, position: panel.position.rawValue).text
  }
}
