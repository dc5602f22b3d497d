import FloatingPanel
import PlaygroundCore

/// The tuning card's pages and pointer (``TuningCard``): key A switches Behaviour ⇄ Appearance, a
/// colour row of the Appearance page takes typed hex, and the pointer drags the shown page's
/// tracks or, off the cards, the focused panel's anchor lines (``AnchorEditor``).
extension TuningSession {
  /// How many rows the shown page has.
  package var cardRowCount: Int { card.rowCount }

  /// Key A: switches the card between the Behaviour and the Appearance page (an open entry closes).
  package func togglePage() { card.togglePage() }

  /// Key K (cards shown): the next lock of the spring the card shows — what a change of another
  /// spring row keeps (``TuningSpringLock``); the HUD says what it means.
  package func cycleSpringLock() {
    card.cycleLock()
    scene.say(model.lockHint, frames: 180)
  }

  /// Whether a hex entry is open (the keys then type into it).
  package var isTypingHex: Bool { isShown && card.isTypingHex }

  /// Enter or `#` on the Appearance page: opens the hex entry on a colour row; false elsewhere.
  @discardableResult
  package func beginHexEntry() -> Bool {
    guard isShown else { return false }
    return card.beginHexEntry()
  }

  /// A key while the hex entry is open: a hex digit is typed, Backspace deletes, Enter applies a
  /// valid colour to the focused panel (an invalid one stays, red, unapplied), Esc cancels.
  package func typeHex(_ key: HexKey) {
    switch card.typeHex(key) {
    case .typed: break
    case .apply(let next):
      apply(.appearance(next))
      scene.say("colour applied", frames: 60)  // replaces a "not a colour" from a try before
    case .invalid: scene.say("not a colour: 6 or 8 hex digits", frames: 120)
    }
  }

  /// What a key does to an open hex entry.
  package typealias HexKey = TuningCard.HexKey

  /// Applies a card's edit to the panel it shows.
  func apply(_ edit: TuningCard.Edit?) {
    switch edit {
    case .behavior(let config): controller.setBehavior(config, for: role)
    case .appearance(let look): controller.setAppearance(look, for: role)
    case nil: break
    }
  }

  // MARK: - Pointer

  /// A pointer went down at `point` over the cards laid out as `cards` (the frame's
  /// ``FrameLayout/cards``, the cards the user sees; nil: none shown); true when it hit a card or
  /// an anchor line (the scene must not get it). A press on a track sets the value under it and
  /// starts a drag; a press on a switch flips it; a press on a colour row focuses it. A press on
  /// an anchor line starts moving that anchor, written as a fraction when `fractional` (Shift
  /// held) and as an absolute inset otherwise.
  package func pointerDown(at point: Point, cards: TuningOverlayLayout?, fractional: Bool = false) -> Bool {
    if isShown, scrubPress(at: point, plot: cards?.plot) { return true }  // the timeline strip
    leaveTimeline()
    guard isShown, let cards else { return false }
    guard cards.contains(point) else { return anchors.begin(at: point, role: role, fractional: fractional) }
    guard let hit = cards.card(rowCount: cardRowCount).hit(point) else { return true }
    apply(card.press(hit))
    return true
  }

  /// The pointer moved over the cards laid out as `cards`; true while it drags a slider or an
  /// anchor.
  package func pointerMove(to point: Point, cards: TuningOverlayLayout?) -> Bool {
    if scrubMove(to: point, plot: cards?.plot) { return true }
    if anchors.drag != nil {
      if let problem = anchors.move(to: point) { scene.say("anchor stays: \(problem)", frames: 60) }
      return true
    }
    guard let row = card.draggedRow else { return false }
    guard let cards else { return true }  // the cards went away mid-drag: it ends on release
    let t = cards.card(rowCount: cardRowCount).track(row)
    apply(card.drag(fraction: min(1, max(0, t.width > 0 ? (point.x - t.minX) / t.width : 0))))
    return true
  }

  /// The pointer went up; true when it ended a slider or anchor drag.
  package func pointerUp() -> Bool {
    if timeline.isDragging {
      timeline.isDragging = false
      return true
    }
    if anchors.drag != nil {
      anchors.end()
      return true
    }
    return card.release()
  }
}
