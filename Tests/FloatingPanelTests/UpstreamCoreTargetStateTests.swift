import Testing
@testable import FloatingPanel

/// Upstream FloatingPanel's `CoreTests.swift`, target-state tables: every row of every
/// `test_targetState_*` (265 rows, expected states unchanged) plus the two hidden-start checks.
/// Generated row by row from upstream's tables; see `UpstreamSupport.swift` for the translation.
@Suite("Upstream CoreTests: target state")
struct UpstreamCoreTargetStateTests {
  @Test func targetState_1positions() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.onePosition, behavior: FloatingPanelDefaultBehavior())
    let fullPos = fpc.surfaceLocation(for: .full)
    try fpc.move(to: .full, animated: false)
    assertTargetState(fpc, [
      (#line, fullPos - 10.0, 1000.0, .full),  // redirect
      (#line, fullPos, -1000.0, .full),  // redirect
      (#line, fullPos, -100.0, .full),  // redirect
      (#line, fullPos, 0.0, .full),
      (#line, fullPos, 100.0, .full),  // redirect
      (#line, fullPos, 1000.0, .full),  // redirect
      (#line, fullPos + 10.0, 100.0, .full),  // redirect
    ])
  }

  @Test func targetState_2positions() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.twoPositions, behavior: FloatingPanelDefaultBehavior())
    let fullPos = fpc.surfaceLocation(for: .full)
    let halfPos = fpc.surfaceLocation(for: .half)
    try fpc.move(to: .full, animated: false)
    assertTargetState(fpc, [
      (#line, fullPos - 10.0, 1000.0, .half),  // project to half
      (#line, fullPos, -1000.0, .full),  // redirect
      (#line, fullPos, -100.0, .full),
      (#line, fullPos, 0.0, .full),
      (#line, fullPos, 100.0, .full),
      (#line, fullPos, 1000.0, .half),  // project to half
      (#line, fullPos + 10.0, 100.0, .full),  // redirect
      (#line, halfPos - 10.0, -100.0, .half),  // redirect
      (#line, halfPos, -1000.0, .full),  // project to full
      (#line, halfPos, -100.0, .half),
      (#line, halfPos, 0.0, .half),
      (#line, halfPos, 100.0, .half),
      (#line, halfPos, 1000.0, .half),  // redirect
      (#line, halfPos + 10.0, -1000.0, .full),  // project to full
    ])
    try fpc.move(to: .half, animated: false)
    assertTargetState(fpc, [
      (#line, fullPos - 10.0, 1000.0, .half),  // project to half
      (#line, fullPos, -1000.0, .full),  // redirect
      (#line, fullPos, -100.0, .full),
      (#line, fullPos, 0.0, .full),
      (#line, fullPos, 100.0, .full),
      (#line, fullPos, 1000.0, .half),  // project to half
      (#line, fullPos + 10.0, 100.0, .full),  // redirect
      (#line, halfPos - 10.0, -100.0, .half),  // redirect
      (#line, halfPos, -1000.0, .full),  // project to full
      (#line, halfPos, -100.0, .half),
      (#line, halfPos, 0.0, .half),
      (#line, halfPos, 100.0, .half),
      (#line, halfPos, 1000.0, .half),  // redirect
      (#line, halfPos + 10.0, -1000.0, .full),  // project to full
    ])
  }

  @Test func targetState_2positionsWithHidden() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.twoPositionsWithHidden, behavior: FloatingPanelDefaultBehavior())
    let fullPos = fpc.surfaceLocation(for: .full)
    let hiddenPos = fpc.surfaceLocation(for: .hidden)
    try fpc.move(to: .full, animated: false)
    assertTargetState(fpc, [
      (#line, fullPos - 10.0, 1000.0, .hidden),  // project to hidden
      (#line, fullPos, -1000.0, .full),  // redirect
      (#line, fullPos, -100.0, .full),
      (#line, fullPos, 0.0, .full),
      (#line, fullPos, 100.0, .full),
      (#line, fullPos, 1000.0, .hidden),  // project to hidden
      (#line, fullPos + 10.0, 100.0, .full),  // redirect
      (#line, hiddenPos - 10.0, -100.0, .hidden),  // redirect
      (#line, hiddenPos, -1000.0, .full),  // project to full
      (#line, hiddenPos, -100.0, .hidden),
      (#line, hiddenPos, 0.0, .hidden),
      (#line, hiddenPos, 100.0, .hidden),
      (#line, hiddenPos, 1000.0, .hidden),  // redirect
      (#line, hiddenPos + 10.0, -1000.0, .full),  // project to full
    ])
    try fpc.move(to: .hidden, animated: false)
    assertTargetState(fpc, [
      (#line, fullPos - 10.0, 1000.0, .hidden),  // project to hidden
      (#line, fullPos, -1000.0, .full),  // redirect
      (#line, fullPos, -100.0, .full),
      (#line, fullPos, 0.0, .full),
      (#line, fullPos, 100.0, .full),
      (#line, fullPos, 1000.0, .hidden),  // project to hidden
      (#line, fullPos + 10.0, 100.0, .full),  // redirect
      (#line, hiddenPos - 10.0, -100.0, .hidden),  // redirect
      (#line, hiddenPos, -1000.0, .full),  // project to full
      (#line, hiddenPos, -100.0, .hidden),
      (#line, hiddenPos, 0.0, .hidden),
      (#line, hiddenPos, 100.0, .hidden),
      (#line, hiddenPos, 1000.0, .hidden),  // redirect
      (#line, hiddenPos + 10.0, -1000.0, .full),  // project to full
    ])
  }

  @Test func targetState_3positionsFromFull() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.threePositions, behavior: FloatingPanelDefaultBehavior())
    let fullPos = fpc.surfaceLocation(for: .full)
    let halfPos = fpc.surfaceLocation(for: .half)
    let tipPos = fpc.surfaceLocation(for: .tip)
    try fpc.move(to: .full, animated: false)
    assertTargetState(fpc, [
      (#line, fullPos - 500.0, -100.0, .full),  // far from topMostState
      (#line, fullPos - 500.0, 0.0, .full),  // far from topMostState
      (#line, fullPos - 500.0, 100.0, .full),  // far from topMostState
      (#line, fullPos - 10.0, 3000.0, .half),  // block projecting to tip at half
      (#line, fullPos, -100.0, .full),
      (#line, fullPos, 0.0, .full),
      (#line, fullPos, 500.0, .half),  // project to half
      (#line, fullPos, 1000.0, .half),  // block projecting to tip at half
      (#line, fullPos, 3000.0, .half),  // block projecting to tip at half
      (#line, fullPos + 10.0, 100.0, .full),  // redirect
      (#line, halfPos - 10.0, -100.0, .half),  // redirect
      (#line, halfPos, -1000.0, .full),  //project to full
      (#line, halfPos, -100.0, .half),
      (#line, halfPos, 0.0, .half),
      (#line, halfPos, 100.0, .half),
      (#line, halfPos, 1000.0, .tip),  // project to tip
      (#line, halfPos + 10.0, 100.0, .half),  // redirect
      (#line, tipPos - 10.0, -100.0, .tip),  // redirect
      (#line, tipPos, -3000.0, .half),  // block projecting to full at half
      (#line, tipPos, -1000.0, .half),  // block projecting to full at half
      (#line, tipPos, -500.0, .half),  // project to half
      (#line, tipPos, -100.0, .tip),
      (#line, tipPos, 0.0, .tip),
      (#line, tipPos, 100.0, .tip),
      (#line, tipPos + 10.0, -3000.0, .half),  // block projecting to full at half
      (#line, tipPos + 500.0, -100.0, .tip),  // far from bottomMostState
      (#line, tipPos + 500.0, 0.0, .tip),  // far from bottomMostState
      (#line, tipPos + 500.0, 100.0, .tip),  // far from bottomMostState
    ])
  }

  @Test func targetState_3positionsFromFull_bottomEdge() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.threePositionsBottomEdge, behavior: FloatingPanelDefaultBehavior())
    let fullPos = fpc.surfaceLocation(for: .full)
    let halfPos = fpc.surfaceLocation(for: .half)
    let tipPos = fpc.surfaceLocation(for: .tip)
    try fpc.move(to: .full, animated: false)
    assertTargetState(fpc, [
      (#line, tipPos - 500.0, -100.0, .tip),  // far from topMostState
      (#line, tipPos - 500.0, 0.0, .tip),  // far from topMostState
      (#line, tipPos - 500.0, 100.0, .tip),  // far from topMostState
      (#line, tipPos - 10.0, 3000.0, .half),  // block projecting to full at half
      (#line, tipPos, -100.0, .tip),
      (#line, tipPos, 0.0, .tip),
      (#line, tipPos, 500.0, .half),  // project to half
      (#line, tipPos, 1000.0, .half),  // block projecting to full at half
      (#line, tipPos, 3000.0, .half),  // block projecting to full at half
      (#line, tipPos + 10.0, 100.0, .tip),  // redirect
      (#line, halfPos - 10.0, -100.0, .half),  // redirect
      (#line, halfPos, -1000.0, .tip),  //project to tip
      (#line, halfPos, -100.0, .half),
      (#line, halfPos, 0.0, .half),
      (#line, halfPos, 100.0, .half),
      (#line, halfPos, 1000.0, .full),  // project to full
      (#line, halfPos + 10.0, 100.0, .half),  // redirect
      (#line, fullPos - 10.0, -100.0, .full),  // redirect
      (#line, fullPos, -3000.0, .half),  // block projecting to tip at half
      (#line, fullPos, -1000.0, .half),  // block projecting to tip at half
      (#line, fullPos, -500.0, .half),  // project to half
      (#line, fullPos, -100.0, .full),
      (#line, fullPos, 0.0, .full),
      (#line, fullPos, 100.0, .full),
      (#line, fullPos + 10.0, -3000.0, .half),  // block projecting to tip at half
      (#line, fullPos + 500.0, -100.0, .full),  // far from bottomMostState
      (#line, fullPos + 500.0, 0.0, .full),  // far from bottomMostState
      (#line, fullPos + 500.0, 100.0, .full),  // far from bottomMostState
    ])
  }

  @Test func targetState_3positionsFromHalf() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.threePositions, behavior: FloatingPanelDefaultBehavior())
    let fullPos = fpc.surfaceLocation(for: .full)
    let halfPos = fpc.surfaceLocation(for: .half)
    let tipPos = fpc.surfaceLocation(for: .tip)
    try fpc.move(to: .half, animated: false)
    assertTargetState(fpc, [
      (#line, fullPos - 500.0, -100.0, .full),  // far from topMostState
      (#line, fullPos - 500.0, 0.0, .full),  // far from topMostState
      (#line, fullPos - 500.0, 100.0, .full),  // far from topMostState
      (#line, fullPos, -100.0, .full),
      (#line, fullPos, 0.0, .full),
      (#line, fullPos, 500.0, .half),  // project to half
      (#line, fullPos, 1000.0, .half),  // block projecting to tip at half
      (#line, fullPos, 3000.0, .half),  // block projecting to tip at half
      (#line, fullPos + 10.0, 100.0, .full),  // redirect
      (#line, halfPos - 10.0, -100.0, .half),  // redirect
      (#line, halfPos, -1000.0, .full),  // project to full
      (#line, halfPos, -100.0, .half),
      (#line, halfPos, 0.0, .half),
      (#line, halfPos, 100.0, .half),
      (#line, halfPos, 1000.0, .tip),  // project to tip
      (#line, halfPos + 10.0, 100.0, .half),  // redirect
      (#line, tipPos - 10.0, -100.0, .tip),  // redirect
      (#line, tipPos, -3000.0, .half),  // block projecting to full at half
      (#line, tipPos, -1000.0, .half),  // block projecting to full at half
      (#line, tipPos, -500.0, .half),  // project to half
      (#line, tipPos, -100.0, .tip),
      (#line, tipPos, 0.0, .tip),
      (#line, tipPos, 100.0, .tip),
      (#line, tipPos + 500.0, -100.0, .tip),  // far from bottomMostState
      (#line, tipPos + 500.0, 0.0, .tip),  // far from bottomMostState
      (#line, tipPos + 500.0, 100.0, .tip),  // far from bottomMostState
    ])
  }

  @Test func targetState_3positionsFromHalf_bottomEdge() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.threePositionsBottomEdge, behavior: FloatingPanelDefaultBehavior())
    let fullPos = fpc.surfaceLocation(for: .full)
    let halfPos = fpc.surfaceLocation(for: .half)
    let tipPos = fpc.surfaceLocation(for: .tip)
    try fpc.move(to: .half, animated: false)
    assertTargetState(fpc, [
      (#line, tipPos - 500.0, -100.0, .tip),  // far from topMostState
      (#line, tipPos - 500.0, 0.0, .tip),  // far from topMostState
      (#line, tipPos - 500.0, 100.0, .tip),  // far from topMostState
      (#line, tipPos, -100.0, .tip),
      (#line, tipPos, 0.0, .tip),
      (#line, tipPos, 500.0, .half),  // project to half
      (#line, tipPos, 1000.0, .half),  // block projecting to full at half
      (#line, tipPos, 3000.0, .half),  // block projecting to full at half
      (#line, tipPos + 10.0, 100.0, .tip),  // redirect
      (#line, halfPos - 10.0, -100.0, .half),  // redirect
      (#line, halfPos, -1000.0, .tip),  // project to tip
      (#line, halfPos, -100.0, .half),
      (#line, halfPos, 0.0, .half),
      (#line, halfPos, 100.0, .half),
      (#line, halfPos, 1000.0, .full),  // project to full
      (#line, halfPos + 10.0, 100.0, .half),  // redirect
      (#line, fullPos - 10.0, -100.0, .full),  // redirect
      (#line, fullPos, -3000.0, .half),  // block projecting to tip at half
      (#line, fullPos, -1000.0, .half),  // block projecting to tip at half
      (#line, fullPos, -500.0, .half),  // project to half
      (#line, fullPos, -100.0, .full),
      (#line, fullPos, 0.0, .full),
      (#line, fullPos, 100.0, .full),
      (#line, fullPos + 500.0, -100.0, .full),  // far from bottomMostState
      (#line, fullPos + 500.0, 0.0, .full),  // far from bottomMostState
      (#line, fullPos + 500.0, 100.0, .full),  // far from bottomMostState
    ])
  }

  @Test func targetState_3positionsFromTip() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.threePositions, behavior: FloatingPanelDefaultBehavior())
    let fullPos = fpc.surfaceLocation(for: .full)
    let halfPos = fpc.surfaceLocation(for: .half)
    let tipPos = fpc.surfaceLocation(for: .tip)
    try fpc.move(to: .tip, animated: false)
    assertTargetState(fpc, [
      (#line, fullPos - 500.0, -100.0, .full),  // far from topMostState
      (#line, fullPos - 500.0, 0.0, .full),  // far from topMostState
      (#line, fullPos - 500.0, 100.0, .full),  // far from topMostState
      (#line, fullPos, -100.0, .full),
      (#line, fullPos, 0.0, .full),
      (#line, fullPos, 500.0, .half),  // project to half
      (#line, fullPos, 1000.0, .half),  // block projecting to tip at half
      (#line, fullPos, 3000.0, .half),  // block projecting to tip at half
      (#line, fullPos + 10.0, 100.0, .full),  // redirect
      (#line, halfPos - 10.0, -100.0, .half),  // redirect
      (#line, halfPos, -3000.0, .full),  // project to full
      (#line, halfPos, -100.0, .half),
      (#line, halfPos, 0.0, .half),
      (#line, halfPos, 100.0, .half),
      (#line, halfPos, 1000.0, .tip),  // project to tip
      (#line, halfPos + 10.0, 100.0, .half),  // redirect
      (#line, tipPos - 10.0, -100.0, .tip),  // redirect
      (#line, tipPos, -3000.0, .half),  // block projecting to full at half
      (#line, tipPos, -1000.0, .half),  // block projecting to full at half
      (#line, tipPos, -500.0, .half),  // project to half
      (#line, tipPos, -100.0, .tip),
      (#line, tipPos, 0.0, .tip),
      (#line, tipPos, 100.0, .tip),
      (#line, tipPos + 500.0, -100.0, .tip),  // far from bottomMostState
      (#line, tipPos + 500.0, 0.0, .tip),  // far from bottomMostState
      (#line, tipPos + 500.0, 100.0, .tip),  // far from bottomMostState
    ])
  }

  @Test func targetState_3positionsFromTip_bottomEdge() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.threePositionsBottomEdge, behavior: FloatingPanelDefaultBehavior())
    let fullPos = fpc.surfaceLocation(for: .full)
    let halfPos = fpc.surfaceLocation(for: .half)
    let tipPos = fpc.surfaceLocation(for: .tip)
    try fpc.move(to: .tip, animated: false)
    assertTargetState(fpc, [
      (#line, tipPos - 500.0, -100.0, .tip),  // far from topMostState
      (#line, tipPos - 500.0, 0.0, .tip),  // far from topMostState
      (#line, tipPos - 500.0, 100.0, .tip),  // far from topMostState
      (#line, tipPos, -100.0, .tip),
      (#line, tipPos, 0.0, .tip),
      (#line, tipPos, 500.0, .half),  // project to half
      (#line, tipPos, 1000.0, .half),  // block projecting to tip at half
      (#line, tipPos, 3000.0, .half),  // block projecting to tip at half
      (#line, tipPos + 10.0, 100.0, .tip),  // redirect
      (#line, halfPos - 10.0, -100.0, .half),  // redirect
      (#line, halfPos, -3000.0, .tip),  // project to full
      (#line, halfPos, -100.0, .half),
      (#line, halfPos, 0.0, .half),
      (#line, halfPos, 100.0, .half),
      (#line, halfPos, 1000.0, .full),  // project to tip
      (#line, halfPos + 10.0, 100.0, .half),  // redirect
      (#line, fullPos - 10.0, -100.0, .full),  // redirect
      (#line, fullPos, -3000.0, .half),  // block projecting to full at half
      (#line, fullPos, -1000.0, .half),  // block projecting to full at half
      (#line, fullPos, -500.0, .half),  // project to half
      (#line, fullPos, -100.0, .full),
      (#line, fullPos, 0.0, .full),
      (#line, fullPos, 100.0, .full),
      (#line, fullPos + 500.0, -100.0, .full),  // far from bottomMostState
      (#line, fullPos + 500.0, 0.0, .full),  // far from bottomMostState
      (#line, fullPos + 500.0, 100.0, .full),  // far from bottomMostState
    ])
  }

  @Test func targetState_3positionsAllProjection() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.threePositions, behavior: UpstreamProjectableBehavior())
    let fullPos = fpc.surfaceLocation(for: .full)
    let halfPos = fpc.surfaceLocation(for: .half)
    let tipPos = fpc.surfaceLocation(for: .tip)
    try fpc.move(to: .full, animated: false)
    assertTargetState(fpc, [
      (#line, fullPos - 10.0, 3000.0, .tip),
      (#line, fullPos, 1000.0, .tip),
      (#line, fullPos, 3000.0, .tip),
      (#line, halfPos, 1000.0, .tip),
      (#line, halfPos, -1000.0, .full),
      (#line, tipPos, -3000.0, .full),
      (#line, tipPos, -1000.0, .full),
      (#line, tipPos + 10.0, -3000.0, .full),
    ])
    try fpc.move(to: .tip, animated: false)
    assertTargetState(fpc, [
      (#line, fullPos, 1000.0, .tip),
      (#line, fullPos, 3000.0, .tip),
      (#line, tipPos, -3000.0, .full),
      (#line, tipPos, -1000.0, .full),
    ])
    try fpc.move(to: .tip, animated: false)
    assertTargetState(fpc, [
      (#line, fullPos - 10.0, 3000.0, .tip),
      (#line, fullPos, 1000.0, .tip),
      (#line, fullPos, 3000.0, .tip),
      (#line, halfPos, 1000.0, .tip),
      (#line, halfPos, -1000.0, .full),
      (#line, tipPos, -3000.0, .full),
      (#line, tipPos, -1000.0, .full),
      (#line, tipPos + 10.0, -3000.0, .full),
    ])
  }

  @Test func targetState_3positionsWithHidden() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.threePositionsWithHidden, behavior: FloatingPanelDefaultBehavior())
    #expect(fpc.state == .hidden)
    try fpc.move(to: .full, animated: false)
    assertTargetState(fpc, [
      (#line, fpc.location, 1000.0, .half),
    ])
    try fpc.move(to: .half, animated: false)
    assertTargetState(fpc, [
      (#line, fpc.location, -100.0, .half),
      (#line, fpc.location, -1000.0, .full),
      (#line, fpc.location, 0.0, .half),
      (#line, fpc.location, 1000.0, .hidden),
    ])
  }

  @Test func targetState_3positionsWithHiddenWithoutFull() throws {
    let fpc = try UpstreamPanel.make(layout: UpstreamLayouts.threePositionsWithHiddenWithoutFull, behavior: UpstreamProjectableBehavior())
    let halfPos = fpc.surfaceLocation(for: .half)
    let tipPos = fpc.surfaceLocation(for: .tip)
    #expect(fpc.state == .hidden)
    try fpc.move(to: .half, animated: false)
    assertTargetState(fpc, [
      (#line, halfPos, -100.0, .half),
      (#line, halfPos, 0.0, .half),
      (#line, halfPos, 385.0, .tip),  // projection
      (#line, halfPos, 1000.0, .hidden),  // projection
      (#line, halfPos + 10.0, 100.0, .half),  // redirection
      (#line, tipPos - 10.0, -100.0, .tip),  // redirection
      (#line, tipPos, -3000.0, .half),  //projection
      (#line, tipPos, -10.0, .tip),
      (#line, tipPos, 0.0, .tip),
      (#line, tipPos, 10.0, .tip),
      (#line, tipPos, 1000.0, .hidden),  //projection
      (#line, tipPos + 10.0, 10.0, .tip),  // redirection
      (#line, tipPos - 10.0, 10.0, .tip),  // redirection
    ])
    try fpc.move(to: .tip, animated: false)
    assertTargetState(fpc, [
      (#line, tipPos, -100.0, .tip),
      (#line, tipPos, -1000.0, .half),
      (#line, tipPos, 0.0, .tip),
      (#line, tipPos, 1000.0, .hidden),
    ])
  }
}
