import ConfigFormat
import FloatingPanel
import Foundation
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit
import StrictJSON

/// One headless picture, as `screenshot` takes it and each case of a snapshot manifest
/// describes it: either the playground's scene (settled, with an optional config applied, a
/// state, the detail or modal panel, the help, the HUD) or a replay script's panel at a time of
/// its gesture; at a scale, over a background.
///
/// ```swift
/// var shot = Shot()
/// shot.setup = SceneSetup(state: .full, scale: 2, config: try ConfigFile.load(path: "panels.json"))
/// shot.size = Size(width: 390, height: 844)
/// let image = try shot.render()      // 780 × 1688
/// ```
package struct Shot: Equatable {
  /// The scene's options (edge, state, detail, modal, help, tuning, scale, config).
  package var setup = SceneSetup()
  /// The size in points (scene only; a script uses its viewport).
  package var size = Size(width: 1280, height: 800)
  /// Draw the HUD (scene only).
  package var hud = false
  /// The gesture to draw mid-way and the time in seconds (instead of the scene).
  package var script: (ReplayScript, at: Double)?
  /// Pixels per point for a script (nil: the script's own); the scene uses ``SceneSetup/scale``.
  package var scriptScale: Double?
  /// What is behind the panels.
  package var background = ShotBackground.map
  /// Whether the scene's panels are drawn without their content (chrome only: `--content none`).
  package var emptyPanels = false

  /// A shot of the default scene.
  package init() {}

  package static func == (a: Shot, b: Shot) -> Bool {
    a.setup == b.setup && a.size == b.size && a.hud == b.hud && a.scriptScale == b.scriptScale
      && a.background == b.background && a.emptyPanels == b.emptyPanels && a.script?.at == b.script?.at && (a.script == nil) == (b.script == nil)
  }

  /// The picture.
  ///
  /// - Throws: ``SceneSetup/Problem`` (a state the panel lacks, a config that does not fit),
  ///   ``InputError`` (a time outside the script, a size outside 1…16384 pixels), `FloatingPanelError` (a size that cannot hold
  ///   the panels), `SDLError` or `FontNotFoundError` from drawing.
  package func render() throws -> PixelBuffer {
    _ = try pixelSize()
    if let (script, at) = script {
      let frames = try GestureFrames(script: script, scale: scriptScale).render(at: [at], background: background)
      guard let first = frames.first else { throw InputError(path: "at", message: "no frame at \(at) s") }
      return first.image
    }
    return try setup.renderHeadless(size: size, hud: hud, background: background.scene, emptyPanels: emptyPanels)
  }

  /// Reads `map`, `plain` or a PNG file's path (``BackgroundImage``: PNG only, size checked
  /// before decoding).
  ///
  /// - Throws: ``InputError`` (empty path) naming the file and what is wrong with it.
  package static func background(_ text: String) throws(InputError) -> ShotBackground {
    switch text {
    case "map": return .map
    case "plain": return .plain
    default: return .image(try BackgroundImage.load(text))
    }
  }

  /// The picture's size in pixels, checked (1…16384 a side) before anything is drawn: a
  /// script's viewport at its scale, or the scene's size at its scale.
  ///
  /// - Throws: ``InputError`` at `viewport` (script) or `size` (scene).
  package func pixelSize() throws(InputError) -> PixelSize {
    if let (script, _) = script {
      return try OutputSize.pixels(script.viewport, scale: scriptScale ?? script.scale, path: "viewport")
    }
    return try OutputSize.pixels(size, scale: setup.scale, path: "size")
  }
}
