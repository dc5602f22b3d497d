import FloatingPanel

// The Swift listings of README.md, "The engine's API". Each region between `// listing:` and
// `// end listing` is a README block verbatim (after its imports); `ReadmeListingTests` checks
// that, runs them as a reader would (the second after the first) and compares what they print
// with the README's `// prints:` comments.

enum ReadmeListing {
  /// Runs the README's engine listings in order and returns the lines they print.
  static func engine() throws -> [String] {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    // listing: readme-engine
    struct MapsLayout: FloatingPanelLayout {
      let position: FloatingPanelPosition = .bottom
      let initialState: FloatingPanelState = .tip
      let anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [
        .full: FloatingPanelLayoutAnchor(
          absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
        .half: FloatingPanelLayoutAnchor(
          fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(
          absoluteInset: 69, edge: .bottom, referenceGuide: .safeArea),
      ]
      func backdropAlpha(for state: FloatingPanelState) -> Double {
        state == .full ? 0.3 : 0
      }
    }

    struct SnappyBehavior: FloatingPanelBehavior {
      var springResponseTime: Double { 0.3 }
      func shouldProjectMomentum(to proposedState: FloatingPanelState) -> Bool {
        true
      }
      func allowsRubberBanding(for edge: FloatingPanelReferenceEdge) -> Bool {
        edge == .top
      }
    }

    let panel = try FloatingPanelController(
      layout: MapsLayout(), behavior: SnappyBehavior(),
      environment: LayoutEnvironment(
        containerSize: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3))
    // Every callback, in upstream's order (CallbackOrderTests):
    let recorder = FloatingPanelEventRecorder()
    panel.delegate = recorder
    // A flick up from tip (at 741); the velocity is estimated from the samples.
    panel.pointerDown(at: Point(x: 195, y: 760), time: 0)
    panel.pointerMove(to: Point(x: 195, y: 600), time: 0.1)
    panel.pointerUp(at: Point(x: 195, y: 560), time: 0.12)
    // One call per frame, h = the nominal interval:
    while panel.isAnimating { panel.step(1.0 / 60) }
    print(panel.state, panel.location)   // prints: full 63.0
    // end listing
    // listing: readme-delegate
    final class MapDelegate: FloatingPanelControllerDelegate {
      // Asked on every resize (updateEnvironment) and by invalidateLayout(),
      // like upstream's viewWillTransition(to:with:). LandscapeLayout is yours
      // (the playground's: a sidebar on the left).
      func floatingPanel(
        _ fpc: FloatingPanelController, layoutFor size: Size
      ) -> (any FloatingPanelLayout)? {
        size.width > size.height ? LandscapeLayout() : MapsLayout()
      }
      func floatingPanel(
        _ fpc: FloatingPanelController,
        animatorForPresentingTo state: FloatingPanelState
      ) -> SpringParameters {
        (try? SpringParameters(duration: 0.35, bounce: 0.15))
          ?? fpc.behavior.presentingSpring
      }
      // Removal rate: release speed / distance to hidden, 1/s, as upstream.
      func floatingPanel(
        _ fpc: FloatingPanelController,
        shouldRemoveAt location: Point, with velocity: Double
      ) -> Bool {
        velocity > 4
      }
    }

    let delegate = MapDelegate()   // delegates are weak: keep a reference
    panel.delegate = delegate
    // The completion runs once: at rest, or when a grab or another move
    // interrupts the spring.
    try panel.move(to: .half, animated: true) {
      print("at half")   // prints: at half
    }
    while panel.isAnimating { panel.step(1.0 / 60) }
    // A landscape container: the delegate's layoutFor size is asked.
    try panel.updateEnvironment(LayoutEnvironment(
      containerSize: Size(width: 844, height: 390), scale: 3))
    print(panel.position, panel.state)   // prints: left half
    // end listing
    return printed
  }
}
