import FloatingPanel
import PanelRendering

extension SceneRenderer {
  /// The neutral content of a config's plain panel (an imported app's panel whose content the
  /// playground cannot know): a title bar and three text lines in grey, below the grabber,
  /// clipped to the surface. Its colour follows the surface's background (dark on a dark one).
  func drawPlainContent(_ panel: FloatingPanelController, scale s: Double) throws {
    let frame = panel.contentFrame
    let inset = 20.0, lineGap = 22.0
    let width = frame.width - 2 * inset
    guard width > 24, frame.height > 40 else { return }
    let background = panel.surfaceAppearance.backgroundColor
    let dark = background.alpha > 0.5 && (background.red + background.green + background.blue) / 3 < 0.5
    let ink = dark ? Color(red: 0.36, green: 0.36, blue: 0.38) : Color(red: 0.82, green: 0.82, blue: 0.84)
    let top: Double
    switch panel.position {
    case .top: top = frame.minY + 12
    default: top = frame.minY + 28
    }
    let bars: [(fraction: Double, height: Double)] = [(0.5, 14), (0.9, 10), (0.75, 10), (0.82, 10)]
    var y = top
    for bar in bars {
      let rect = Rect(x: frame.minX + inset, y: y, width: width * bar.fraction, height: bar.height)
      if rect.maxY > frame.maxY - 8 { break }
      try panels.fillRoundedRect(rect, radius: bar.height / 2, color: ink, scale: s, minimumSide: 4)
      y += bar.height == 14 ? lineGap + 6 : lineGap
    }
  }
}
