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
