import SDLKit

/// Draws parts of a baked sprite in strips by what their pixels are: rows (or columns) that are
/// fully clear are skipped, fully opaque ones are copied from an opaque copy of the texture (a row
/// copy), and only the rest is blended. A panel's edge pieces are mostly the opaque inside of
/// the body and the clear far end of the shadow, so most of their pixels no longer go through
/// SDL's per-pixel blend.
///
/// The result is the blended copy's, byte for byte: SDL's blitters copy a pixel of alpha 255 as
/// it is and leave the target alone under alpha 0 (the per-pixel-alpha blitters special-case both;
/// the generic one computes the same), which is what the opaque copy and the skip do
/// (`SpritePiecesTests` checks it through SDL's blitter and the direct one; so does every snapshot).
///
/// ```swift
/// let pieces = try SpritePieces(image: baked.image, renderer: renderer)
/// pieces.draw(texture, from: source, to: destination, on: renderer)
/// ```
final class SpritePieces {
  /// How a strip is drawn.
  enum Kind: Equatable {
    /// Copied unblended from the opaque texture.
    case opaque
    /// Copied with blending from the sprite's texture.
    case blended
  }

  /// A part of a piece, in texture pixels (clear strips are not listed).
  struct Strip: Equatable {
    var source: PixelRect
    var kind: Kind
  }

  /// The sprite's pixels with alpha dropped, drawn unblended.
  let opaque: Texture
  private let alpha: [UInt8]
  private let width: Int
  private let height: Int
  private var plans: [PixelRect: [Strip]] = [:]

  /// Prepares `image` (the sprite's straight-alpha pixels) for strip drawing on `renderer`.
  ///
  /// - Throws: `SDLError` when the opaque texture cannot be created.
  init(image: PixelBuffer, renderer: Renderer) throws {
    opaque = try renderer.makeTexture(image, scaleMode: .nearest, opaque: true)
    width = image.width
    height = image.height
    var a = [UInt8](repeating: 0, count: image.width * image.height)
    for i in 0..<a.count { a[i] = image.bytes[i * 4 + 3] }
    alpha = a
  }

  /// The bytes held: the opaque texture and the alpha map.
  var byteCount: Int { opaque.byteCount + alpha.count }
  /// The number of strip plans held.
  var planCount: Int { plans.count }

  /// Draws `source` of `texture` (the blended sprite texture these pieces were made from) at
  /// `destination` (same size), in strips.
  func draw(_ texture: Texture, from source: PixelRect, to destination: PixelRect, on renderer: Renderer) {
    for strip in plan(for: source) {
      let d = PixelRect(
        x: destination.x + strip.source.x - source.x, y: destination.y + strip.source.y - source.y,
        width: strip.source.width, height: strip.source.height)
      renderer.copy(strip.kind == .opaque ? opaque : texture, from: strip.source, to: d)
    }
  }

  /// The strips of `source`: split into rows or into columns, whichever leaves fewer pixels to
  /// blend (each strip costs a copy call, counted as 64 pixels).
  func plan(for source: PixelRect) -> [Strip] {
    if let known = plans[source] { return known }
    guard let r = source.intersection(PixelRect(x: 0, y: 0, width: width, height: height)), r == source else {
      return [Strip(source: source, kind: .blended)]
    }
    let byRows = strips(r, alongRows: true), byColumns = strips(r, alongRows: false)
    func cost(_ s: [Strip]) -> Int { s.reduce(0) { $0 + 64 + ($1.kind == .blended ? $1.source.width * $1.source.height : 0) } }
    let best = cost(byRows) <= cost(byColumns) ? byRows : byColumns
    if plans.count >= 1024 { plans.removeAll() }  // bounded: a sprite has a few dozen distinct pieces
    plans[source] = best
    return best
  }

  private enum Line { case clear, opaque, mixed }

  private func strips(_ r: PixelRect, alongRows: Bool) -> [Strip] {
    let count = alongRows ? r.height : r.width
    var result: [Strip] = []
    var runStart = 0
    var runKind: Line?
    func flush(_ end: Int) {
      guard let kind = runKind, kind != .clear, end > runStart else { return }
      let rect = alongRows
        ? PixelRect(x: r.x, y: r.y + runStart, width: r.width, height: end - runStart)
        : PixelRect(x: r.x + runStart, y: r.y, width: end - runStart, height: r.height)
      result.append(Strip(source: rect, kind: kind == .opaque ? .opaque : .blended))
    }
    for i in 0..<count {
      let kind = line(r, i, alongRows: alongRows)
      if kind != runKind {
        flush(i)
        runStart = i
        runKind = kind
      }
    }
    flush(count)
    return result
  }

  private func line(_ r: PixelRect, _ i: Int, alongRows: Bool) -> Line {
    var all0 = true, all255 = true
    let n = alongRows ? r.width : r.height
    for j in 0..<n {
      let a = alongRows ? alpha[(r.y + i) * width + r.x + j] : alpha[(r.y + j) * width + r.x + i]
      if a != 0 { all0 = false }
      if a != 255 { all255 = false }
      if !all0 && !all255 { return .mixed }
    }
    return all0 ? .clear : (all255 ? .opaque : .mixed)
  }
}
