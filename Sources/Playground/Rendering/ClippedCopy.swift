import SDLKit

/// 1:1 texture copies and fills cut to a clip rectangle (SDLKit's renderer has no clip rect).
enum ClippedCopy {
  /// Copies all of `texture` to `dest` (same size), drawing only the part inside `clip`.
  static func copy(_ texture: Texture, to dest: PixelRect, clip: PixelRect?, on renderer: Renderer) {
    guard let clip else {
      renderer.copy(texture, to: dest)
      return
    }
    guard let visible = intersect(dest, clip) else { return }
    let source = PixelRect(x: visible.x - dest.x, y: visible.y - dest.y, width: visible.width, height: visible.height)
    renderer.copy(texture, from: source, to: visible)
  }

  /// Fills `rect ∩ clip`.
  static func fill(_ rect: PixelRect, color: RGBA, clip: PixelRect?, on renderer: Renderer) {
    let r = clip.flatMap { intersect(rect, $0) } ?? (clip == nil ? rect : nil)
    guard let r else { return }
    renderer.fill(r, color: color)
  }

  /// The overlap of two rectangles, nil when empty.
  static func intersect(_ a: PixelRect, _ b: PixelRect) -> PixelRect? {
    let x0 = max(a.x, b.x), y0 = max(a.y, b.y), x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
