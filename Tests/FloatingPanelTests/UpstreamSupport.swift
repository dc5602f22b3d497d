import Testing
@testable import FloatingPanel

// Support for the tests ported from upstream FloatingPanel (scenee/FloatingPanel, Tests/) and
// OverlayContainer (applidium/OverlayContainer, Tests/OverlayContainerTests/). Expected values are
// upstream's, unchanged. How UIKit is translated, once for all ported files:
// - `showForTest()` (a 375 × 667 view, `show(animated: false)`) is ``UpstreamPanel/make(layout:behavior:safeArea:)``:
//   a 375 × 667 container at scale 2 (the iPhone 8 screen the size belongs to), shown at the initial state;
// - `surfaceLocation(for:).y` / `.x` and `surfaceView.frame.minY` are the engine's surface location (one
//   scalar on the main axis); `CGPoint(x: 0, y: v)` velocities are the main-axis velocity `v`;
// - `fpc.floatingPanel.targetState(from:with:)` is the behaviour's target policy on the same inputs,
//   after upstream's `assertTargetState` has moved the surface to the position (as it does);
// - `layoutAdapter.segment(at:forward:)` is ``ResolvedLayout/segment(at:forward:)``;
// - UIKit-only assertions (layer flags, gesture recognisers, trait collections, scroll indicators,
//   content insets, presentation-layer timing) are not ported; each ported file says which it left out.

/// Upstream's `showForTest()` environment and panel.
enum UpstreamPanel {
  /// 375 × 667 at scale 2, no safe area (upstream's test view).
  static let environment = LayoutEnvironment(containerSize: Size(width: 375, height: 667), scale: 2)

  /// A panel in the test view, shown at its layout's initial state.
  static func make(
    layout: any FloatingPanelLayout = FloatingPanelBottomLayout(),
    behavior: any FloatingPanelBehavior = FloatingPanelDefaultBehavior(), safeArea: EdgeInsets = .zero
  ) throws -> FloatingPanelController {
    var env = environment
    env.safeAreaInsets = safeArea
    return try FloatingPanelController(layout: layout, behavior: behavior, environment: env)
  }
}

/// Upstream's test layouts (TestSupports.swift and the layouts declared inside the tests).
enum UpstreamLayouts {
  static func sv(_ inset: Double, _ edge: FloatingPanelReferenceEdge, _ guide: FloatingPanelLayoutReferenceGuide = .superview) -> FloatingPanelLayoutAnchor {
    FloatingPanelLayoutAnchor(absoluteInset: inset, edge: edge, referenceGuide: guide)
  }

  /// `FloatingPanelTestLayout`: bottom; full 20 from the top, half 250 and tip 60 from the bottom.
  static func testLayout(initial: FloatingPanelState = .half, guide: FloatingPanelLayoutReferenceGuide = .superview) -> FloatingPanelLayoutSettings {
    FloatingPanelLayoutSettings(
      position: .bottom, initialState: initial,
      anchors: [.full: sv(20, .top, guide), .half: sv(250, .bottom, guide), .tip: sv(60, .bottom, guide)])
  }

  /// `FloatingPanelTop2BottomTestLayout`: top; full 0 from the bottom, half 250 and tip 60 from the top.
  static func top2BottomLayout(initial: FloatingPanelState = .half, guide: FloatingPanelLayoutReferenceGuide = .superview) -> FloatingPanelLayoutSettings {
    FloatingPanelLayoutSettings(
      position: .top, initialState: initial,
      anchors: [.full: sv(0, .bottom, guide), .half: sv(250, .top, guide), .tip: sv(60, .top, guide)])
  }

  /// `FloatingPanelTopPositionedLayout`: top; full 88 from the bottom, half 216 and tip 44 from the top, safe area.
  static let topPositioned = FloatingPanelLayoutSettings(
    position: .top, initialState: .full,
    anchors: [.full: sv(88, .bottom, .safeArea), .half: sv(216, .top, .safeArea), .tip: sv(44, .top, .safeArea)])

  static let onePosition = FloatingPanelLayoutSettings(position: .bottom, initialState: .full, anchors: [.full: sv(20, .top)])
  static let twoPositions = FloatingPanelLayoutSettings(
    position: .bottom, initialState: .half, anchors: [.full: sv(20, .top), .half: sv(250, .bottom)])
  static let twoPositionsWithHidden = FloatingPanelLayoutSettings(
    position: .bottom, initialState: .hidden, anchors: [.full: sv(20, .top), .hidden: sv(0, .bottom)])
  static let threePositions = testLayout(initial: .tip)
  static let threePositionsBottomEdge = top2BottomLayout(initial: .tip)
  static let threePositionsWithHidden = FloatingPanelLayoutSettings(
    position: .bottom, initialState: .hidden, anchors: [.full: sv(20, .top), .half: sv(250, .bottom), .hidden: sv(0, .bottom)])
  static let threePositionsWithHiddenWithoutFull = FloatingPanelLayoutSettings(
    position: .bottom, initialState: .hidden, anchors: [.half: sv(250, .bottom), .tip: sv(60, .bottom), .hidden: sv(0, .bottom)])
}

/// `FloatingPanelProjectableBehavior`: projects momentum to every state.
struct UpstreamProjectableBehavior: FloatingPanelBehavior {
  func shouldProjectMomentum(to proposedState: FloatingPanelState) -> Bool { true }
}

/// Upstream's `FloatingPanelTestDelegate`: remembers the last state and counts didMove.
final class UpstreamTestDelegate: FloatingPanelControllerDelegate {
  var position: FloatingPanelState = .hidden
  var didMoveCallback: ((FloatingPanelController) -> Void)?
  func floatingPanelDidChangeState(_ vc: FloatingPanelController) { position = vc.state }
  func floatingPanelDidMove(_ vc: FloatingPanelController) { didMoveCallback?(vc) }
}

extension FloatingPanelController {
  /// Upstream's `surfaceLocation(for:)`, main axis.
  func surfaceLocation(for state: FloatingPanelState) -> Double { resolvedLayout.location(of: state) ?? .nan }

  /// Upstream's `Core.targetState(from:with:)`: the behaviour's target policy from the current state.
  func targetState(from pos: Double, with velocity: Double) -> FloatingPanelState {
    behavior.targetStatePolicy.targetState(
      in: FloatingPanelReleaseContext(state: state, location: pos, velocity: velocity, layout: resolvedLayout, behavior: behavior))
  }

  /// Upstream's `Core.getBackdropAlpha(at:with:)`.
  func getBackdropAlpha(at cur: Double, with translation: Double) -> Double {
    FloatingPanel.backdropAlpha(at: cur, translation: translation, layout: resolvedLayout)
  }

  /// Runs the spring to rest (upstream waits for the animation's completion).
  func settleForTest(maxFrames: Int = 2000) {
    var n = 0
    while isAnimating && n < maxFrames {
      step(1.0 / 60)
      n += 1
    }
  }
}

/// Upstream's `assertTargetState`: moves the surface to each position and checks the target.
func assertTargetState(
  _ fpc: FloatingPanelController, _ rows: [(Int, Double, Double, FloatingPanelState)], sourceLocation: SourceLocation = #_sourceLocation
) {
  for (line, pos, velocity, expected) in rows {
    fpc.location = pos
    let got = fpc.targetState(from: pos, with: velocity)
    #expect(got == expected, "row at line \(line): pos \(pos), velocity \(velocity)", sourceLocation: sourceLocation)
  }
}
