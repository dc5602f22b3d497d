import FloatingPanel
import PlaygroundCore

/// Everything one frame shows that is placed around measured text, computed once per frame in
/// the layout step before anything is drawn: the HUD (its lines and box), the tuning cards and
/// the plot with its note, the shown card's rows, the anchor lines with their handles and labels,
/// and the onion-skin trail's marks; ``textBoxes`` lists them as values, ``content`` the panels'
/// parts they keep off. Drawing reads it, and so does
/// the pointer: a press hit-tests the cards of the last frame's layout, the cards the user sees.
/// Nothing drawn flows back into the model.
///
/// ```swift
/// let layout = try FrameLayout(scene: scene, tuning: session, info: HUDInfo(), showsHUD: true, measuring: text)
/// layout.hud?.frame            // where the HUD box goes
/// layout.cards?.contains(p)    // whether a press at p lands on a card
/// ```
package struct FrameLayout: Equatable, Sendable {
  /// The HUD; nil when it is off or the scene is too small to draw.
  package var hud: HUDLayout?
  /// The tuning and plot cards; nil when they are hidden.
  package var cards: TuningOverlayLayout?
  /// The parts of the tuning card's shown page (its rows, tracks and switches); nil when hidden.
  package var card: TuningCardLayout?
  /// The focused panel's anchor lines and their handles (none when the cards are hidden or the
  /// panel is not shown).
  package var anchorLines: [AnchorEditor.Line] = []
  /// The focused panel's anchor labels (none when the cards are hidden or the panel is not shown).
  package var anchorLabels: [AnchorLabel]
  /// The plot's note (``PlotNote``); nil when there is none or the plot is hidden.
  package var plotNote: PlotNote?
  /// The onion-skin trail's marks (none while live or playing at 1×).
  package var trail: [TrailMark] = []
  /// The visible panels' grabbers, search field and list rows (``content(of:measuring:)``): what
  /// the placed boxes keep off.
  package var content: [TextBox] = []
  /// The help overlay's card and pages; nil when it is hidden.
  package var help: HelpPages?

  /// A layout of the given parts (default: nothing shown, as before the first frame).
  package init(
    hud: HUDLayout? = nil, cards: TuningOverlayLayout? = nil, card: TuningCardLayout? = nil, anchorLabels: [AnchorLabel] = [],
    help: HelpPages? = nil
  ) {
    self.help = help
    self.hud = hud
    self.cards = cards
    self.card = card
    self.anchorLabels = anchorLabels
  }

  /// The layout of `scene` with `tuning`'s cards (when shown) and, when `showsHUD`, the HUD with
  /// the app's `info`; every text width comes from `measuring` at the scene's scale.
  ///
  /// - Throws: what `measuring` throws.
  package init(
    scene: PlaygroundScene, tuning: TuningSession?, info: HUDInfo?, showsHUD: Bool, measuring: any TextMeasuring
  ) throws {
    let s = scene.scale
    var hud: HUDLayout?
    if showsHUD, !scene.isTooSmall {
      let handles = tuning.map { $0.isShown ? $0.handles : [] } ?? []
      hud = try HUDLayout(scene: scene, info: info, avoiding: handles) {
        try measuring.width(of: $0, size: HUDLayout.fontSize, weight: .regular, scale: s)
      }
    }
    let help = try HelpPages(scene: scene, measuring: measuring)
    guard let tuning, tuning.isShown else {
      self.init(hud: hud, help: help)
      return
    }
    let cards = TuningOverlayLayout(session: tuning, avoiding: hud?.reservedFrame)
    let content = try Self.content(of: scene, measuring: measuring)
    var labels: [AnchorLabel] = [], lines: [AnchorEditor.Line] = [], marks: [TrailMark] = []
    let panel = scene.panel(tuning.role)
    if !scene.isTooSmall, panel.isVisible {
      lines = tuning.anchors.lines(for: tuning.role)
    }
    let timeline = tuning.timeline, trailPanel = scene.panel(timeline.role)
    if !scene.isTooSmall, let shown = timeline.location, trailPanel.isVisible {
      marks = TrailMark.layout(timeline.trail, shown: shown, of: trailPanel, in: scene.size)
    }
    if !lines.isEmpty {
      let hard = cards.cardFrames + (hud.map { [$0.frame] } ?? [])
      labels = try AnchorLabel.layout(
        lines, of: panel, in: scene.size, scale: s,
        avoiding: hard + content.map(\.frame) + marks.map(\.frame), hard: hard.count,
        surfaces: tuning.anchors.visibleSurfaces, measuring: measuring)
    }
    self.init(hud: hud, cards: cards, card: cards.card(rowCount: tuning.cardRowCount), anchorLabels: labels, help: help)
    anchorLines = lines
    trail = marks
    self.content = content
    if let plot = cards.plot, let trace = tuning.plotTrace {
      plotNote = try PlotNote(trace, plot: plot, scale: s, measuring: measuring)
    }
  }

  /// The plot card's frame; nil when it is not shown.
  package var plot: Rect? { cards?.plot }
}
