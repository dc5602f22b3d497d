import FloatingPanel

/// Where the HUD goes and how wide it is, so it stays out of the way and keeps still.
///
/// - Width: the widest line and its padding rounded up to a multiple of ``widthStep``, at least
///   ``minimumWidth``, so the box does not twitch as its numbers change (1.95 ms → 10.2 ms,
///   y 18.0 → 422.5).
/// - Height: one line more than shown is reserved for a status message (``reservedLines``), so
///   the tuning cards, which keep clear of ``reservedFrame``, do not jump when one appears.
/// - Corner: of the four corners (12 pt in) and, when every corner covers a panel's header, the
///   middle of the right and left edges, the one that covers the least of the visible panels,
///   where covering a panel's header (grabber band, search field) counts
///   ``headerWeight`` times as much as covering its body; ties keep the usual corner (top right,
///   top left when the panels are on the right).
///
/// ```swift
/// let box = HUDPlacement.frame(for: Size(width: 250, height: 63), reserving: 17, in: scene)
/// ```
package enum HUDPlacement {
  /// Narrowest HUD box, in points.
  package static let minimumWidth = 250.0
  /// The box width is a multiple of this, in points.
  package static let widthStep = 40.0
  /// Distance from the window's edges, in points.
  package static let inset = 12.0
  /// How much more covering a header costs than covering the rest of a panel.
  package static let headerWeight = 25.0

  /// The box width for text `textWidth` wide (plus `padding`), at most `maxWidth`.
  package static func boxWidth(textWidth: Double, padding: Double, maxWidth: Double) -> Double {
    let stepped = ((textWidth + padding) / widthStep).rounded(.up) * widthStep
    return min(maxWidth + padding, max(minimumWidth, stepped))
  }

  /// The frame of a box of `size` in `scene`'s window, chosen with `reserve` points of extra
  /// height (grown away from the corner) counted as covered too, covering `avoiding` weighing as
  /// a header does; returns the box and the reserved frame.
  package static func frame(
    for size: Size, reserving reserve: Double, in scene: PlaygroundScene, avoiding: [Rect] = []
  ) -> (box: Rect, reserved: Rect) {
    let w = scene.size.width, h = scene.size.height
    let tall = size.height + reserve
    let left = inset, right = w - size.width - inset
    let top = inset, bottom = h - size.height - inset
    // (box origin, reserved frame) per corner: the reserve grows away from the corner.
    func corner(x: Double, atTop: Bool) -> (Rect, Rect) {
      let box = Rect(x: x, y: atTop ? top : bottom, width: size.width, height: size.height)
      let reserved = Rect(x: x, y: atTop ? top : h - tall - inset, width: size.width, height: tall)
      return (box, reserved)
    }
    func middle(x: Double) -> (Rect, Rect) {
      let y = ((h - tall) / 2).rounded()
      return (Rect(x: x, y: y, width: size.width, height: size.height), Rect(x: x, y: y, width: size.width, height: tall))
    }
    var corners = [corner(x: right, atTop: true), corner(x: left, atTop: true), corner(x: right, atTop: false), corner(x: left, atTop: false)]
    if scene.edge == .right { corners.swapAt(0, 1); corners.swapAt(2, 3) }
    if scene.edge == .top { corners = [corners[2], corners[3], corners[0], corners[1]] }
    corners += scene.edge == .right ? [middle(x: left), middle(x: right)] : [middle(x: right), middle(x: left)]
    let obstacles = self.obstacles(scene) + avoiding.map { ($0, headerWeight) }
    var best = corners[0], bestScore = Double.infinity
    for c in corners {
      let score = obstacles.reduce(0.0) { $0 + (c.1.intersection($1.rect).map { $0.width * $0.height } ?? 0) * $1.weight }
      if score < bestScore - 0.5 {
        best = c
        bestScore = score
      }
    }
    return best
  }

  /// The widest box `height` tall that fits in a corner of a window of `size` without covering
  /// any of `rects` (8 pt apart): beside the rects that reach into the top or the bottom band,
  /// left or right of them; nil when that is narrower than ``minimumWidth``.
  ///
  /// ```swift
  /// let handles = [Rect(x: 394, y: 5, width: 16, height: 16), Rect(x: 394, y: 715, width: 16, height: 16)]
  /// HUDPlacement.room(beside: handles, height: 180, in: Size(width: 1280, height: 800))  // 850: right of them
  /// ```
  package static func room(beside rects: [Rect], height: Double, in size: Size) -> Double? {
    var best = 0.0
    for top in [true, false] {
      let y0 = top ? inset : size.height - inset - height, y1 = y0 + height
      let band = rects.filter { $0.maxY > y0 && $0.minY < y1 }
      guard let right = band.map(\.maxX).max(), let left = band.map(\.minX).min() else {
        best = max(best, size.width - 2 * inset)
        continue
      }
      best = max(best, size.width - inset - (right + 8), left - 8 - inset)
    }
    return best >= minimumWidth ? best : nil
  }

  /// The visible panels' surfaces (weight 1) and headers (``headerWeight``), where each panel
  /// rests in its state: a panel's state changes when its spring starts and not during a drag
  /// (or a list scroll handing over to one), so the HUD's place is chosen when a gesture starts
  /// and moves at most once per motion instead of following the panel.
  static func obstacles(_ scene: PlaygroundScene) -> [(rect: Rect, weight: Double)] {
    let window = Rect(origin: .zero, size: scene.size)
    var out: [(Rect, Double)] = []
    for role in PanelRole.allCases {
      let p = scene.panel(role)
      guard p.isVisible, p.state != .hidden else { continue }
      let rest = p.resolvedLayout.location(of: p.state) ?? p.location
      let d = rest - p.location
      func atRest(_ r: Rect) -> Rect? {
        let moved = p.position.isVertical
          ? Rect(x: r.minX, y: r.minY + d, width: r.width, height: r.height)
          : Rect(x: r.minX + d, y: r.minY, width: r.width, height: r.height)
        return moved.intersection(window)
      }
      guard let surface = atRest(p.surfaceFrame) else { continue }
      out.append((surface, 1))
      if let band = atRest(p.grabberBand) { out.append((band, headerWeight)) }
      // (A top panel's field sits at the top of its visible part wherever the panel is.)
      let field = scene.searchMetrics.searchField
      if role == .search, let f = p.position == .top ? field.intersection(window) : atRest(field) {
        out.append((f, headerWeight))
      }
    }
    return out
  }

  /// The visible panels' headers (grabber band, search field) where each panel rests in its
  /// state (``obstacles(_:)``): what the HUD and a phone's tuning card keep clear of.
  package static func headers(_ scene: PlaygroundScene) -> [Rect] {
    obstacles(scene).filter { $0.weight > 1 }.map(\.rect)
  }
}
