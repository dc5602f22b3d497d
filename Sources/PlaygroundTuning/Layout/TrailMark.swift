import FloatingPanel
import PlaygroundCore

/// One mark of the onion skin of a recorded motion (``MotionTimeline/trail``), placed in the
/// layout step: while a frame is scrubbed to or the motion plays slower than 1×, where the
/// panel's moving edge was at each of the previous frames (at most 8) is a short bar in the
/// handles' column beside the panel (``AnchorEditor/handle(at:of:in:)``): in the gap between the
/// panel's surface and the handles when the window leaves a gutter, else past the handles at the
/// window's edge — off the list, the grabber and the labels, fading with age.
///
/// ```swift
/// let marks = TrailMark.layout(timeline.trail, shown: timeline.location!, of: scene.search, in: scene.size)
/// marks.first?.alpha   // 0.7: the newest
/// ```
package struct TrailMark: Equatable, Sendable {
  /// The bar, in window points.
  package var frame: Rect
  /// Its opacity (the newest ``newest``, each older one ``fade`` of the one before).
  package var alpha: Double

  /// The opacity of the newest mark; each older one keeps ``fade`` of the one before.
  package static let newest = 0.7, fade = 0.78
  /// The bar's thickness across the motion, in points.
  package static let thickness = 2.0

  /// The marks of `trail` (the edge's locations nearest first; the panel now shown at `shown`)
  /// of `panel` in a window of `size` points.
  package static func layout(_ trail: [Double], shown: Double, of panel: FloatingPanelController, in size: Size) -> [TrailMark] {
    let edge = panel.surfaceFrame
    let vertical = panel.position.isVertical
    var marks: [TrailMark] = []
    var alpha = newest
    for location in trail {
      // Where the moving edge was: the surface moved by the frame's offset from the one shown.
      let d = location - shown
      let at: Double
      switch panel.position {
      case .bottom: at = edge.minY + d
      case .top: at = edge.maxY + d
      case .left: at = edge.maxX + d
      case .right: at = edge.minX + d
      }
      let knob = AnchorEditor.handle(at: at, of: panel, in: size)
      let surface = (vertical ? (edge.minX, edge.maxX) : (edge.minY, edge.maxY))
      let (kMin, kMax) = vertical ? (knob.minX, knob.maxX) : (knob.minY, knob.maxY)
      let length = vertical ? size.width : size.height
      // The gap between the surface and the knob, else the room past the knob.
      let (lo, hi): (Double, Double) =
        kMin >= surface.1 ? (surface.1 + 1, kMin - 1)
        : kMax <= surface.0 ? (kMax + 1, surface.0 - 1) : (kMax + 1, length - 1)
      guard hi - lo >= 3 else { continue }
      let bar = vertical
        ? Rect(x: lo, y: at - thickness / 2, width: hi - lo, height: thickness)
        : Rect(x: at - thickness / 2, y: lo, width: thickness, height: hi - lo)
      marks.append(TrailMark(frame: bar, alpha: alpha))
      alpha *= fade
    }
    return marks
  }
}
