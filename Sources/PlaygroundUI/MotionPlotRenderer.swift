import FloatingPanel
import Foundation
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// Draws a ``MotionTrace`` (the last release or attraction) as a plot on a small card: location
/// against time in blue (left scale, in points, growing downward like the screen), velocity
/// against time in orange (right scale, pt/s, positive downward, own range), the anchors as thin
/// dashed lines labelled with their state names, ticks on the three axes, and the read-outs
/// (overshoot in pt and %, settle time, peak velocity). Without samples it says "No motion yet: drag a panel and let go".
///
/// ```swift
/// let plot = try MotionPlotRenderer(renderer: renderer, panels: sceneRenderer.panels)
/// // every frame, after recorder.record(panel, time: t):
/// try plot.draw(recorder.last, in: Rect(x: 16, y: 490, width: 360, height: 260), scale: window.pixelScale)
/// ```
///
/// The curves are rasterised antialiased (``RasterCanvas``) into one texture, re-made only when the
/// trace or the size changes; labels are cached textures.
package final class MotionPlotRenderer {
  /// The target.
  package let renderer: Renderer
  /// Chrome and rounded shapes.
  package let panels: PanelRenderer
  let labels: TextRenderer
  private var curves: (trace: MotionTrace, second: MotionTrace?, size: PixelSize, scale: Double, texture: Texture)?

  static let locationColor = Color(hex: 0x007AFF)
  static let velocityColor = Color(hex: 0xF08A00)
  static let grid = RGBA(hex: 0xEDEDF0)
  static let anchor = RGBA(hex: 0x9A9AA2)


  /// Creates a renderer on `renderer`, sharing `panels`' baked chrome and `text`'s text cache
  /// when given.
  ///
  /// - Throws: `FontNotFoundError` (naming the package to install) when no font is installed.
  package init(
    renderer: Renderer, panels: PanelRenderer? = nil, text: TextRenderer? = nil, locator: FontLocator = FontLocator()
  ) throws {
    self.renderer = renderer
    self.panels = panels ?? PanelRenderer(renderer: renderer)
    self.labels = try text ?? TextRenderer(renderer: renderer, locator: locator)
  }

  /// A motion's figures after `label` (``PlotSecondCurve/figures(_:_:)``).
  static func figures(_ label: String, _ trace: MotionTrace) -> String { PlotSecondCurve.figures(label, trace) }

  /// The plot area (axes box) of a card at `frame`, in points (``PlotScales/area(in:)``).
  package static func plotArea(in frame: Rect) -> Rect { PlotScales.area(in: frame) }

  /// Draws `trace` on a card at `frame` (points), `scale` pixels per point, and `second`'s motion
  /// dashed under it with both motions' figures (``PlotSecondCurve/drawSecond(_:on:scales:w:h:scale:)``),
  /// and the layout step's `note` (``PlotNote``) where it placed it. Does not present.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func draw(
    _ trace: MotionTrace?, second: TuningComparison.Curve? = nil, note: PlotNote? = nil, in frame: Rect, scale s: Double = 1
  ) throws {
    guard frame.width >= 160, frame.height >= 120 else { return }
    try panels.drawCard(frame, scale: s)
    let clip = frame.pixelRect(scale: s)
    guard let trace, !trace.samples.isEmpty else {
      try labels.text("Motion", frame.minX + 16, frame.minY + 12, size: 13, weight: .semibold, clip: clip, scale: s)
      let message = "No motion yet: drag a panel and let go"
      let w = try labels.width(message, size: 15, scale: s)
      try labels.text(
        message, frame.midX - w / 2, frame.midY - 10, size: 15, color: Palette.textSecondary, clip: clip, scale: s)
      return
    }
    let scales = PlotScales(trace: second.map { PlotSecondCurve.merged(trace, $0.trace) } ?? trace)
    let area = Self.plotArea(in: frame)
    guard area.width >= 20, area.height >= 20 else { return }

    // Title and legend.
    let status = trace.isFinished ? "" : " (moving)"
    try labels.text(
      "Last motion → \(trace.target)\(status)", frame.minX + 16, frame.minY + 11, size: 13, weight: .semibold,
      maxWidth: frame.width - 150, clip: clip, scale: s)
    var lx = frame.maxX - 16
    let legend = second.map { [("\($0.label) dashed", Palette.textSecondary)] } ?? []
    for (name, color) in legend + [("v pt/s", Self.velocityColor), ("\(trace.axis) pt", Self.locationColor)] {
      let w = try labels.width(name, size: 11, scale: s)
      lx -= w
      try labels.text(name, lx, frame.minY + 13, size: 11, color: color, clip: clip, scale: s)
      lx -= 16
      if let cut = Rect(x: lx, y: frame.minY + 20, width: 12, height: 2).pixelRect(scale: s).intersection(clip) {
        renderer.fill(cut, color: color.rgba)
      }
      lx -= 12
    }

    // Grid, anchors and curves (one cached texture).
    let texture = try curvesTexture(trace, second: second?.trace, scales: scales, area: area, scale: s)
    let origin = area.pixelRect(scale: s)
    renderer.copy(texture, to: PixelRect(x: origin.x, y: origin.y, width: texture.width, height: texture.height))
    // Axes box lines.
    let axis = RGBA(hex: 0xC7C7CC)
    renderer.fill(Rect(x: area.minX, y: area.maxY, width: area.width, height: 1 / s).pixelRect(scale: s), color: axis)
    renderer.fill(Rect(x: area.minX, y: area.minY, width: 1 / s, height: area.height).pixelRect(scale: s), color: axis)
    renderer.fill(Rect(x: area.maxX, y: area.minY, width: 1 / s, height: area.height).pixelRect(scale: s), color: axis)

    // Location ticks (left), velocity ticks (right), time ticks (bottom).
    for v in scales.locationTicks {
      let y = area.minY + scales.locationFraction(v) * area.height
      let label = Self.number(v, step: scales.locationStep)
      let w = try labels.width(label, size: 10, scale: s)
      try labels.text(label, area.minX - 5 - w, y - 7, size: 10, color: Self.locationColor, clip: clip, scale: s)
    }
    for v in scales.velocityTicks {
      let y = area.minY + scales.velocityFraction(v) * area.height
      try labels.text(Self.number(v, step: scales.velocityStep), area.maxX + 5, y - 7, size: 10, color: Self.velocityColor, clip: clip, scale: s)
    }
    for t in scales.timeTicks {
      let x = area.minX + scales.timeFraction(t) * area.width
      renderer.fill(Rect(x: x, y: area.maxY, width: 1 / s, height: 4).pixelRect(scale: s), color: axis)
      let label = Self.number(t, step: scales.timeStep) + (t == scales.timeTicks.last ? " s" : "")
      let w = try labels.width(label, size: 10, scale: s)
      try labels.text(label, x - w / 2, area.maxY + 5, size: 10, color: Palette.textSecondary, clip: clip, scale: s)
    }
    // Anchor names at the right end of their lines, skipping ones that would overlap.
    var lastLabelY = -Double.infinity
    for a in trace.anchors.sorted(by: { $0.location < $1.location }) {
      let y = area.minY + scales.locationFraction(a.location) * area.height
      guard y >= area.minY - 1, y <= area.maxY + 1, y - lastLabelY >= 13 else { continue }
      let w = try labels.width(a.name, size: 10, scale: s)
      let labelY = y - 14 >= area.minY ? y - 14 : y + 1
      if let cut = Rect(x: area.maxX - w - 6, y: labelY + 1, width: w + 4, height: 12).pixelRect(scale: s).intersection(clip) {
        renderer.fill(cut, color: RGBA(hex: 0xFFFFFF, a: 220))
      }
      try labels.text(a.name, area.maxX - w - 4, labelY, size: 10, color: Color(hex: 0x6E6E76), clip: clip, scale: s)
      lastLabelY = y
    }

    // Read-outs.
    let m = trace.metrics()
    var line1 = m.summary
    var line2 = trace.clip?.note ?? (String(format: "peak velocity %.0f pt/s", m.peakVelocity)
      + String(format: " · from %.1f to %.1f pt", trace.startLocation, trace.targetLocation))
    if let second { (line1, line2) = (PlotSecondCurve.figures(second.mainLabel, trace), PlotSecondCurve.figures(second.label, second.trace)) }
    try labels.text(line1, frame.minX + 16, area.maxY + 21, size: 12, maxWidth: frame.width - 32, clip: clip, scale: s)
    try labels.text(line2, frame.minX + 16, area.maxY + 37, size: 12, maxWidth: frame.width - 32, clip: clip, scale: s)
    if let note { try drawRuleNote(note, clip: clip, scale: s) }
  }

  // MARK: - Curves

  private func curvesTexture(
    _ trace: MotionTrace, second: MotionTrace?, scales: PlotScales, area: Rect, scale s: Double
  ) throws -> Texture {
    let px = area.pixelRect(scale: s)
    let size = PixelSize(width: px.width + 1, height: px.height + 1)
    if let c = curves, c.trace == trace, c.second == second, c.size == size, c.scale == s { return c.texture }
    var canvas = RasterCanvas(width: size.width, height: size.height, background: .clear)
    let w = Double(px.width), h = Double(px.height)
    let line = max(1, s)
    // Location grid.
    for v in scales.locationTicks {
      let y = (scales.locationFraction(v) * h).rounded() + 0.5
      canvas.line(from: (0, y), to: (w, y), width: line * 0.8, color: Self.grid)
    }
    // Velocity zero line.
    let zero = scales.velocityFraction(0) * h
    canvas.line(from: (0, zero), to: (w, zero), width: line * 0.8, color: RGBA(hex: 0xF3D9B5))
    // Anchors, dashed.
    for a in trace.anchors {
      let y = scales.locationFraction(a.location) * h
      guard y >= -1, y <= h + 1 else { continue }
      var x = 0.0
      let dash = 5 * s, gap = 4 * s
      while x < w {
        canvas.line(from: (x, y), to: (min(w, x + dash), y), width: line, color: Self.anchor)
        x += dash + gap
      }
    }
    // Curves: the second one under, dashed.
    if let second { PlotSecondCurve.drawSecond(second, on: &canvas, scales: scales, w: w, h: h, scale: s) }
    let velocity = trace.samples.map { (scales.timeFraction($0.t - scales.t0) * w, scales.velocityFraction($0.velocity) * h) }
    canvas.polyline(velocity, width: 1.6 * s, color: Self.velocityColor.rgba)
    let location = trace.samples.map { (scales.timeFraction($0.t - scales.t0) * w, scales.locationFraction($0.location) * h) }
    canvas.polyline(location, width: 2 * s, color: Self.locationColor.rgba)
    let texture = try renderer.makeTexture(canvas.image, scaleMode: .nearest)
    curves = (trace, second, size, s, texture)
    return texture
  }

  // MARK: - Text

  /// `v` with as many decimals as `step` needs ("400", "0.25", "-1500").
  static func number(_ v: Double, step: Double) -> String {
    let digits = step >= 1 ? 0 : min(4, Int((-log10(step)).rounded(.up)))
    let r = String(format: "%.\(digits)f", v)
    return r == "-0" ? "0" : r
  }
}
