import FloatingPanel
import PlaygroundCore

/// Where an anchor line's handle goes, how far a dragged anchor may go, and going back to the
/// layouts before the drags.
extension AnchorEditor {
  /// The side of a handle's knob, in points.
  package static let knobSize = 22.0
  /// The room (points) a knob keeps from the panel's surface and the window's edges.
  static let knobGap = 8.0

  /// The knob of a line at `location` of `panel` in a window of `size` points: in the gutter
  /// beside the panel's surface, centred on the line, when the window leaves room there (a
  /// floating card); otherwise (a sheet as wide as the window) at the line's trailing end, on the
  /// side of the line away from the panel (above a bottom panel's line). Always inside the window.
  package static func handle(at location: Double, of panel: FloatingPanelController, in size: Size) -> Rect {
    let k = knobSize, g = knobGap
    let surface = panel.surfaceFrame
    let vertical = panel.position.isVertical
    // The cross axis: x for a top/bottom panel's horizontal line, y for a side panel's vertical one.
    let (crossMin, crossMax, crossLength) = vertical
      ? (surface.minX, surface.maxX, size.width) : (surface.minY, surface.maxY, size.height)
    let cross: Double, along: Double
    if crossLength - crossMax >= k + 2 * g {
      (cross, along) = (crossMax + g, location - k / 2)
    } else if crossMin >= k + 2 * g {
      (cross, along) = (crossMin - g - k, location - k / 2)
    } else {
      cross = crossLength - g - k
      // The open side of the line: where the panel is not when it rests there.
      along = panel.position == .bottom || panel.position == .right ? location - 4 - k : location + 4
    }
    let alongLength = vertical ? size.height : size.width
    let a = min(max(2, along), max(2, alongLength - 2 - k))
    return vertical ? Rect(x: cross, y: a, width: k, height: k) : Rect(x: a, y: cross, width: k, height: k)
  }

  /// The hairline of a line at `location` across a window of `size` points: horizontal for a
  /// top/bottom panel (`vertical`), vertical for a side panel, centred on the location.
  package static func bar(at location: Double, thickness: Double, vertical: Bool, in size: Size) -> Rect {
    vertical
      ? Rect(x: 0, y: location - thickness / 2, width: size.width, height: thickness)
      : Rect(x: location - thickness / 2, y: 0, width: thickness, height: size.height)
  }

  /// `bar`, a line across the window (horizontal when `vertical`), without the parts inside any
  /// of `surfaces`: the pieces left, in order along the bar (none when a surface spans it). A
  /// line on a surface's own edge (the panel resting at that state) stays whole: it runs along
  /// the edge, over no content.
  package static func pieces(of bar: Rect, outside surfaces: [Rect], vertical: Bool) -> [Rect] {
    // Intervals along the bar's own axis: x for a horizontal bar, y for a vertical one.
    var open = [vertical ? (bar.minX, bar.maxX) : (bar.minY, bar.maxY)]
    let t = vertical ? bar.height : bar.width
    let edge = vertical ? EdgeInsets(top: t, left: 0, bottom: t, right: 0) : EdgeInsets(top: 0, left: t, bottom: 0, right: t)
    for surface in surfaces where surface.inset(by: edge).intersection(bar) != nil {
      let (cut0, cut1) = vertical ? (surface.minX, surface.maxX) : (surface.minY, surface.maxY)
      open = open.flatMap { (a, b) in [(a, min(b, cut0)), (max(a, cut1), b)].filter { $0.1 > $0.0 } }
    }
    return open.map { (a, b) in
      vertical
        ? Rect(x: a, y: bar.minY, width: b - a, height: bar.height) : Rect(x: bar.minX, y: a, width: bar.width, height: b - a)
    }
  }

  /// `v`, a dragged location on the main axis of a panel at `position`, kept inside `safeArea`
  /// with ``minimumVisible`` points of the panel in it.
  package static func clamp(_ v: Double, position: FloatingPanelPosition, in safeArea: Rect) -> Double {
    let (lo, hi) = position.isVertical ? (safeArea.minY, safeArea.maxY) : (safeArea.minX, safeArea.maxX)
    switch position {
    case .bottom, .right: return min(max(v, lo), max(lo, hi - minimumVisible))
    case .top, .left: return min(max(v, min(hi, lo + minimumVisible)), hi)
    }
  }

  /// Restores the layouts and margins of ``baseline`` (ends a drag); a panel resting at a state
  /// moves to its restored anchor. Returns false when nothing had changed.
  @discardableResult
  package func reset() -> Bool {
    end()
    guard scene.overridesRevision != baselineRevision else { return false }
    let resting = PanelRole.allCases.filter {
      let p = scene.panel($0)
      return p.isVisible && !p.isAnimating && !p.isTouching
    }.map { ($0, scene.panel($0).state) }
    do {
      try scene.setLayoutOverrides(baseline.layouts, margins: baseline.margins)
    } catch {
      return false
    }
    keepBaseline()
    for (role, state) in resting where state != .hidden {
      try? scene.panel(role).move(to: state, animated: true)
    }
    return true
  }
}
