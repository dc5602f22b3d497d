import Testing
@testable import FloatingPanel

/// OverlayContainer's policy, notch and translation tests (applidium/OverlayContainer,
/// Tests/OverlayContainerTests/), expected values unchanged. OverlayContainer measures a notch as a
/// translation height from the container's bottom; here a bottom panel in a container of
/// `OverlayPort.height` points has notch `i` at location `height − h(i)`, and its
/// `velocity.y` is the main-axis velocity of a bottom panel. A disabled notch index is a notch left
/// out of the layout. Not ported (UIKit): the transition-coordinator tests, the deferred
/// `scheduleOverlayTranslation` bookkeeping (`toLastReachedNotchIndex`, nil before
/// `performDeferredTranslations`), the scroll-view and pan-gesture driver tests.
enum OverlayPort {
  static let height = 1000.0

  /// A bottom panel whose notch `i` has translation height `heights[i]`, at rest at `initial`.
  static func panel(heights: [Int: Double], initial: Int? = nil, container: Double = height) throws -> FloatingPanelController {
    let indexes = heights.keys.sorted()
    let layout = FloatingPanelNotchLayout(numberOfNotches: (indexes.last ?? 0) + 1, initialNotch: initial ?? indexes[0]) { i, _ in heights[i] ?? 0 }
    var anchors = layout.anchors.filter { heights[Int($0.key.rawValue.dropFirst(5)) ?? -1] != nil }
    if anchors.isEmpty { anchors = layout.anchors }
    let settings = FloatingPanelLayoutSettings(position: .bottom, initialState: layout.initialState, anchors: anchors, backdropAlphas: [:])
    return try FloatingPanelController(layout: settings, environment: LayoutEnvironment(containerSize: Size(width: 300, height: container)))
  }

  static func notch(_ i: Int) -> FloatingPanelState { FloatingPanelNotchLayout.state(forNotchAt: i) }

  /// The release context at translation height `height` with OverlayContainer's `velocity.y`.
  static func context(_ panel: FloatingPanelController, height: Double, velocityY: Double, target: FloatingPanelState? = nil) -> FloatingPanelReleaseContext {
    let location = panel.resolvedLayout.translationHeight(at: height)
    return FloatingPanelReleaseContext(state: panel.state, location: location, velocity: velocityY, layout: panel.resolvedLayout, targetState: target)
  }
}

@Suite("Upstream OverlayContainer: RushingForwardTargetNotchPolicyTests")
struct UpstreamRushingForwardTests {
  @Test func shouldTargetExpectedIndexWhenStationnary() throws {
    let p = try OverlayPort.panel(heights: [0: 100, 1: 200, 2: 300])
    let policy = RushingForwardTargetStatePolicy()
    let expectedIndexByHeight: [Double: Int] = [
      0.0: 0, 50.0: 0, 100.0: 0, 149.0: 0, 151.0: 1, 200.0: 1, 249.0: 1, 251.0: 2, 300.0: 2, 310.0: 2, 100000.0: 2,
    ]
    for (height, index) in expectedIndexByHeight {
      let target = policy.targetState(in: OverlayPort.context(p, height: height, velocityY: 0))
      #expect(target == OverlayPort.notch(index), "height \(height)")
    }
  }

  @Test func shouldBypassIndexesAtHighVelocity() throws {
    let p = try OverlayPort.panel(heights: [0: 100, 1: 200, 2: 300])
    let expectedIndexByVelocity: [(Double, Double, Int)] = [
      (-100.0, 125, 0), (-200.0, 125, 0), (-500.0, 125, 1), (100.0, 251, 2), (200.0, 251, 2), (500.0, 251, 1),
    ]
    for (velocity, height, index) in expectedIndexByVelocity {
      let policy = RushingForwardTargetStatePolicy(minimumVelocity: 400.0, minimumDuration: 0.0)
      let target = policy.targetState(in: OverlayPort.context(p, height: height, velocityY: velocity))
      #expect(target == OverlayPort.notch(index), "velocity \(velocity)")
    }
  }

  @Test func shouldNotTargetDisabledIndexes() throws {
    let p = try OverlayPort.panel(heights: [1: 200, 2: 300])  // reachableIndexes = [1, 2]
    let policy = RushingForwardTargetStatePolicy()
    for (height, index) in [0.0: 1, 50.0: 1, 100.0: 1, 149.0: 1] {
      let target = policy.targetState(in: OverlayPort.context(p, height: height, velocityY: 0))
      #expect(target == OverlayPort.notch(index), "height \(height)")
    }
  }
}

@Suite("Upstream OverlayContainer: OverlayContainerSheetDismissalPolicyTest")
struct UpstreamSheetDismissalTests {
  /// Notches min 0, med 100, max 200; the fake context's target height is its current height.
  func context(height: Double, velocityY: Double = 0) throws -> FloatingPanelReleaseContext {
    let p = try OverlayPort.panel(heights: [0: 0, 1: 100, 2: 200])
    return OverlayPort.context(p, height: height, velocityY: velocityY)
  }

  @Test func dismissesWhenTheTranslationReachesTheThreshold() throws {
    let policy = ThresholdDismissalPolicy(dismissingVelocity: .none, dismissingPosition: .translationHeight(200))
    #expect(policy.shouldDismiss(in: try context(height: 190)))
  }

  @Test func keepsWhenTheTranslationDoesNotReachTheThreshold() throws {
    let policy = ThresholdDismissalPolicy(dismissingVelocity: .none, dismissingPosition: .translationHeight(100))
    #expect(!policy.shouldDismiss(in: try context(height: 200)))
  }

  @Test func dismissesWhenTheTranslationReachesTheThresholdNotch() throws {
    let policy = ThresholdDismissalPolicy(dismissingVelocity: .none, dismissingPosition: .state(OverlayPort.notch(1)))
    #expect(policy.shouldDismiss(in: try context(height: 100 - 1)))
  }

  @Test func keepsWhenTheTranslationDoesNotReachTheThresholdNotch() throws {
    let policy = ThresholdDismissalPolicy(dismissingVelocity: .none, dismissingPosition: .state(OverlayPort.notch(1)))
    #expect(!policy.shouldDismiss(in: try context(height: 100 + 1)))
  }

  @Test func ignoresTheNotchHeightIfThresholdIsNone() throws {
    let policy = ThresholdDismissalPolicy(dismissingVelocity: .none, dismissingPosition: .none)
    #expect(!policy.shouldDismiss(in: try context(height: 0, velocityY: 100000)))
  }

  @Test func dismissesWhenTheVelocityReachesTheThreshold() throws {
    let policy = ThresholdDismissalPolicy(dismissingVelocity: .value(900), dismissingPosition: .none)
    #expect(policy.shouldDismiss(in: try context(height: 0, velocityY: 1000)))
  }

  @Test func keepsWhenTheVelocityDoesNotReachTheThreshold() throws {
    let policy = ThresholdDismissalPolicy(dismissingVelocity: .value(1000), dismissingPosition: .none)
    #expect(!policy.shouldDismiss(in: try context(height: 0, velocityY: 900)))
  }
}

@Suite("Upstream OverlayContainer: OverlayNotchHeightTest")
struct UpstreamNotchHeightTests {
  /// A 300 × 300 container; notches minimum 0, medium 50, maximum 100 (new: 10 and 200).
  final class Delegate: FloatingPanelControllerDelegate {
    var usesNewNotches = false
    static func height(_ i: Int) -> Double { [0, 50, 100][i] }
    static func heightNew(_ i: Int) -> Double { [10, 200][i] }
    func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: Size) -> (any FloatingPanelLayout)? {
      usesNewNotches
        ? FloatingPanelNotchLayout(numberOfNotches: 2) { i, _ in Self.heightNew(i) }
        : FloatingPanelNotchLayout(numberOfNotches: 3) { i, _ in Self.height(i) }
    }
  }

  func container(_ delegate: Delegate) throws -> FloatingPanelController {
    let fpc = try FloatingPanelController(
      layout: FloatingPanelNotchLayout(numberOfNotches: 1) { _, _ in 0 }, environment: LayoutEnvironment(containerSize: Size(width: 300, height: 300)))
    fpc.delegate = delegate
    try fpc.invalidateLayout()
    return fpc
  }

  func overlayHeight(_ fpc: FloatingPanelController) -> Double { fpc.resolvedLayout.translationHeight(at: fpc.location) }

  @Test func movesTheOverlayToTheSpecifiedNotch() throws {
    let delegate = Delegate()
    let fpc = try container(delegate)
    for notch in 0..<3 {
      try fpc.move(to: OverlayPort.notch(notch), animated: false)
      #expect(overlayHeight(fpc) == Delegate.height(notch))
    }
  }

  @Test func invalidatesTheCurrentNotches() throws {
    let delegate = Delegate()
    let fpc = try container(delegate)
    for notch in 0..<3 {
      try fpc.move(to: OverlayPort.notch(notch), animated: false)
      #expect(overlayHeight(fpc) == Delegate.height(notch))
    }
    delegate.usesNewNotches = true
    try fpc.invalidateLayout()  // invalidateNotchHeights()
    for notch in 0..<2 {
      try fpc.move(to: OverlayPort.notch(notch), animated: false)
      #expect(overlayHeight(fpc) == Delegate.heightNew(notch))
    }
  }

  @Test(arguments: [true, false])
  func callsTheCompletionCallback(animated: Bool) throws {
    let delegate = Delegate()
    let fpc = try container(delegate)
    for notch in 0..<3 {
      var done = false
      try fpc.move(to: OverlayPort.notch(notch), animated: animated) { done = true }
      fpc.settleForTest()
      #expect(done)
    }
  }

  @Test func callsTheCompletionCallbacksInOrder() throws {
    let delegate = Delegate()
    let fpc = try container(delegate)
    var i = 0
    try fpc.move(to: OverlayPort.notch(0), animated: false) { i += 1 }
    var checked = false
    try fpc.move(to: OverlayPort.notch(1), animated: false) {
      i += 1
      #expect(i == 2)
      #expect(overlayHeight(fpc) == Delegate.height(1))
      checked = true
    }
    #expect(checked)
  }

  /// Upstream sets the delegate before or after the overlay; here the layout is asked before or after the move.
  @Test func movesTheOverlayWhateverTheOrder() throws {
    let delegate = Delegate()
    let before = try container(delegate)
    try before.move(to: OverlayPort.notch(2), animated: false)
    #expect(overlayHeight(before) == Delegate.height(2))
    let after = try FloatingPanelController(
      layout: FloatingPanelNotchLayout(numberOfNotches: 3) { i, _ in Delegate.height(i) },
      environment: LayoutEnvironment(containerSize: Size(width: 300, height: 300)))
    after.delegate = delegate
    try after.move(to: OverlayPort.notch(2), animated: false)
    #expect(overlayHeight(after) == Delegate.height(2))
  }
}
