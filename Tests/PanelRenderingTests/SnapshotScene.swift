import FloatingPanel
import PanelRendering
import SDLKit

/// A deterministic scene for screenshot tests: a flat map-like background, an optional
/// backdrop, then panels, drawn headless.
struct SnapshotScene {
  /// One panel to draw.
  struct Panel {
    var geometry: SurfaceGeometry
    var appearance: SurfaceAppearance
    var title: String? = nil
  }

  var width = 400
  var height = 400
  var scale = 1.0
  var backdropAlpha = 0.0
  var panels: [Panel] = []

  /// The default look with a 16 pt radius.
  static let rounded16 = SurfaceAppearance(cornerRadius: 16)

  /// The two-shadow look of the issue: offset (0, 16), blur 16, spread 8, plus a soft outer one.
  static let twoShadows = SurfaceAppearance(
    cornerRadius: 16,
    shadows: [
      .init(color: .black, offset: Point(x: 0, y: 2), opacity: 0.08, radius: 24, spread: 0),
      .init(color: .black, offset: Point(x: 0, y: 16), opacity: 0.12, radius: 16, spread: 8),
    ])

  /// A panel attached to `position` of a `width × height` (points) container, covering
  /// `extent` points of it, and running 20 pt past the container edge like a real surface.
  static func attached(
    _ position: FloatingPanelPosition, extent: Double, width: Double, height: Double,
    appearance: SurfaceAppearance
  ) -> SurfaceGeometry {
    let frame: Rect
    switch position {
    case .bottom: frame = Rect(x: 0, y: height - extent, width: width, height: extent + 20)
    case .top: frame = Rect(x: 0, y: -20, width: width, height: extent + 20)
    case .left: frame = Rect(x: -20, y: 0, width: extent + 20, height: height)
    case .right: frame = Rect(x: width - extent, y: 0, width: extent + 20, height: height)
    }
    return SurfaceGeometry(position: position, frame: frame, appearance: appearance)
  }

  /// A card floating with margins all round (so all four corners are rounded).
  static func floating(_ frame: Rect, position: FloatingPanelPosition = .bottom, appearance: SurfaceAppearance)
    -> SurfaceGeometry
  {
    SurfaceGeometry(position: position, frame: frame, appearance: appearance, hasFixedEdgeMargin: true)
  }

  /// Draws the background: a light grey map with a park, a lake and roads.
  static func drawMap(on renderer: Renderer, width: Int, height: Int) {
    renderer.clear(RGBA(hex: 0xE5E9F0))
    renderer.fill(PixelRect(x: width / 10, y: height / 8, width: width / 3, height: height / 4), color: RGBA(hex: 0xC8E6C0))
    renderer.fill(PixelRect(x: width / 2, y: height / 2, width: width / 3, height: height / 5), color: RGBA(hex: 0xAAD3F5))
    for i in 0..<4 {
      renderer.fill(PixelRect(x: 0, y: (i * 2 + 1) * height / 8, width: width, height: 4), color: .white)
      renderer.fill(PixelRect(x: (i * 2 + 1) * width / 8, y: 0, width: 4, height: height), color: .white)
    }
    renderer.fill(PixelRect(x: 0, y: height / 2 - 4, width: width, height: 8), color: RGBA(hex: 0xFBD58B))
  }

  /// Renders the scene headless and reads it back.
  func render() throws -> PixelBuffer {
    let renderer = try Renderer.headless(width: width, height: height)
    try draw(on: renderer)
    return try renderer.readPixels()
  }

  /// Draws the scene on any renderer (headless or a window's).
  func draw(on renderer: Renderer) throws {
    SnapshotScene.drawMap(on: renderer, width: width, height: height)
    let painter = PanelRenderer(renderer: renderer)
    painter.drawBackdrop(alpha: backdropAlpha)
    var text: TextRenderer?
    for panel in panels {
      try painter.drawPanel(panel.geometry, appearance: panel.appearance, scale: scale)
      if let title = panel.title {
        if text == nil { text = try TextRenderer(renderer: renderer) }
        let f = panel.geometry.frame
        try text?.draw(
          title, at: Point(x: max(0, f.minX) + 16, y: max(0, f.minY) + 20),
          style: TextStyle(size: 20, weight: .semibold), scale: scale)
        try text?.draw(
          "Coffee · Parks · Restaurants", at: Point(x: max(0, f.minX) + 16, y: max(0, f.minY) + 50),
          style: TextStyle(size: 15, color: Color(hex: 0x6C6C70)), scale: scale)
      }
    }
  }
}
