import FloatingPanel
import Foundation
import PanelRendering
import SDLKit

/// Measures what a frame of panel chrome costs: three moving panels with shadows (a floating
/// bottom sheet with two shadows, a right-side panel and a top panel), their grabbers and
/// titles, over a map-like background, drawn headless with the software renderer.
///
/// ```swift
/// let result = try RenderBenchmark(width: 1280, height: 800, frames: 600).run()
/// print(result.frameTimes.sorted()[result.frameTimes.count / 2] * 1000, "ms p50")
/// ```
///
/// It is a tool for the `playground bench render` command, not a test: wall-clock numbers
/// depend on the machine.
package struct RenderBenchmark: Sendable {
  /// What a run measured.
  package struct Result: Sendable {
    /// Target width in pixels.
    package var width: Int
    /// Target height in pixels.
    package var height: Int
    /// Seconds per measured frame (warm-up frames excluded), in frame order.
    package var frameTimes: [Double]
    /// Frames drawn before measuring (sprite bakes and font loads happen there).
    package var warmUpFrames: Int
    /// Chrome sprites baked during the whole run (should stay small: one per look).
    package var spriteBakes: Int
    /// Whether titles were drawn (false when text was turned off).
    package var drewText: Bool

    /// Creates the value from each of its properties.
    package init(width: Int, height: Int, frameTimes: [Double], warmUpFrames: Int, spriteBakes: Int, drewText: Bool) {
      self.width = width
      self.height = height
      self.frameTimes = frameTimes
      self.warmUpFrames = warmUpFrames
      self.spriteBakes = spriteBakes
      self.drewText = drewText
    }
  }

  /// Target width in pixels.
  package var width: Int
  /// Target height in pixels.
  package var height: Int
  /// Frames measured.
  package var frames: Int
  /// Frames drawn first and not measured.
  package var warmUpFrames: Int
  /// Whether to draw panel titles (needs an installed font).
  package var drawsText: Bool
  /// Whether to dim the background with a backdrop under the panels.
  package var drawsBackdrop: Bool

  /// Creates a benchmark.
  package init(
    width: Int = 1280, height: Int = 800, frames: Int = 600, warmUpFrames: Int = 60, drawsText: Bool = true,
    drawsBackdrop: Bool = false
  ) {
    self.width = width
    self.height = height
    self.frames = frames
    self.warmUpFrames = warmUpFrames
    self.drawsText = drawsText
    self.drawsBackdrop = drawsBackdrop
  }

  /// Draws `warmUpFrames + frames` frames and times each measured one.
  ///
  /// - Throws: `SDLError` for SDL failures, `FontNotFoundError` when text is on and no font is
  ///   installed.
  package func run() throws -> Result {
    let renderer = try Renderer.headless(width: width, height: height)
    let panels = PanelRenderer(renderer: renderer)
    let text = drawsText ? try TextRenderer(renderer: renderer) : nil
    let clock = ContinuousClock()
    var times: [Double] = []
    times.reserveCapacity(max(0, frames))
    for frame in 0..<(max(0, warmUpFrames) + max(0, frames)) {
      let start = clock.now
      try drawFrame(frame, renderer: renderer, panels: panels, text: text)
      renderer.present()
      let elapsed = start.duration(to: clock.now)
      if frame >= warmUpFrames {
        times.append(elapsed / .seconds(1))
      }
    }
    return Result(
      width: width, height: height, frameTimes: times, warmUpFrames: warmUpFrames,
      spriteBakes: panels.chromeCache.bakeCount, drewText: text != nil)
  }

  /// Draws frame number `frame` of the benchmark scene (deterministic: a pure function of the
  /// frame number and the target size).
  package func drawFrame(_ frame: Int, renderer: Renderer, panels: PanelRenderer, text: TextRenderer?) throws {
    let w = Double(width), h = Double(height)
    let t = Double(frame) / 60
    BenchmarkScene.drawMap(on: renderer, width: width, height: height)
    if drawsBackdrop { panels.drawBackdrop(alpha: 0.15 + 0.15 * sin(t)) }

    // A floating bottom sheet (margins all round, so all corners rounded), moving up and down.
    let sheetTop = h * (0.45 + 0.2 * sin(t * 1.3))
    let sheet = SurfaceGeometry(
      position: .bottom, frame: Rect(x: 24, y: sheetTop, width: min(420, w - 48), height: h - sheetTop - 24),
      appearance: BenchmarkScene.sheetLook, hasFixedEdgeMargin: true)
    // A right-side panel sliding horizontally.
    let sideWidth = min(360, w * 0.3)
    let sideX = w - sideWidth * (0.75 + 0.25 * sin(t * 0.9))
    let side = SurfaceGeometry(
      position: .right, frame: Rect(x: sideX, y: 0, width: sideWidth + 40, height: h),
      appearance: BenchmarkScene.sideLook)
    // A top panel (banner) dropping down.
    let topHeight = h * (0.18 + 0.08 * sin(t * 1.7))
    let top = SurfaceGeometry(
      position: .top, frame: Rect(x: w * 0.3, y: -40, width: min(520, w * 0.4), height: topHeight + 40),
      appearance: BenchmarkScene.topLook)

    for (geometry, look, title) in [
      (side, BenchmarkScene.sideLook, "Details"), (top, BenchmarkScene.topLook, "Now playing"),
      (sheet, BenchmarkScene.sheetLook, "Search for a place"),
    ] {
      try panels.drawPanel(geometry, appearance: look)
      if let text {
        let origin = Point(x: geometry.frame.minX + 20, y: max(geometry.frame.minY, 0) + 20)
        try text.draw(title, at: origin, style: TextStyle(size: 17, weight: .semibold))
      }
    }
  }
}
