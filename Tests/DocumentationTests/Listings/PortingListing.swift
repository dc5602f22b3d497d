import FloatingPanel

// The listings of the article "Porting from FloatingPanel on iOS": a layout, a behaviour and a
// delegate written for FloatingPanel on iOS, ported. `PortingTests` drives them.

// listing: porting-layout
struct MapsLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .tip
  let anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [
    .full: FloatingPanelLayoutAnchor(
      absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(
      fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
    .tip: FloatingPanelLayoutAnchor(
      absoluteInset: 44, edge: .bottom, referenceGuide: .safeArea),
  ]

  func backdropAlpha(for state: FloatingPanelState) -> Double {
    switch state {
    case .full, .half: return 0.3
    default: return 0
    }
  }
}

/// Landscape: the same anchors on a 375-pt card 8 pt from the left.
struct MapsLandscapeLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .tip
  let anchors = MapsLayout().anchors
  // iOS: prepareLayout(surfaceView:in:) returns these as constraints.
  let surfacePlacement = SurfacePlacement.fixed(length: 375, inset: 8)
}
// end listing

// listing: porting-behavior
struct MapsBehavior: FloatingPanelBehavior {
  // iOS: UIScrollView.DecelerationRate.fast.rawValue + 0.002 (fast is 0.99).
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
  /// Whether the search bar shows its "cancel" button (it does at full).
  private(set) var showsCancelButton = false

  func floatingPanel(
    _ fpc: FloatingPanelController, layoutFor size: Size
  ) -> (any FloatingPanelLayout)? {
    size.width > size.height ? MapsLandscapeLayout() : MapsLayout()
  }

  func floatingPanelWillEndDragging(
    _ fpc: FloatingPanelController, withVelocity velocity: Double,
    targetState: inout FloatingPanelState
  ) {
    // iOS: velocity.y and targetState.pointee.
    // A fast flick down from full skips half.
    if fpc.state == .full, velocity > 2000 { targetState = .tip }
  }

  func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {
    showsCancelButton = fpc.state == .full
  }

  func floatingPanel(
    _ fpc: FloatingPanelController, shouldAllowToScroll scroll: ScrollModel,
    in state: FloatingPanelState
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
    //      fpc.behavior = MapsBehavior()
    //      fpc.set(contentViewController: searchVC)
    //      fpc.track(scrollView: searchVC.tableView)
    //      fpc.addPanel(toParent: self)
    let fpc = try FloatingPanelController(
      layout: MapsLayout(), behavior: MapsBehavior(),
      environment: LayoutEnvironment(
        containerSize: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3))
    fpc.delegate = delegate
    try fpc.invalidateLayout()             // asks the delegate's layoutFor size:
    fpc.surfaceAppearance.cornerRadius = 12
    fpc.scroll = ScrollModel(contentLength: 1800, viewportLength: 700)
    fpc.trackingInset = 56                 // the list starts below the search bar
    // end listing
    return fpc
  }
}
