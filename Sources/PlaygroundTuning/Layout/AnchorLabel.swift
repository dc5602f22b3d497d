import FloatingPanel
import PlaygroundCore

/// The label pill of one anchor line (`half · 0.5 of safe area from bottom`), placed in the
/// layout step beside the line's handle (``AnchorEditor/Line/handle``), in the gutter off the
/// panels' surfaces: after the handle, or before it, centred on it or just off the line, then a
/// little further off the line (into the gap between two list rows). A label never sits on a
/// tuning card, the HUD, a handle, another label, a trail mark or a panel's content (grabber,
/// search field, a list row's text): where the whole label finds no such place, its short form
/// (`full · 8 pt`) does; only when neither fits is it placed off the cards alone, or left out
/// unless its line is being dragged. A label on a panel's surface is faded (``isFaded``).
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
  /// points drawn at `scale`, kept off `obstacles` (the cards', the HUD's and the panels'
  /// content's frames, trail marks), the lines' handles and each other and, where the window
  /// leaves room, off `surfaces` (the visible panels'). The first `hard` obstacles (the cards and
  /// the HUD) are never covered; the others only by a label with no other place.
  ///
  /// - Throws: what `measuring` throws.
  package static func layout(
    _ lines: [AnchorEditor.Line], of panel: FloatingPanelController, in size: Size, scale: Double, avoiding obstacles: [Rect],
    hard: Int? = nil, surfaces: [Rect], measuring: any TextMeasuring
  ) throws -> [AnchorLabel] {
    let window = Rect(x: 2, y: 2, width: size.width - 4, height: size.height - 4)
    let cards = Array(obstacles.prefix(hard ?? obstacles.count))
    var taken = obstacles + lines.map(\.handle)
    var labels: [AnchorLabel] = []
    for (i, line) in lines.enumerated() {
      var pick: AnchorLabel?
      var fallback: AnchorLabel?
      for text in [line.label, line.shortLabel] where pick == nil {
        let width = try measuring.width(of: text, size: fontSize, weight: .semibold, scale: scale) + 14
        let candidates = places(line, index: i, width: width, panel: panel).filter { $0.intersection(window) == $0 }
        let free = candidates.filter { p in !taken.contains { $0.intersection(p) != nil } }
        if let p = free.first(where: { p in !surfaces.contains { $0.intersection(p) != nil } }) ?? free.first {
          pick = AnchorLabel(text: text, frame: p, isDragged: line.isDragged, isFaded: surfaces.contains { $0.intersection(p) != nil })
        } else if fallback == nil, let p = candidates.first(where: { p in !cards.contains { $0.intersection(p) != nil } })
          ?? (line.isDragged ? candidates.first : nil)
        {
          fallback = AnchorLabel(text: text, frame: p, isDragged: line.isDragged, isFaded: surfaces.contains { $0.intersection(p) != nil })
        }
      }
      guard let label = pick ?? fallback else { continue }
      labels.append(label)
      taken.append(label.frame)
    }
    return labels
  }

  /// The places a label of `width` may take, best first: beside the handle on the side away from
  /// the panel, then the other side; centred on the handle (or level with its top), then just
  /// before and after the line;
  /// then up to 30 pt further off the line, nearest first.
  /// A side panel's labels stack along the line, one row per line (`index`), so they never overlap.
  static func places(_ line: AnchorEditor.Line, index: Int, width: Double, panel: FloatingPanelController) -> [Rect] {
    let k = line.handle, h = height, v = line.location
    let surface = panel.surfaceFrame
    if panel.position.isVertical {
      // Before a handle in the gutter: on the panel, clear of the trail's marks in the gap.
      let inGutter = k.minX >= surface.maxX - 1
      let after = k.maxX + 4, before = (inGutter ? min(k.minX - 4, surface.maxX - 2) : k.minX - 4) - width
      let xs = inGutter ? [after, before] : [before, after]
      let near = [k.midY - h / 2, k.minY, v - 4 - h, v + 4]
      let far = stride(from: 6.0, through: 30, by: 3).flatMap { [v - 4 - h - $0, v + 4 + $0] }
      return [near, far].flatMap { ys in xs.flatMap { x in ys.map { Rect(x: x, y: $0, width: width, height: h) } } }
    }
    let after = v + 6, before = v - 6 - width
    let xs = panel.position == .left ? [after, before] : [before, after]
    let stacked = k.minY - 6 - h - Double(index) * (h + 6)
    let ys = [stacked, k.maxY + 6 + Double(index) * (h + 6)]
    return ys.flatMap { y in xs.map { Rect(x: $0, y: y, width: width, height: h) } }
  }
}
