import FloatingPanel
import SDLKit

/// Draws a material surface's body: the backdrop behind it (``PanelRenderer/behind``) blurred and
/// tinted (``MaterialBlur``, computed once per backdrop, scale and look), copied unblended into the
/// body, and at each rounded corner a small piece whose alpha is the body's antialiased coverage
/// (the same signed distance as the chrome sprite's), so the corner blends into what is drawn
/// there. The chrome sprite, baked hollow, then adds the shadows outside the body and the border.
///
/// A frame costs one opaque copy of the body and four small blended copies; the corner pieces
/// are made again only when the body moves.
final class MaterialRenderer {
  let renderer: Renderer
  private struct BlurKey: Hashable {
    var generation: Int
    var look: MaterialBlur.Look
    var scale: Double
    var tint: Color
  }
  private var blurred: (key: BlurKey, image: PixelBuffer, texture: Texture)?
  private struct CornerKey: Hashable {
    var blur: BlurKey
    var body: PixelRect
    var style: ChromeStyle
  }
  private var corners: (key: CornerKey, pieces: [(PixelRect, Texture)])?
  /// How many times the blurred image was computed (a frame that only copies does not count).
  private(set) var blurCount = 0

  init(renderer: Renderer) {
    self.renderer = renderer
  }

  /// Draws the material body for `body` (pixels) of `look` and `tint` with the corner shape of `style` over
  /// `behind` (an image the size of the output; `generation` changes when it does).
  func draw(
    body: PixelRect, style: ChromeStyle, look: MaterialBlur.Look, tint: Color, scale: Double,
    behind: PixelBuffer, generation: Int
  ) throws {
    let out = renderer.outputSize
    guard behind.width == out.width, behind.height == out.height else { return }
    let key = BlurKey(generation: generation, look: look, scale: scale, tint: tint)
    if blurred?.key != key {
      blurred = nil
      corners = nil
      let image = MaterialBlur.apply(
        behind, sigma: look.sigma * scale, saturation: look.saturation, tint: tint, alpha: look.tintAlpha)
      blurCount += 1
      blurred = (key, image, try renderer.makeTexture(image, scaleMode: .nearest, opaque: true))
    }
    guard let blurred else { return }
    let shape = Self.shape(body: body, style: style)
    let reach = style.cornerCurve == .continuous ? style.cornerRadius * ContinuousCorner.extent : style.cornerRadius
    let c = style.corners.isEmpty ? 0 : min(Int(reach.rounded(.up)) + 1, body.width / 2, body.height / 2)
    let tl = style.corners.contains(.topLeft) ? c : 0, tr = style.corners.contains(.topRight) ? c : 0
    let bl = style.corners.contains(.bottomLeft) ? c : 0, br = style.corners.contains(.bottomRight) ? c : 0
    let top = max(tl, tr), bottom = max(bl, br)
    let screen = PixelRect(x: 0, y: 0, width: out.width, height: out.height)
    func copy(_ r: PixelRect) {
      guard let r = r.intersection(screen), r.width > 0, r.height > 0 else { return }
      renderer.copy(blurred.texture, from: r, to: r)
    }
    blurred.texture.blendMode = .none
    copy(PixelRect(x: body.x, y: body.y + top, width: body.width, height: body.height - top - bottom))
    copy(PixelRect(x: body.x + tl, y: body.y, width: body.width - tl - tr, height: top))
    copy(PixelRect(x: body.x + bl, y: body.maxY - bottom, width: body.width - bl - br, height: bottom))
    // The rounded corners: the blurred pixels with the body's coverage as alpha.
    let cornerKey = CornerKey(blur: key, body: body, style: style)
    if corners?.key != cornerKey {
      var pieces: [(PixelRect, Texture)] = []
      let squares = [
        (tl, PixelRect(x: body.x, y: body.y, width: tl, height: tl)),
        (tr, PixelRect(x: body.maxX - tr, y: body.y, width: tr, height: tr)),
        (bl, PixelRect(x: body.x, y: body.maxY - bl, width: bl, height: bl)),
        (br, PixelRect(x: body.maxX - br, y: body.maxY - br, width: br, height: br)),
      ]
      for (size, square) in squares where size > 0 {
        guard let r = square.intersection(screen), r.width > 0, r.height > 0 else { continue }
        var piece = PixelBuffer(width: r.width, height: r.height)
        for y in 0..<r.height {
          for x in 0..<r.width {
            let d = shape.signedDistance(x: Double(r.x + x) + 0.5, y: Double(r.y + y) + 0.5)
            let coverage = min(1, max(0, 0.5 - d))
            var p = blurred.image[r.x + x, r.y + y]
            p.a = UInt8((coverage * 255).rounded())
            piece[x, y] = p
          }
        }
        pieces.append((r, try renderer.makeTexture(piece, scaleMode: .nearest)))
      }
      corners = (cornerKey, pieces)
    }
    for (r, texture) in corners?.pieces ?? [] { renderer.copy(texture, to: r) }
  }

  /// The body outline in screen pixels, as the chrome sprite bakes it.
  static func shape(body: PixelRect, style: ChromeStyle) -> RoundedRectShape {
    let r = style.cornerRadius
    return RoundedRectShape(
      minX: Double(body.x), minY: Double(body.y), maxX: Double(body.maxX), maxY: Double(body.maxY),
      topLeft: style.corners.contains(.topLeft) ? r : 0, topRight: style.corners.contains(.topRight) ? r : 0,
      bottomLeft: style.corners.contains(.bottomLeft) ? r : 0, bottomRight: style.corners.contains(.bottomRight) ? r : 0,
      continuous: style.cornerCurve == .continuous)
  }
}
