import FloatingPanel
import Testing

/// Runs the listings of "Getting started" and checks the values their comments state.
@Suite struct GettingStartedTests {
  @Test func theFlickEndsAtFull() throws {
    let fresh = try FloatingPanelController(
      layout: FloatingPanelBottomLayout(),
      environment: LayoutEnvironment(
        containerSize: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34), scale: 3))
    #expect(fresh.state == .half)
    #expect(abs(fresh.location - 1286.0 / 3) < 1e-9)  // 428.666…: half of the safe area, on the 1/3-pt grid
    let panel = try GettingStartedListing.flickToFull()
    #expect(panel.state == .full)
    #expect(panel.location == 65)  // 47 (safe area) + 18
    #expect(panel.phase == .idle)
  }

  @Test func theDrawListingReadsTheSurfaceAndTheBackdrop() throws {
    let panel = try GettingStartedListing.flickToFull()
    let commands = GettingStartedListing.draw(panel)
    #expect(commands.count == 3)
    #expect(commands[0].hasSuffix("alpha 0.3"))  // full: FloatingPanel's default backdrop
    #expect(panel.surfaceGeometry.frame.minY == 65)
    #expect(panel.surfaceGeometry.grabberFrame.minY == 71)  // 6 pt below the moving edge
  }
}
