import SDLKit

/// A baked panel chrome (shadows + antialiased body + border) cut for 9-slice drawing.
///
/// The texture holds the four corner pieces with a band of `band` identical columns and rows
/// between them. Edges are drawn by *tiling* that band, never by stretching it: SDL's software
/// renderer rounds scaled blended copies differently from unscaled ones, which would show as
/// a seam of one level between pieces. `margin*` is how far the sprite reaches outside the
/// body (the shadow); `*Slice` is the width or height of the corner pieces, margin included.
public struct ChromeSprite {
  /// Width (and height) of the repeatable band between the corner pieces, in pixels.
  public static let band = 128

  /// The texture (straight alpha, drawn with `.blend`).
  public let texture: Texture
  /// Pixels the sprite extends left of the body.
  public let marginLeft: Int
  /// Pixels the sprite extends above the body.
  public let marginTop: Int
  /// Pixels the sprite extends right of the body.
  public let marginRight: Int
  /// Pixels the sprite extends below the body.
  public let marginBottom: Int
  /// Width of the left corner pieces in the texture (margin included).
  public let leftSlice: Int
  /// Height of the top corner pieces in the texture (margin included).
  public let topSlice: Int
  /// Width of the right corner pieces.
  public let rightSlice: Int
  /// Height of the bottom corner pieces.
  public let bottomSlice: Int
  /// The colour of the body's centre when it is opaque (drawn with one fast unblended fill),
  /// nil when it must be blended from the texture.
  public let opaqueCentre: RGBA?
  /// The body size baked, when the sprite was made for one exact size (nothing repeats).
  public let exactSize: PixelSize?
  /// The texture's clear, opaque and translucent strips (nil: every piece is blended whole).
  var pieces: SpritePieces? = nil

  /// The bytes the sprite holds: its texture and its pieces' opaque copy and alpha map.
  public var byteCount: Int { texture.byteCount + (pieces?.byteCount ?? 0) }

  /// The smallest body this sprite can draw.
  public var minimumBodySize: PixelSize {
    PixelSize(
      width: (leftSlice - marginLeft) + (rightSlice - marginRight),
      height: (topSlice - marginTop) + (bottomSlice - marginBottom))
  }

  /// One run of pixels along an axis: where it comes from in the texture and where it goes.
  private struct Segment {
    var source: Int
    var destination: Int
    var length: Int
    var isBand: Bool
  }

  /// Splits an axis into the leading corner piece, band tiles and the trailing corner piece.
  private static func segments(start: Int, end: Int, lead: Int, trail: Int, textureLength: Int) -> [Segment] {
    var result = [Segment(source: 0, destination: start, length: lead, isBand: false)]
    var d = start + lead
    let bandEnd = end - trail
    while d < bandEnd {
      let n = min(band, bandEnd - d)
      result.append(Segment(source: lead, destination: d, length: n, isBand: true))
      d += n
    }
    result.append(Segment(source: textureLength - trail, destination: bandEnd, length: trail, isBand: false))
    return result
  }

  /// Draws the chrome for a body occupying `body` (pixels): the four corners, the edges tiled
  /// from the band, and the centre as one opaque fill (or tiled when translucent). Every copy
  /// is 1:1, so all pieces go through the same blitter.
  public func draw(body: PixelRect, on renderer: Renderer) {
    let x0 = body.x - marginLeft, x3 = body.maxX + marginRight
    let y0 = body.y - marginTop, y3 = body.maxY + marginBottom
    if exactSize != nil {
      copy(PixelRect(x: 0, y: 0, width: texture.width, height: texture.height), to: PixelRect(x: x0, y: y0, width: x3 - x0, height: y3 - y0), on: renderer)
      return
    }
    let output = renderer.outputSize
    let columns = ChromeSprite.segments(
      start: x0, end: x3, lead: leftSlice, trail: rightSlice, textureLength: texture.width)
    let rows = ChromeSprite.segments(
      start: y0, end: y3, lead: topSlice, trail: bottomSlice, textureLength: texture.height)
    for row in rows where row.length > 0 {
      // Skip pieces entirely outside the target: SDL would clip them, but not for free.
      guard row.destination < output.height, row.destination + row.length > 0 else { continue }
      for column in columns where column.length > 0 {
        guard column.destination < output.width, column.destination + column.length > 0 else { continue }
        if row.isBand && column.isBand && opaqueCentre != nil { continue }
        copy(
          PixelRect(x: column.source, y: row.source, width: column.length, height: row.length),
          to: PixelRect(x: column.destination, y: row.destination, width: column.length, height: row.length), on: renderer)
      }
    }
    if let opaqueCentre {
      let cx = x0 + leftSlice, cy = y0 + topSlice
      renderer.fill(
        PixelRect(x: cx, y: cy, width: x3 - rightSlice - cx, height: y3 - bottomSlice - cy), color: opaqueCentre,
        blendMode: .none)
    }
  }

  /// Copies `source` of the texture 1:1 to `destination`, in strips when ``pieces`` knows them.
  private func copy(_ source: PixelRect, to destination: PixelRect, on renderer: Renderer) {
    if let pieces, destination.width == source.width, destination.height == source.height {
      pieces.draw(texture, from: source, to: destination, on: renderer)
    } else {
      renderer.copy(texture, from: source, to: destination)
    }
  }
}
