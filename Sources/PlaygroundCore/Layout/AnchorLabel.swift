import FloatingPanel

/// The label pill of one anchor line (`half · 0.5 of safe area from bottom`), placed in the
/// layout step: above a line of a top or bottom panel near the panel's trailing edge (below it
/// when there is no room above), beside a line of a side panel. A label never sits on a tuning
/// card: it moves to the other side of its line, and is left out (its line stays) when both sides
/// are covered, unless it is the one being dragged.
///
/// ```swift
/// let labels = try AnchorLabel.layout(
///   editor.lines(for: .search), of: scene.search, in: scene.size, scale: 1, avoiding: cards.cardFrames, measuring: text)
/// ```
package struct AnchorLabel: Equatable, Sendable {
  /// Font size of the label, in points (semibold).
  package static let fontSize = 12.0
  /// Height of the pill, in points.
  package static let height = 18.0

  /// The text.
  package var text: String
  /// The pill, in window points.
  package var frame: Rect
  /// Whether its line is being dragged (drawn orange).
  package var isDragged: Bool

  /// Where the text's top-left goes inside ``frame``.
  package var textOrigin: Point { Point(x: frame.minX + 7, y: frame.minY + 1.5) }

  /// The labels of `lines` (``AnchorEditor/lines(for:)``) of `panel` in a window of `size`
  /// points drawn at `scale`, kept off `cards` (the tuning cards' frames).
  ///
  /// - Throws: what `measuring` throws.
  package static func layout(
    _ lines: [AnchorEditor.Line], of panel: FloatingPanelController, in size: Size, scale: Double, avoiding cards: [Rect],
    measuring: any TextMeasuring
  ) throws -> [AnchorLabel] {
    let surface = panel.surfaceFrame, vertical = panel.position.isVertical
    var labels: [AnchorLabel] = []
    for (i, line) in lines.enumerated() {
      let width = try measuring.width(of: line.label, size: fontSize, weight: .semibold, scale: scale) + 14
      var pill: Rect
      if vertical {
        let x = min(max(8, surface.maxX - width - 8), size.width - width - 8)
        pill = Rect(x: x, y: line.location - 22, width: width, height: height)
        if pill.minY < 4 { pill.origin.y = line.location + 4 }
      } else {
        pill = Rect(x: line.location + 6, y: 10 + Double(i) * 24, width: width, height: height)
        if pill.maxX > size.width - 4 { pill.origin.x = line.location - 6 - width }
      }
      if !line.isDragged, cards.contains(where: { $0.intersection(pill) != nil }) {
        var other = pill
        if vertical {
          other.origin.y = pill.minY < line.location ? line.location + 4 : line.location - 22
        } else {
          other.origin.x = pill.minX > line.location ? line.location - 6 - width : line.location + 6
        }
        if cards.contains(where: { $0.intersection(other) != nil }) { continue }
        pill = other
      }
      labels.append(AnchorLabel(text: line.label, frame: pill, isDragged: line.isDragged))
    }
    return labels
  }
}
