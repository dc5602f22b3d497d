import FloatingPanel

// The listings of the article "Getting started" (Sources/FloatingPanel/FloatingPanel.docc).
// Each region between `// listing:` and `// end listing` appears verbatim in the article;
// `ArticleListingTests` checks that, and `GettingStartedTests` runs the code and checks the values
// its comments promise.

enum GettingStartedListing {
  /// The article's first listing: a panel in twenty lines.
  static func flickToFull() throws -> FloatingPanelController {
    // listing: getting-started
    // A bottom sheet with FloatingPanel's default anchors, in a phone-sized
    // container.
    let panel = try FloatingPanelController(
      layout: FloatingPanelBottomLayout(),
      environment: LayoutEnvironment(
        containerSize: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3))
    // panel.state is .half; panel.location, the moving edge, is 428.666… points

    // The user grabs the grabber and flicks the panel up…
    let y = panel.location
    panel.pointerDown(at: Point(x: 195, y: y + 10), time: 0)
    panel.pointerMove(to: Point(x: 195, y: y - 30), time: 0.05)
    panel.pointerUp(at: Point(x: 195, y: y - 90), time: 0.1)

    // …and the frame loop steps the spring, one call per frame.
    while panel.isAnimating { panel.step(1.0 / 60) }
    // panel.state is .full; panel.location is 65.0 (18 pt below the safe area)
    // end listing
    return panel
  }

  /// The article's drawing listing: what a renderer reads each frame.
  static func draw(_ panel: FloatingPanelController) -> [String] {
    var commands: [String] = []
    func fillRect(_ r: Rect, alpha: Double) { commands.append("fill \(r) alpha \(alpha)") }
    func fillRoundedRect(_ r: Rect, radius: Double, corners: RectCorners) { commands.append("surface \(r) r \(radius)") }
    // listing: getting-started-draw
    // Each frame, after `step`: everything a renderer needs is a value.
    let size = panel.environment.containerSize
    fillRect(Rect(x: 0, y: 0, width: size.width, height: size.height),
             alpha: panel.backdropAlpha)                     // the backdrop
    let geometry = panel.surfaceGeometry
    fillRoundedRect(geometry.frame, radius: panel.surfaceAppearance.cornerRadius,
                    corners: geometry.roundedCorners)        // the surface
    fillRoundedRect(geometry.grabberFrame, radius: 2.5,
                    corners: .all)                           // the grabber
    // end listing
    return commands
  }
}
