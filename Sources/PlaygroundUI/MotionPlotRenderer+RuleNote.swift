import ConfigFormat
import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

extension MotionPlotRenderer {
  /// The note a motion that FloatingPanel's rule made critically damped gets on the plot: a
  /// release at ≤ 300 pt/s, or a move from rest without a moving spring, whose deceleration rate
  /// would otherwise bounce (``MotionTrace/criticallyDampedRelease``); nil for any other motion.
  package static func ruleNote(_ trace: MotionTrace) -> String? {
    guard let v = trace.criticallyDampedRelease else { return nil }
    let speed = DecimalText.fixed(v, digits: 0)
    return v == 0 ? "critically damped: a move from rest (0 ≤ 300 pt/s)" : "critically damped: released at \(speed) pt/s ≤ 300"
  }

  /// Draws ``ruleNote(_:)`` in a corner of the plot area `area` that the curves and anchor labels
  /// cross least (the fewest plotted samples under it), on a light band so it reads over them.
  func drawRuleNote(_ trace: MotionTrace, area: Rect, clip: PixelRect, scale s: Double) throws {
    guard let note = Self.ruleNote(trace) else { return }
    let w = try labels.width(note, size: 11, scale: s)
    let size = Size(width: min(w + 8, area.width - 8), height: 16)
    let band = Self.ruleNoteBand(trace, area: area, size: size)
    if let cut = band.pixelRect(scale: s).intersection(clip) { renderer.fill(cut, color: RGBA(hex: 0xFFFFFF, a: 235)) }
    try labels.text(
      note, band.minX + 4, band.minY + 1, size: 11, color: Self.ruleNoteColor, maxWidth: band.width - 8, clip: clip, scale: s)
  }

  /// Where the note of `size` goes in `area`: of the four corners (the right ones left of the
  /// anchor names), the one with the fewest location and velocity samples under it; top left on
  /// a tie.
  static func ruleNoteBand(_ trace: MotionTrace, area: Rect, size: Size) -> Rect {
    let scales = PlotScales(trace: trace)
    let points = trace.samples.flatMap { sample -> [Point] in
      let x = area.minX + scales.timeFraction(sample.t - scales.t0) * area.width
      return [
        Point(x: x, y: area.minY + scales.locationFraction(sample.location) * area.height),
        Point(x: x, y: area.minY + scales.velocityFraction(sample.velocity) * area.height),
      ]
    }
    let xs = [area.minX + 4, max(area.minX + 4, area.maxX - size.width - 44)]
    let ys = [area.minY + 4, max(area.minY + 4, area.maxY - size.height - 4)]
    var best: (Rect, Int)?
    for y in ys {
      for x in xs {
        let band = Rect(x: x, y: y, width: size.width, height: size.height)
        let near = Rect(x: x - 3, y: y - 3, width: size.width + 6, height: size.height + 6)
        let hits = points.filter { near.contains($0) }.count
        if best.map({ hits < $0.1 }) ?? true { best = (band, hits) }
      }
    }
    return best?.0 ?? Rect(x: area.minX + 4, y: area.minY + 4, width: size.width, height: size.height)
  }

  /// The note's colour (indigo: neither curve's).
  static let ruleNoteColor = Color(hex: 0x5856D6)
}
