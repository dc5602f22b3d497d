import ConfigFormat
import FloatingPanel
import PlaygroundCore

/// The note a motion that FloatingPanel's rule made critically damped gets on the plot (a
/// release at ≤ 300 pt/s, or a move from rest without a moving spring, whose deceleration rate
/// would otherwise bounce: ``MotionTrace/criticallyDampedRelease``), placed in the layout step:
/// in the corner of the plot area that the curves cross least (the fewest plotted samples under
/// it), the right corners left of the anchor names; the renderer draws it there on a light band.
///
/// ```swift
/// let note = try PlotNote(trace, plot: Rect(x: 456, y: 12, width: 400, height: 260), scale: 1, measuring: text)
/// note?.text    // "critically damped: released at 120 pt/s ≤ 300"
/// ```
package struct PlotNote: Equatable, Sendable {
  /// The note.
  package var text: String
  /// Its band, in window points.
  package var frame: Rect

  /// Font size of the note, in points.
  package static let fontSize = 11.0

  /// The note's text for `trace`; nil for a motion the rule did not change.
  package static func text(_ trace: MotionTrace) -> String? {
    guard let v = trace.criticallyDampedRelease else { return nil }
    let speed = DecimalText.fixed(v, digits: 0)
    return v == 0 ? "critically damped: a move from rest (0 ≤ 300 pt/s)" : "critically damped: released at \(speed) pt/s ≤ 300"
  }

  /// The note of `trace` on a plot card at `plot` (nil: no note, or no room for the plot area),
  /// measured by `measuring` at `scale`.
  ///
  /// - Throws: what `measuring` throws.
  package init?(_ trace: MotionTrace, plot: Rect, scale: Double, measuring: any TextMeasuring) throws {
    guard let text = Self.text(trace), !trace.samples.isEmpty else { return nil }
    let area = PlotScales.area(in: plot)
    guard plot.width >= 160, plot.height >= 120, area.width >= 20, area.height >= 20 else { return nil }
    let w = try measuring.width(of: text, size: Self.fontSize, weight: .regular, scale: scale)
    self.text = text
    frame = Self.band(trace, area: area, size: Size(width: min(w + 8, area.width - 8), height: 16))
  }

  /// Where a note of `size` goes in `area`: of the four corners (the right ones left of the
  /// anchor names), the one with the fewest location and velocity samples under it; top left on
  /// a tie.
  static func band(_ trace: MotionTrace, area: Rect, size: Size) -> Rect {
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
}
