import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

extension MotionPlotRenderer {
  /// The note a motion that FloatingPanel's rule made critically damped gets on the plot
  /// (``PlotNote/text(_:)``); nil for any other motion.
  package static func ruleNote(_ trace: MotionTrace) -> String? { PlotNote.text(trace) }

  /// Draws the layout step's `note` where it placed it, on a light band so it reads over the curves.
  func drawRuleNote(_ note: PlotNote, clip: PixelRect, scale s: Double) throws {
    let band = note.frame
    if let cut = band.pixelRect(scale: s).intersection(clip) { renderer.fill(cut, color: RGBA(hex: 0xFFFFFF, a: 235)) }
    try labels.text(
      note.text, band.minX + 4, band.minY + 1, size: PlotNote.fontSize, color: Self.ruleNoteColor, maxWidth: band.width - 8, clip: clip,
      scale: s)
  }

  /// The note's colour (indigo: neither curve's).
  static let ruleNoteColor = Color(hex: 0x5856D6)
}
