import ConfigFormat
import FloatingPanel
import PanelRendering
import PlaygroundCore
import SDLKit

/// Frames of a gesture side by side on one image, each with its time under it: for README
/// pictures and reviews of a motion (`playground filmstrip`).
///
/// ```swift
/// let frames = try GestureFrames(script: script, scale: 1).render(at: Filmstrip.times(count: 6, from: 0, to: 1), background: .map)
/// let strip = try Filmstrip.compose(frames)
/// ```
package enum Filmstrip {
  /// Space around and between the frames, in pixels.
  package static let gap = 12
  /// Height of the label row under the frames, in pixels.
  package static let labelHeight = 30
  /// The strip's background.
  static let paper = RGBA(hex: 0xF2F2F7)

  /// `count` times evenly spaced from `from` to `to` seconds (both included).
  package static func times(count: Int, from: Double, to: Double) -> [Double] {
    guard count > 1 else { return [from] }
    return (0..<count).map { from + (to - from) * Double($0) / Double(count - 1) }
  }

  /// The strip: `frames` left to right at their own pixel size (all the same size), each with a
  /// hairline frame and its time ("0.25 s") centred below.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package static func compose(_ frames: [(time: Double, image: PixelBuffer)]) throws -> PixelBuffer {
    guard let first = frames.first?.image else { return PixelBuffer(width: 1, height: 1, fill: paper) }
    let w = first.width, h = first.height
    let width = gap + frames.count * (w + gap), height = gap + h + labelHeight
    let renderer = try Renderer.headless(width: width, height: height)
    renderer.clear(paper)
    let text = try TextRenderer(renderer: renderer)
    for (i, frame) in frames.enumerated() {
      let x = gap + i * (w + gap)
      renderer.fill(PixelRect(x: x - 1, y: gap - 1, width: w + 2, height: h + 2), color: RGBA(hex: 0xC7C7CC))
      let texture = try renderer.makeTexture(frame.image, scaleMode: .nearest)
      texture.blendMode = .none
      renderer.copy(texture, to: PixelRect(x: x, y: gap, width: frame.image.width, height: frame.image.height))
      let label = DecimalText.fixed(frame.time, digits: 2, nonFinite: "?") + " s"
      let lw = try text.width(label, size: 15, weight: .semibold, scale: 1)
      try text.text(label, Double(x) + (Double(w) - lw) / 2, Double(gap + h + 6), size: 15, weight: .semibold, clip: nil, scale: 1)
    }
    return try renderer.readPixels()
  }
}
