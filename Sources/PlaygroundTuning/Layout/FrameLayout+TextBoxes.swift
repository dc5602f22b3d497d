import FloatingPanel
import PlaygroundCore

extension FrameLayout {
  /// The boxes this layout placed, as values (``TextBox``): the HUD, the tuning card and its shown
  /// rows, the plot card and its note, the anchor handles and their labels, the trail's marks.
  /// No two overlap, a row lies in its card and the note in the plot, and none lies on
  /// ``content`` (`FrameLayoutOverlapTests` checks every card, HUD and position at phone and
  /// desktop sizes).
  package var textBoxes: [TextBox] {
    var out: [TextBox] = []
    if let hud { out.append(TextBox(.hud, hud.frame, hud.lines.first?.text ?? "HUD")) }
    if let cards, cards.tuning.height > 0 { out.append(TextBox(.tuningCard, cards.tuning, "tuning card")) }
    if let card {
      for i in 0..<card.rowCount where card.isShown(i) { out.append(TextBox(.cardRow, card.row(i), "row \(i)")) }
    }
    if let plot { out.append(TextBox(.plotCard, plot, "plot")) }
    if let plotNote { out.append(TextBox(.plotNote, plotNote.frame, plotNote.text)) }
    for line in anchorLines { out.append(TextBox(.anchorHandle, line.handle, "\(line.state.rawValue) handle")) }
    for label in anchorLabels { out.append(TextBox(.anchorLabel, label.frame, label.text)) }
    for mark in trail { out.append(TextBox(.trail, mark.frame, "trail")) }
    return out
  }

  /// The parts of `scene`'s visible panels that the placed boxes keep off: each panel's grabber,
  /// the search field, and each shown list row's icon and text (name and subtitle, as wide as
  /// `measuring` says they are drawn, cut to the list).
  ///
  /// - Throws: what `measuring` throws.
  package static func content(of scene: PlaygroundScene, measuring: any TextMeasuring) throws -> [TextBox] {
    var out: [TextBox] = []
    let window = Rect(origin: .zero, size: scene.size)
    for role in PanelRole.allCases {
      let p = scene.panel(role)
      guard p.isVisible, p.surfaceAppearance.showsGrabber else { continue }
      if let g = p.surfaceGeometry.grabberFrame.intersection(window) { out.append(TextBox(.grabber, g, "\(role.rawValue) grabber")) }
    }
    guard scene.search.isVisible else { return out }
    let m = scene.searchMetrics
    if let field = m.searchField.intersection(m.clip) { out.append(TextBox(.searchField, field, "Search Maps")) }
    guard let area = m.list.intersection(m.clip) else { return out }
    let count = scene.places.count, s = scene.scale
    for i in m.visibleRows(offset: scene.listOffset, count: count) {
      let place = scene.places[i]
      let top = m.rowTop(i, offset: scene.listOffset, count: count)
      guard !m.isCompact else {  // a strip shows the icons alone
        if let icon = Rect(x: m.contentMinX, y: top + 14, width: 32, height: 32).intersection(area) {
          out.append(TextBox(.listRow, icon, place.name))
        }
        continue
      }
      let tx = m.contentMinX + 44
      let name = try measuring.width(of: place.name, size: 16, weight: .semibold, scale: s)
      let subtitle = try measuring.width(of: place.subtitle, size: 13, weight: .regular, scale: s)
      let right = min(m.contentMaxX, tx + max(name, subtitle))
      let row = Rect(x: m.contentMinX, y: top + 10, width: max(32, right - m.contentMinX), height: 38)
      if let shown = row.intersection(area) { out.append(TextBox(.listRow, shown, place.name)) }
    }
    return out
  }
}
