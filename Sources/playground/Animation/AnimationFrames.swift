import ConfigFormat
import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundUI
import SDLKit
import StrictJSON

/// The frames of a replayed gesture drawn one at a time for `playground animate`: each wanted
/// frame of the script's fixed clock is drawn (its panel with its look over the background) and
/// handed on before the next is drawn, so memory holds one frame whatever the length. With a
/// ghost script (the same gesture with another config's behaviour, `--compare`), that motion's
/// panel is drawn over it as a translucent indigo outline, as the window's A/B ghost.
///
/// ```swift
/// try AnimationFrames(script: s, ghost: nil).render(frames: [0, 1, 2], background: .plain) { n, image in
///   try gif.add(image, delayCentiseconds: 2)
/// }
/// ```
struct AnimationFrames {
  /// The script, at the scale it is drawn at.
  var script: ReplayScript
  /// The same gesture with another behaviour, drawn as a ghost.
  var ghost: ReplayScript?

  /// The ghost's colour (iOS system indigo, as the window's A/B ghost).
  static let ghostColor = Color(hex: 0x5856D6)

  /// Draws the frames `wanted` (increasing frame indices of the script's clock) over `background`
  /// (plain or an image) and hands each to `sink` with its index.
  ///
  /// - Throws: ``InputError`` for an impossible script, `SDLError`/`FontNotFoundError` from
  ///   drawing, and what `sink` throws.
  func render(frames wanted: [Int], background: ShotBackground, sink: (Int, PixelBuffer) throws -> Void) throws {
    guard let last = wanted.last else { return }
    let want = Set(wanted)
    var ghostShapes: [Int: SurfaceGeometry] = [:]
    if let ghost {
      _ = try ReplayRunner(script: ghost).run(report: { _ in }) { frame, panel in
        if want.contains(frame.frame), panel.isVisible { ghostShapes[frame.frame] = panel.surfaceGeometry }
        return frame.frame < last
      }
    }
    let pixels = try OutputSize.pixels(script.viewport, scale: script.scale, path: "viewport")
    let renderer = try Renderer.headless(width: pixels.width, height: pixels.height)
    let backdrop = background.scene ?? .plain(PanelImage.plainColor)
    let look = script.panel.appearance ?? PanelAppearance()
    let chrome = PanelRenderer(renderer: renderer)
    let shapes = ghostShapes
    try withoutActuallyEscaping(sink) { sink in
      _ = try ReplayRunner(script: script).run(report: { _ in }) { frame, panel in
        guard want.contains(frame.frame) else { return frame.frame < last }
        try PanelImage.draw([PanelImage.Layer(panel, backdropColor: look.backdropColor)], on: renderer, scale: script.scale, background: backdrop)
        if let shape = shapes[frame.frame] {
          try chrome.drawPanel(shape, appearance: Self.ghostLook(panel.surfaceAppearance), scale: script.scale)
        }
        try sink(frame.frame, try renderer.readPixels())
        return frame.frame < last
      }
    }
  }

  /// A ghost's look: the panel's corners and grabber, a surface of the ghost colour at 22 % and
  /// a 2-pt outline, no shadows.
  static func ghostLook(_ look: SurfaceAppearance) -> SurfaceAppearance {
    var g = look
    g.backgroundColor = Color(hex: 0x5856D6, alpha: 0.22)
    g.shadows = []
    g.border = SurfaceAppearance.Border(color: ghostColor, width: 2)
    g.grabberColor = ghostColor
    return g
  }

  /// The frames of an animation from `from` to `to` seconds on a clock of `fps`: every frame
  /// (APNG, MP4), or for a GIF one every `gifStep` seconds (the nearest frame; GIF delays are
  /// hundredths of a second and browsers slow anything under 0.02 s down to 0.1 s).
  static func frameIndices(from: Double, to: Double, fps: Double, gifStep: Double?) -> [Int] {
    let first = Int((from * fps).rounded(.up)), last = Int((to * fps + 1e-9).rounded(.down))
    guard first <= last else { return [] }
    guard let step = gifStep else { return Array(first...last) }
    var out: [Int] = []
    var k = 0
    while true {
      let t = from + Double(k) * step
      guard t <= to + 1e-9 else { break }
      let n = min(last, max(first, Int((t * fps).rounded())))
      if out.last != n { out.append(n) }
      k += 1
    }
    return out
  }
}
