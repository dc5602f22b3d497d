import Testing
@testable import FloatingPanel

/// Upstream FloatingPanel's `SurfaceViewTests.swift`, the geometry: a 320 × 480 surface is
/// ``SurfaceViewGeometry`` (container view = card, content view, grabber area) and the grabber
/// handle is ``SurfaceGeometry`` on the same frame (expected values unchanged). The content view's
/// frame is read in the container view's coordinates, as upstream's view hierarchy has it.
/// Not ported (UIKit only): `requiresConstraintBasedLayout`, the background colour, the layer's
/// corner radius, `masksToBounds` and border, and the `containerOverflow` frames (a UIKit device
/// that keeps the card under a rubber-banding panel; this engine lengthens the surface instead,
/// see `UpstreamLayoutTests.updateInteractiveEdgeConstraint_bottomEdge`).
@Suite("Upstream SurfaceViewTests (geometry)")
struct UpstreamSurfaceViewTests {
  let size = Size(width: 320, height: 480)
  var bounds: Rect { Rect(origin: .zero, size: size) }

  func grabber(_ position: FloatingPanelPosition, size handle: Size = Size(width: 36, height: 5), padding: Double = 6) -> Rect {
    SurfaceGeometry(
      position: position, frame: bounds,
      appearance: SurfaceAppearance(grabberSize: handle, grabberInset: padding)).grabberFrame
  }

  /// The content view's frame in the container view's coordinates.
  func contentInContainer(_ g: SurfaceViewGeometry) -> Rect {
    let c = g.containerFrame, f = g.contentFrame
    return Rect(x: f.minX - c.minX, y: f.minY - c.minY, width: f.width, height: f.height)
  }

  @Test func surfaceView() {
    let g = grabber(.bottom)
    #expect(g.minY == 6.0)
    #expect(g.width == 36)
    #expect(g.height == 5)
  }

  @Test(arguments: [FloatingPanelPosition.top, .bottom])
  func surfaceView_contentView(position: FloatingPanelPosition) {
    for _ in FloatingPanelContentMode.allCases {
      let g = SurfaceViewGeometry(position: position, size: size)
      #expect(g.contentFrame == bounds)
    }
  }

  @Test func surfaceView_grabberHandle() {
    var g = grabber(.bottom)
    #expect(g.minY == 6.0)
    #expect(g.width == 36)
    #expect(g.height == 5)
    g = grabber(.bottom, size: Size(width: 44, height: 12), padding: 10)
    #expect(g.minY == 10)
    #expect(g.width == 44)
    #expect(g.height == 12)
    g = grabber(.top)
    #expect(g.maxY == bounds.maxY - 6.0)
    #expect(g.width == 36)
    #expect(g.height == 5)
    g = grabber(.top, padding: 10)
    #expect(g.maxY == bounds.maxY - 10)
  }

  /// Container margins inset the card on all four sides, the moving edge included.
  @Test(arguments: [FloatingPanelPosition.top, .bottom])
  func surfaceView_contentMargins(position: FloatingPanelPosition) {
    var g = SurfaceViewGeometry(position: position, size: size)
    #expect(g.containerFrame == bounds)
    g.containerMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    #expect(g.containerFrame == bounds.inset(by: g.containerMargins))
  }

  @Test(arguments: [FloatingPanelPosition.top, .bottom])
  func surfaceView_contentInsets(position: FloatingPanelPosition) {
    for _ in FloatingPanelContentMode.allCases {
      var g = SurfaceViewGeometry(position: position, size: size)
      #expect(g.contentFrame == bounds)
      g.contentPadding = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
      #expect(g.contentFrame == bounds.inset(by: g.contentPadding))
    }
  }

  @Test func surfaceView_containerMargins_and_contentInsets() {
    for _ in FloatingPanelContentMode.allCases {
      var g = SurfaceViewGeometry(position: .bottom, size: size)
      #expect(g.contentFrame == bounds)
      g.containerMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
      g.contentPadding = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
      #expect(g.containerFrame == bounds.inset(by: g.containerMargins))
      #expect(contentInContainer(g) == Rect(origin: .zero, size: g.containerFrame.size).inset(by: g.contentPadding))
    }
  }

  @Test func surfaceView_grabberArea() {
    var sv = SurfaceViewGeometry(position: .top, size: Size(width: 375, height: 500), grabberAreaOffset: 44)
    let b = sv.bounds
    #expect(sv.grabberAreaFrame == Rect(x: 0, y: b.height - 44, width: b.width, height: 44))
    sv.position = .bottom
    #expect(sv.grabberAreaFrame == Rect(x: 0, y: 0, width: b.width, height: 44))
    sv.position = .left
    #expect(sv.grabberAreaFrame == Rect(x: b.width - 44, y: 0, width: 44, height: b.height))
    sv.position = .right
    #expect(sv.grabberAreaFrame == Rect(x: 0, y: 0, width: 44, height: b.height))
  }

  @Test func surfaceView_grabberAreaDetection() {
    var sv = SurfaceViewGeometry(position: .top, size: Size(width: 375, height: 500), scale: 2)
    let w = sv.size.width, h = sv.size.height
    #expect(sv.grabberAreaContains(Point(x: 0, y: h)))
    #expect(sv.grabberAreaContains(Point(x: w / 2, y: h)))
    #expect(sv.grabberAreaContains(Point(x: w / 2, y: h + 2)))
    #expect(!sv.grabberAreaContains(Point(x: -2, y: h)))
    #expect(!sv.grabberAreaContains(Point(x: -2, y: -2)))
    sv.position = .bottom
    #expect(sv.grabberAreaContains(Point(x: 0, y: 0)))
    #expect(sv.grabberAreaContains(Point(x: w / 2, y: 0)))
    #expect(sv.grabberAreaContains(Point(x: w / 2, y: -2)))
    #expect(!sv.grabberAreaContains(Point(x: -2, y: 0)))
    #expect(!sv.grabberAreaContains(Point(x: -2, y: -2)))
    sv.position = .left
    #expect(sv.grabberAreaContains(Point(x: w, y: 0)))
    #expect(sv.grabberAreaContains(Point(x: w, y: h / 2)))
    #expect(sv.grabberAreaContains(Point(x: w + 2, y: h / 2)))
    #expect(!sv.grabberAreaContains(Point(x: w, y: -2)))
    #expect(!sv.grabberAreaContains(Point(x: -2, y: -2)))
    sv.position = .right
    #expect(sv.grabberAreaContains(Point(x: 0, y: 0)))
    #expect(sv.grabberAreaContains(Point(x: 0, y: h / 2)))
    #expect(sv.grabberAreaContains(Point(x: -2, y: h / 2)))
    #expect(!sv.grabberAreaContains(Point(x: 0, y: -2)))
    #expect(!sv.grabberAreaContains(Point(x: -2, y: -2)))
  }
}
