import ConfigFormat
import FloatingPanel

/// The delegate of an upstream export: animators for the tuned presenting, dismissing and
/// moving springs, the release rule as `floatingPanelWillEndDragging`, and the variants'
/// `layoutFor` (``UpstreamVariants``).
struct UpstreamDelegate {
  /// The panel whose delegate this is.
  let panel: UpstreamPanel

  /// `final class Tuned…Delegate: FloatingPanelControllerDelegate` (with the variants' `layoutFor`).
  var source: String {
    let config = panel.config, name = panel.name, type = panel.type
    let p = config.behavior.policies
    var s = "/// The \(SwiftExporter.literal(name)) panel's tuned springs and release rule."
    s += " Keep a reference: `FloatingPanelController.delegate` is weak.\n"
    s += "final class Tuned\(type)Delegate: FloatingPanelControllerDelegate {\n"
    var first = true
    func add(_ text: String) {
      if !first { s += "\n" }
      first = false
      s += text
    }
    if let v = p.presentingSpring {
      add("  func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: FloatingPanelState) -> UIViewPropertyAnimator {\n"
        + "    \(Self.animator(v, velocity: "CGVector(dx: 0, dy: 0)"))\n  }\n")
    }
    if let v = p.dismissingSpring {
      add("  func floatingPanel(_ fpc: FloatingPanelController, animatorForDismissingWith velocity: CGVector) -> UIViewPropertyAnimator {\n"
        + "    \(Self.animator(v, velocity: "velocity"))\n  }\n")
    }
    if let v = p.movingSpring {
      add("  func floatingPanel(_ fpc: FloatingPanelController, animatorForMovingTo state: FloatingPanelState) -> UIViewPropertyAnimator {\n"
        + "    \(Self.animator(v, velocity: "CGVector(dx: 0, dy: 0)"))\n  }\n")
    }
    if let v = config.behavior.minimumFlickVelocityToAdvance { add(Self.releaseRule(v)) }
    if !config.variants.isEmpty { add(UpstreamVariants(panel: panel).layoutForSource) }
    return s + "}\n"
  }

  /// A spring animator with `v`'s response and damping ratio, through upstream's own
  /// `UISpringTimingParameters(dampingRatio:frequencyResponse:initialVelocity:)` (mass 1,
  /// stiffness `(2π/T)²`, damping `4πζ/T`; UIKit then ignores the duration).
  static func animator(_ v: SpringParameters, velocity: String) -> String {
    "UIViewPropertyAnimator(duration: 0, timingParameters: UISpringTimingParameters("
      + "dampingRatio: \(UpstreamPanel.cg(v.dampingRatio)), frequencyResponse: \(UpstreamPanel.cg(v.responseTime)), initialVelocity: \(velocity)))"
  }

  /// The release rule: a release faster than `v` pt/s moves one anchor from the state the drag
  /// began in, in the flick direction.
  static func releaseRule(_ v: Double) -> String {
    """
      /// The release rule: a release faster than \(SwiftExporter.number(v)) pt/s moves one anchor from the state the
      /// drag began in, in the flick direction.
      func floatingPanelWillEndDragging(
        _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: UnsafeMutablePointer<FloatingPanelState>
      ) {
        let minimumFlickVelocity: CGFloat = \(UpstreamPanel.cg(v))
        let vertical = fpc.layout.position == .top || fpc.layout.position == .bottom
        func main(_ p: CGPoint) -> CGFloat { vertical ? p.y : p.x }
        let speed = main(velocity), here = main(fpc.surfaceLocation)
        guard speed > minimumFlickVelocity || speed < -minimumFlickVelocity else { return }
        let states = fpc.layout.anchors.keys.sorted { main(fpc.surfaceLocation(for: $0)) < main(fpc.surfaceLocation(for: $1)) }
        guard states.count >= 2, let i = states.firstIndex(of: fpc.state) else { return }
        if speed > 0 {
          let next = states[min(i + 1, states.count - 1)]
          targetState.pointee = main(fpc.surfaceLocation(for: next)) > here ? next : (states.first { main(fpc.surfaceLocation(for: $0)) > here } ?? states[states.count - 1])
        } else {
          let next = states[max(i - 1, 0)]
          targetState.pointee = main(fpc.surfaceLocation(for: next)) < here ? next : (states.last { main(fpc.surfaceLocation(for: $0)) < here } ?? states[0])
        }
      }

    """
  }
}
