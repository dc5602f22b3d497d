import ConfigFormat
import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// The tuner applies behaviours per panel and re-resolves them when a panel changes edge.
@Suite struct PanelTunerTests {
  @Test("a panel that changes edge gets its behaviour again: the low rubber-band end follows the edge")
  func reappliesAfterAnEdgeChange() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let controller = PanelTuner(scene: scene)
    var b = BehaviorConfig()
    b.rubberBandLow = true
    controller.setBehavior(b, for: .search)
    #expect(scene.search.behavior.allowsRubberBanding(for: .top))  // bottom panel: low end is the top edge
    scene.setEdge(.left)
    #expect(!scene.search.behavior.allowsRubberBanding(for: .left))  // not yet re-applied
    controller.reapplyMovedPanels()
    #expect(scene.search.behavior.allowsRubberBanding(for: .left))
    #expect(!scene.search.behavior.allowsRubberBanding(for: .top))
    #expect(controller.currentConfig.panels["search"]?.position == .left)
  }

  @Test("a behaviour that does not resolve leaves the panel's own and says why")
  func badBehaviourIsReported() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let controller = PanelTuner(scene: scene)
    var problems: [String] = []
    controller.onProblem = { problems.append($0) }
    var b = BehaviorConfig()
    b.springResponseTime = 0.25
    controller.setBehavior(b, for: .search)
    b.projectMomentum = .states(["nope"])
    controller.setBehavior(b, for: .search)
    #expect(problems == ["search panel keeps its behaviour: behavior.projectMomentum[0]: state 'nope' has no anchor"])
    #expect(scene.search.behavior.springResponseTime == 0.25)
  }

  @Test("a panel of any other name opens as a plain panel in the first free place (an imported config as it is)")
  func otherPanelName() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let controller = PanelTuner(scene: scene)
    let config = try PlaygroundConfig.decode(#"{"panels": {"search": {"behavior": {"springResponseTime": 0.2}}, "map": {"behavior": {"springResponseTime": 0.3}}}}"#)
    #expect(controller.apply(config) == nil)
    #expect(scene.search.behavior.springResponseTime == 0.2 && scene.detail.behavior.springResponseTime == 0.3)
    #expect(scene.plainRoles == [.detail] && controller.placement.names == [.search: "search", .detail: "map"])
    #expect(controller.currentConfig.panels.keys.sorted() == ["map", "search"])  // the modal: neither loaded nor edited
    controller.setBehavior(BehaviorConfig(), for: .modal)
    #expect(controller.currentConfig.panels.keys.sorted() == ["map", "modal", "search"])
    #expect(controller.currentConfig.panels["modal"]?.backdropAlpha == ["half": 0.3])
  }
}
