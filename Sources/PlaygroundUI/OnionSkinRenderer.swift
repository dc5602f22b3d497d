import FloatingPanel
import Foundation
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// The onion skin of a recorded motion (``MotionTimeline/trail``): while a frame is scrubbed to or
/// the motion plays slower than 1×, the panel's moving edge and grabber at the previous frames
/// (at most 8) are drawn as blue lines and pills, fading with age, so an overshoot and how far
/// each frame moves can be judged by eye.
///
/// ```swift
/// try OnionSkinRenderer(renderer: renderer, panels: panels).draw(session)
/// ```
struct OnionSkinRenderer {
  /// The target.
  let renderer: Renderer
  /// Rounded shapes.
  let panels: PanelRenderer

  /// The opacity of the newest outline; each older one keeps ``fade`` of the one before.
  static let newest = 0.7, fade = 0.78

  /// Draws `session`'s trail under the cards (nothing while live or playing at 1×).
  func draw(_ session: TuningSession) throws {
    let timeline = session.timeline
    let trail = timeline.trail
    guard !trail.isEmpty, let shown = timeline.location else { return }
    let panel = session.scene.panel(timeline.role)
    guard panel.isVisible else { return }
    let g = panel.surfaceGeometry
    let s = session.scene.scale
    let vertical = g.position.isVertical
    for (age, location) in trail.enumerated() {
      let d = location - shown
      func moved(_ r: Rect) -> Rect {
        vertical ? Rect(x: r.minX, y: r.minY + d, width: r.width, height: r.height)
          : Rect(x: r.minX + d, y: r.minY, width: r.width, height: r.height)
      }
      let frame = moved(g.frame)
      let alpha = Self.newest * pow(Self.fade, Double(age))
      let color = Color(hex: 0x007AFF, alpha: alpha)
      let edge: Rect
      switch g.position {
      case .bottom: edge = Rect(x: frame.minX, y: frame.minY - 1, width: frame.width, height: 2)
      case .top: edge = Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 2)
      case .left: edge = Rect(x: frame.maxX - 1, y: frame.minY, width: 2, height: frame.height)
      case .right: edge = Rect(x: frame.minX - 1, y: frame.minY, width: 2, height: frame.height)
      }
      renderer.fill(edge.pixelRect(scale: s), color: color.rgba)
      let grabber = moved(g.grabberFrame)
      try panels.fillRoundedRect(grabber, radius: min(grabber.width, grabber.height) / 2, color: color, scale: s)
    }
  }
}
