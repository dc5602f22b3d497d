import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// The onion skin of a recorded motion (``MotionTimeline/trail``): while a frame is scrubbed to or
/// the motion plays slower than 1×, where the panel's moving edge was at the previous frames (at
/// most 8) is drawn as short blue bars beside the panel, fading with age, so an overshoot and how
/// far each frame moves can be judged by eye. The layout step places the bars (``TrailMark``).
///
/// ```swift
/// try OnionSkinRenderer(renderer: renderer, panels: panels).draw(frameLayout.trail, scale: 1)
/// ```
struct OnionSkinRenderer {
  /// The target.
  let renderer: Renderer
  /// Rounded shapes.
  let panels: PanelRenderer

  /// Draws the trail's `marks` under the cards (none while live or playing at 1×).
  func draw(_ marks: [TrailMark], scale s: Double) throws {
    for mark in marks {
      try panels.fillRoundedRect(mark.frame, radius: TrailMark.thickness / 2, color: Color(hex: 0x007AFF, alpha: mark.alpha), scale: s)
    }
  }
}
