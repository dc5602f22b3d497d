import ConfigFormat
import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit
import StrictJSON

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

  /// The strip's size in pixels for `count` frames of `frame` pixels each.
  package static func size(count: Int, frame: PixelSize) -> PixelSize {
    PixelSize(width: gap + count * (frame.width + gap), height: gap + frame.height + labelHeight)
  }

  /// Checks, before any frame is drawn, that a strip of `count` frames of `frame` pixels fits in
  /// 16384 pixels a side (the strip is one image).
  ///
  /// - Throws: ``InputError`` naming the strip's size and the most frames that fit.
  package static func check(count: Int, frame: PixelSize) throws(InputError) {
    let limit = Renderer.maximumPixels
    let strip = size(count: count, frame: frame)
    guard strip.width > limit || strip.height > limit else { return }
    let fit = (limit - gap) / (frame.width + gap)
    let advice = fit >= 2 && strip.height <= limit ? "use --frames \(fit) or fewer, or a smaller --scale" : "use a smaller --scale"
    throw InputError(path: "", message: "\(count) frames of \(frame) pixels make a strip of \(strip) pixels; each side must be at most \(limit) pixels: \(advice)")
  }

  /// The strip: `frames` left to right at their own pixel size (all the same size), each with a
  /// hairline frame and its time ("0.25 s") centred below.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package static func compose(_ frames: [(time: Double, image: PixelBuffer)]) throws -> PixelBuffer {
    guard let first = frames.first?.image else { return PixelBuffer(width: 1, height: 1, fill: paper) }
    let w = first.width, h = first.height
    let strip = size(count: frames.count, frame: PixelSize(width: w, height: h))
    let renderer = try Renderer.headless(width: strip.width, height: strip.height)
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
