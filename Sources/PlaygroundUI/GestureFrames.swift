import ConfigFormat
import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit
import StrictJSON

/// What a screenshot is drawn over: the playground's map, a plain colour, or an image file's
/// pixels (stretched to the output).
package enum ShotBackground: Equatable, Sendable {
  /// The playground's map (default).
  case map
  /// ``PanelImage/plainColor``.
  case plain
  /// An image.
  case image(PixelBuffer)

  /// The scene renderer's setting (nil: the map).
  package var scene: PanelImage.Background? {
    switch self {
    case .map: return nil
    case .plain: return .plain(PanelImage.plainColor)
    case .image(let image): return .image(image)
    }
  }
}

/// Pictures of a replay script's panel mid-gesture: the script runs on its fixed clock through
/// ``ReplayRunner`` (the engine path `replay` prints), and at the frames nearest the asked times
/// the panel is drawn with its look (``PanelConfig/appearance``) over a background.
///
/// ```swift
/// let script = try ReplayScript.load(path: "Assets/scripts/flick-to-full.json")
/// let shots = try GestureFrames(script: script, scale: 1).render(at: [0.2], background: .map)
/// try shots[0].image.pngBytes()
/// ```
package struct GestureFrames {
  /// The script (its `scale` replaced by the asked one).
  package var script: ReplayScript

  /// A renderer for `script` at `scale` pixels per point (nil: the script's own scale). The scale
  /// is the engine's too: anchors round to it as `replay` with that scale would.
  package init(script: ReplayScript, scale: Double? = nil) {
    var s = script
    if let scale { s.scale = scale }
    self.script = s
  }

  /// The frame index for `time` seconds: the nearest frame of the fixed clock.
  package func frameIndex(at time: Double) -> Int { Int((time * script.fps).rounded()) }

  /// The last time the script reaches (its `until`, on its clock).
  package var lastTime: Double { script.until }

  /// One image per time in `times` (each in 0…``lastTime``), in the order given, with the time of
  /// the frame drawn.
  ///
  /// - Throws: ``InputError`` for a time outside the script, a viewport outside 1…16384 pixels
  ///   at the scale, or a script whose panel is impossible, `SDLError`/`FontNotFoundError` from drawing.
  package func render(at times: [Double], background: ShotBackground) throws -> [(time: Double, image: PixelBuffer)] {
    for t in times where !(t.isFinite && t >= 0 && t <= script.until + 1e-9) {
      throw InputError(path: "at", message: "\(t) s is outside the script (0 to \(OrderedJSON.format(script.until)) s)")
    }
    let wanted = Set(times.map(frameIndex(at:)))
    guard let last = wanted.max() else { return [] }
    let pixels = try OutputSize.pixels(script.viewport, scale: script.scale, path: "viewport")
    let renderer = try Renderer.headless(width: pixels.width, height: pixels.height)
    let backdrop: PanelImage.Background
    switch background {
    case .map:
      let text = try TextRenderer(renderer: renderer)
      backdrop = .image(try MapBackground.image(size: script.viewport, scale: script.scale, fonts: text))
    case .plain, .image:
      backdrop = background.scene ?? .plain(PanelImage.plainColor)
    }
    let look = script.panel.appearance ?? PanelAppearance()
    var byFrame: [Int: (Double, PixelBuffer)] = [:]
    _ = try ReplayRunner(script: script).run(report: { _ in }) { frame, panel in
      if wanted.contains(frame.frame) {
        try PanelImage.draw([PanelImage.Layer(panel, backdropColor: look.backdropColor)], on: renderer, scale: script.scale, background: backdrop)
        byFrame[frame.frame] = (frame.t, try renderer.readPixels())
      }
      return frame.frame < last
    }
    return times.compactMap { byFrame[frameIndex(at: $0)].map { (time: $0.0, image: $0.1) } }
  }
}
