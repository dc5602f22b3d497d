import FloatingPanel
import PlaygroundCore
import PlaygroundInput
import PlaygroundTuning

/// The window's hit targets, topmost first, for the press arbiter (``PressArbiter``): the quit
/// question and the help overlay (each the whole window while open), the timeline strip, the
/// tuning card's rows and the cards, then the scene's panels and list from the top
/// (``PlaygroundScene/pressTargets()``), the focused panel's anchor handles (under the panels'
/// surfaces, over a backdrop), the backdrop and the map.
///
/// The cards and the timeline are where the last frame's layout put them (``FrameLayout``: what
/// the user sees); the panels, the list and the anchor handles are where the engine has them now,
/// so a press right after a key (M shows the modal's backdrop) lands where that key left things.
///
/// ```swift
/// let targets = PressTargets.list(scene: scene, tuning: tuning, layout: driver.layout)
/// PressArbiter.target(at: Point(x: 20, y: 300), in: targets)   // .cardRow(2) with the cards shown
/// ```
package enum PressTargets {
  /// The targets of a frame whose layout is `layout`, with `quitPrompt` open or not.
  package static func list(
    scene: PlaygroundScene, tuning: TuningSession?, layout: FrameLayout, quitPrompt: Bool = false
  ) -> [HitTarget<PressOwner>] {
    var targets: [HitTarget<PressOwner>] = []
    if quitPrompt { targets.append(HitTarget(.quitPrompt, .everywhere)) }
    if scene.showsHelp { targets.append(HitTarget(.help, .everywhere)) }
    var handles: [HitTarget<PressOwner>] = []
    if let tuning, tuning.isShown {
      if let cards = layout.cards {
        if let plot = cards.plot { targets.append(HitTarget(.timeline, .rect(TimelineStrip.hitArea(inPlot: plot)))) }
        let card = cards.card(rowCount: tuning.cardRowCount)
        for i in card.firstRow..<(card.firstRow + card.visibleRows) {
          targets.append(HitTarget(.cardRow(i), .rect(card.row(i))))
        }
        targets.append(HitTarget(.cards, .rects(cards.cardFrames)))
        if scene.panel(tuning.role).isVisible {
          let s = AnchorEditor.grabSlop, grab = EdgeInsets(top: -s, left: -s, bottom: -s, right: -s)
          handles = tuning.anchors.lines(for: tuning.role).filter { !$0.isCovered }.map {
            HitTarget(.anchorHandle, .rect($0.handle.inset(by: grab)))
          }
        }
      }
    }
    // The handles lie under the panels' surfaces and over the first backdrop (or the map).
    var placed = false
    for target in scene.pressTargets() {
      switch target.owner {
      case .backdrop, .map:
        if !placed { targets += handles }
        placed = true
      case .panel, .list:
        break
      }
      targets.append(HitTarget(.scene(target.owner), target.area))
    }
    return targets
  }
}
