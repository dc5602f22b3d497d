/// An image in memory: `width × height` pixels, 4 bytes each in R, G, B, A order, rows packed
/// top to bottom with no padding.
///
/// This is what `Renderer.readPixels()` returns, what PNG files are read into and written from,
/// and what snapshot tests compare.
public struct PixelBuffer: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A for each pixel, row by row.
  public var bytes: [UInt8]

  /// Creates a buffer filled with one colour.
  public init(width: Int, height: Int, fill: RGBA = .clear) {
    self.width = max(0, width)
    self.height = max(0, height)
    var row = [UInt8]()
    row.reserveCapacity(self.width * 4)
    for _ in 0..<self.width { row += [fill.r, fill.g, fill.b, fill.a] }
    var all = [UInt8]()
    all.reserveCapacity(self.width * self.height * 4)
    for _ in 0..<self.height { all += row }
    self.bytes = all
  }

  /// Creates a buffer from RGBA bytes, or returns nil when the byte count is not `width * height * 4`.
  public init?(width: Int, height: Int, bytes: [UInt8]) {
    guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The colour at column `x`, row `y` (both must be in range).
  public subscript(x: Int, y: Int) -> RGBA {
    get {
      let i = (y * width + x) * 4
      return RGBA(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }
    set {
      let i = (y * width + x) * 4
      bytes[i] = newValue.r
      bytes[i + 1] = newValue.g
      bytes[i + 2] = newValue.b
      bytes[i + 3] = newValue.a
    }
  }

  /// Whether every pixel is fully opaque.
  public var isOpaque: Bool {
    var i = 3
    while i < bytes.count {
      if bytes[i] != 255 { return false }
      i += 4
    }
    return true
  }

  /// The part of the image inside `rect` (clipped to the image).
  public func cropped(to rect: PixelRect) -> PixelBuffer {
    let x0 = max(0, rect.x), y0 = max(0, rect.y)
    let x1 = min(width, rect.maxX), y1 = min(height, rect.maxY)
    guard x1 > x0, y1 > y0 else { return PixelBuffer(width: 0, height: 0) }
    var out = [UInt8]()
    out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    for y in y0..<y1 { out += bytes[((y * width + x0) * 4)..<((y * width + x1) * 4)] }
    return PixelBuffer(width: x1 - x0, height: y1 - y0, bytes: out) ?? PixelBuffer(width: 0, height: 0)
  }
}
