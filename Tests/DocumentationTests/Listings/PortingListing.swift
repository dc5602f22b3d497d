import FloatingPanel

// The listings of the article "Porting from FloatingPanel on iOS": a layout, a behaviour and a
// delegate written for FloatingPanel on iOS, ported. `PortingTests` drives them.

// listing: porting-layout
struct MapsLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .tip
  let anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
    .tip: FloatingPanelLayoutAnchor(absoluteInset: 44, edge: .bottom, referenceGuide: .safeArea),
  ]

  func backdropAlpha(for state: FloatingPanelState) -> Double {
    switch state {
    case .full, .half: return 0.3
    default: return 0
    }
  }
}
// end listing

// listing: porting-behavior
struct MapsBehavior: FloatingPanelBehavior {
  // UIScrollView.DecelerationRate.fast.rawValue + 0.02 on iOS: fast is 0.99.
  let springDecelerationRate = 0.99 + 0.002
  let springResponseTime = 0.4

  func shouldProjectMomentum(to proposedState: FloatingPanelState) -> Bool {
    proposedState == .full
  }

  func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool {
    edge == .top
  }
}
// end listing

// listing: porting-delegate
final class SearchPanelDelegate: FloatingPanelControllerDelegate {
  /// Whether the search header shows its "cancel" button (it does at full).
  private(set) var showsCancelButton = false

  func floatingPanelWillEndDragging(
    _ fpc: FloatingPanelController, withVelocity velocity: Double,
    targetState: inout FloatingPanelState
  ) {
    // iOS: targetState.pointee and velocity.y. A fast flick down from full skips half.
    if fpc.state == .full, velocity > 2000 { targetState = .tip }
  }

  func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {
    showsCancelButton = fpc.state == .full
  }

  func floatingPanel(
    _ fpc: FloatingPanelController, shouldAllowToScrollIn state: FloatingPanelState
  ) -> Bool {
    state == .full || state == .half
  }
}
// end listing

enum PortingListing {
  /// The article's last listing: the ported pieces put together, with a list inside the panel.
  static func makeSearchPanel(delegate: SearchPanelDelegate) throws -> FloatingPanelController {
    // listing: porting-controller
    // iOS: let fpc = FloatingPanelController(delegate: searchDelegate)
    //      fpc.layout = MapsLayout(); fpc.behavior = MapsBehavior()
    //      fpc.set(contentViewController: searchVC); fpc.track(scrollView: searchVC.tableView)
    //      fpc.addPanel(toParent: self)
    let fpc = try FloatingPanelController(
      layout: MapsLayout(), behavior: MapsBehavior(),
      environment: LayoutEnvironment(
        containerSize: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3))
    fpc.delegate = delegate
    fpc.isRemovalInteractionEnabled = false
    fpc.surfaceAppearance.cornerRadius = 12
    fpc.scroll = ScrollModel(contentLength: 1800, viewportLength: 700)  // the table view
    fpc.trackingInset = 56                                              // below the search bar
    // end listing
    return fpc
  }
}
