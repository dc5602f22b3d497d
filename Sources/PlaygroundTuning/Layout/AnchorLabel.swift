import FloatingPanel
import PlaygroundCore

/// The label pill of one anchor line (`half · 0.5 of safe area from bottom`), placed in the
/// layout step beside the line's handle (``AnchorEditor/Line/handle``), in the gutter off the
/// panels' surfaces: after the handle, or before it, centred on it or just off the line. A label
/// never sits on a tuning card (it is left out when every place is on one, unless its line is
/// being dragged) and sits on a panel's surface (list text, the grabber) only when there is no
/// other place: then it is faded (``isFaded``).
///
/// ```swift
/// let labels = try AnchorLabel.layout(
///   editor.lines(for: .search), of: scene.search, in: scene.size, scale: 1, avoiding: cards.cardFrames,
///   surfaces: editor.visibleSurfaces, measuring: text)
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
  /// Whether it lies on a panel's surface (drawn faded, so the content shows through).
  package var isFaded = false

  /// Where the text's top-left goes inside ``frame``.
  package var textOrigin: Point { Point(x: frame.minX + 7, y: frame.minY + 1.5) }

  /// The labels of `lines` (``AnchorEditor/lines(for:)``) of `panel` in a window of `size`
  /// points drawn at `scale`, kept off `cards` (the tuning cards' and the HUD's frames) and, where the window
  /// leaves room, off `surfaces` (the visible panels').
  ///
  /// - Throws: what `measuring` throws.
  package static func layout(
    _ lines: [AnchorEditor.Line], of panel: FloatingPanelController, in size: Size, scale: Double, avoiding cards: [Rect],
    surfaces: [Rect], measuring: any TextMeasuring
  ) throws -> [AnchorLabel] {
    let window = Rect(x: 2, y: 2, width: size.width - 4, height: size.height - 4)
    var labels: [AnchorLabel] = []
    for (i, line) in lines.enumerated() {
      let width = try measuring.width(of: line.label, size: fontSize, weight: .semibold, scale: scale) + 14
      let candidates = places(line, index: i, width: width, panel: panel).filter { $0.intersection(window) == $0 }
      let offCards = candidates.filter { p in !cards.contains { $0.intersection(p) != nil } }
      let clear = offCards.first { p in !surfaces.contains { $0.intersection(p) != nil } }
      guard let pill = clear ?? offCards.first ?? (line.isDragged ? candidates.first : nil) else { continue }
      labels.append(AnchorLabel(text: line.label, frame: pill, isDragged: line.isDragged, isFaded: clear == nil))
    }
    return labels
  }

  /// The places a label of `width` may take, best first: beside the handle on the side away from
  /// the panel, then the other side; centred on the handle, then just before and after the line.
  /// A side panel's labels stack along the line, one row per line (`index`), so they never overlap.
  static func places(_ line: AnchorEditor.Line, index: Int, width: Double, panel: FloatingPanelController) -> [Rect] {
    let k = line.handle, h = height, v = line.location
    let surface = panel.surfaceFrame
    if panel.position.isVertical {
      let after = k.maxX + 4, before = k.minX - 4 - width
      let xs = k.minX >= surface.maxX - 1 ? [after, before] : [before, after]
      let ys = [k.midY - h / 2, v - 4 - h, v + 4]
      return xs.flatMap { x in ys.map { Rect(x: x, y: $0, width: width, height: h) } }
    }
    let after = v + 6, before = v - 6 - width
    let xs = panel.position == .left ? [after, before] : [before, after]
    let stacked = k.minY - 6 - h - Double(index) * (h + 6)
    let ys = [stacked, k.maxY + 6 + Double(index) * (h + 6)]
    return ys.flatMap { y in xs.map { Rect(x: $0, y: y, width: width, height: h) } }
  }
}
