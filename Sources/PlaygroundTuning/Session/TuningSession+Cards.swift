import ConfigFormat
import FloatingPanel
import PlaygroundCore

/// The tuning card's pages and pointer (``TuningCard``): key A switches Behaviour ⇄ Appearance, a
/// colour row of the Appearance page takes typed hex, and the pointer drags the shown page's
/// tracks or, off the cards, the focused panel's anchor lines (``AnchorEditor``).
extension TuningSession {
  /// Key S: shows the cards; in a narrow window a second S shows the plot instead of the tuning
  /// card; the next S hides them.
  package func toggleCards() {
    if !isShown {
      isShown = true
    } else if TuningOverlayLayout.isNarrow(scene.size, edge: scene.edge), !showsPlotPage {
      showsPlotPage = true
    } else {
      isShown = false
    }
  }
  /// The tuning card's model, showing the focused panel's behaviour.
  package var model: TuningModel { card.model }
  /// The panel the card shows (follows the scene's focus).
  package var role: PanelRole { card.role }
  /// The page the tuning card shows (key A switches).
  package var page: TuningPage { card.page }
  /// The Appearance page's model, showing the focused panel's look.
  package var look: AppearanceModel { card.look }
  /// The tuning card's title.
  package var title: String {
    guard page == .behaviour else { return "Appearance — \(role.rawValue) panel" }
    let spring = model.spring == .release ? "" : " · \(model.spring.name) spring"
    return "Tuning — \(role.rawValue) panel" + spring + (presetName.map { " · \($0)" } ?? "")
  }

  /// How many rows the shown page has.
  package var cardRowCount: Int { card.rowCount }

  /// The focused panel's anchor handles (none when it is not shown): what a phone's card and
  /// the HUD keep clear of, as they do of the panels' headers.
  var handles: [Rect] {
    guard scene.panel(role).isVisible else { return [] }
    return anchors.lines(for: role).map(\.handle)
  }

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
      edit(focusedRowLabel) { apply(.appearance(next)) }
      scene.say("colour applied", frames: 60)  // replaces a "not a colour" from a try before
    case .invalid: scene.say("not a colour: 6 or 8 hex digits", frames: 120)
    }
  }

  /// What a key does to an open hex entry.
  package typealias HexKey = TuningCard.HexKey

  /// Whether an entry is open, a hex colour or a typed number: the keys type into it.
  package var isTyping: Bool { isShown && (card.isTypingHex || card.isTypingNumber) }

  /// Enter (cards shown): a hex entry on a colour row, a number entry on any row that holds a
  /// number; false on a choice or a switch, and the HUD says how to set it.
  @discardableResult
  package func beginEntry() -> Bool {
    guard isShown else { return false }
    if page == .appearance, look.focusIsColor { return card.beginHexEntry() }
    if let why = card.beginNumberEntry() {
      scene.say(why, frames: 150)
      return false
    }
    return true
  }

  /// A key while an entry is open (``isTyping``): typed into the hex or the number entry. Enter
  /// applies a number in the row's range to the focused panel (an undo step) and the HUD shows the
  /// row's new value; out of range, the HUD names the range and the entry stays open; Esc cancels.
  package func type(_ key: HexKey) {
    guard !card.isTypingHex else { return typeHex(key) }
    switch card.typeNumber(key) {
    case .typed: break
    case .apply(let change):
      let label = focusedRowLabel
      edit(label) { apply(change) }
      let value = page == .behaviour ? model.rows[model.focus].valueText : look.rows[look.focus].valueText
      scene.say("\(label): \(value)", frames: 120)
    case .refused(let why): scene.say(why, frames: 240)
    }
  }

  /// Applies a card's edit to the panel it shows.
  func apply(_ edit: TuningCard.Edit?) {
    switch edit {
    case .behavior(let config): tuner.setBehavior(config, for: role)
    case .appearance(let look): tuner.setAppearance(look, for: role)
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
    pressCard(at: point, cards: cards)
    return true
  }

  /// A press the window's press arbiter gave the cards laid out as `cards`: on a row's track it
  /// sets the value under it and starts a drag, on a switch it flips it, on a colour row it focuses
  /// it; elsewhere on the cards it does nothing.
  package func pressCard(at point: Point, cards: TuningOverlayLayout) {
    let layout = cards.card(rowCount: cardRowCount)
    guard let hit = layout.hit(point) else { return }
    beginDrag(page == .behaviour ? model.rows[hit.row].slider.label : look.rows[hit.row].slider.label)
    apply(card.press(hit, on: layout))
    if card.draggedRow == nil { commitDrag() }  // a switch or a focus: the step ends here
  }

  /// The pointer moved over the cards laid out as `cards`; true while it drags a slider or an
  /// anchor.
  package func pointerMove(to point: Point, cards: TuningOverlayLayout?) -> Bool {
    if scrubMove(to: point, plot: cards?.plot) { return true }
    if let drag = anchors.drag {
      beginDrag("\(drag.state.rawValue) anchor")
      if let problem = anchors.move(to: point) {
        scene.say("anchor stays: \(problem)", frames: 60)
      } else {
        tuner.recordAnchor(of: drag.role, state: drag.state)
      }
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
    defer { commitDrag() }  // a drag is one undo step
    if anchors.drag != nil {
      anchors.end()
      return true
    }
    return card.release()
  }
}

extension TuningSession {
  /// Dark mode on or off (Shift+D): every panel whose config look has system colours draws
  /// their other value (``PanelTuner/setDarkMode(_:)``), and the HUD says which is on.
  ///
  /// ```swift
  /// tuning.toggleDarkMode()   // `.systemBackground` #FFFFFF → #000000
  /// ```
  package func toggleDarkMode() {
    tuner.setDarkMode(!scene.darkMode)
    scene.say(scene.darkMode ? "dark mode on" : "dark mode off", frames: 120)
  }
}

/// Undo and redo (Ctrl+Z, Ctrl+Shift+Z) of every tuning edit: a card row changed by a key, a
/// press, a drag or typed, a colour, an anchor dragged, a preset, Backspace's reset, A/B's swap.
/// Each is one step of ``history`` (a drag is one step from press to release); undo shows the
/// panels as they were before it (behaviours, looks, layouts) and the document is unsaved exactly
/// when the config then differs from the one last saved or loaded, so undoing back to the saved
/// state leaves nothing to save. A reload of the config file starts a new history.
///
/// ```swift
/// tuning.edit("Bounce") { tuning.handle(key: .right, fine: false) }
/// tuning.undo()    // the bounce as it was; hasUnsavedChanges false if nothing else changed
/// tuning.redo()
/// ```
extension TuningSession {
  /// Runs `change` as one undo step named `label` (nothing is recorded when it changed nothing).
  package func edit(_ label: String, _ change: () -> Void) {
    commitDrag()
    let before = snapshot
    change()
    history.record(before: before, after: snapshot, label: label)
  }

  /// Notes the state before a drag's first change (a card track or an anchor line): the drag is
  /// one step, recorded when it ends (``commitDrag()``).
  func beginDrag(_ label: String) {
    if pendingDrag == nil { pendingDrag = (snapshot, label) }
  }

  /// Ends the step a drag began: recorded when the drag changed something.
  func commitDrag() {
    guard let (before, label) = pendingDrag else { return }
    pendingDrag = nil
    history.record(before: before, after: snapshot, label: label)
  }

  /// Ctrl+Z: the panels as before the last edit; the HUD says what was undone. False when there
  /// was nothing to undo.
  @discardableResult
  package func undo() -> Bool {
    commitDrag()
    guard let step = history.undo(from: snapshot) else {
      scene.say("nothing to undo", frames: 120)
      return false
    }
    return show(step, undone: true)
  }

  /// Ctrl+Shift+Z: the edit last undone, again. False when nothing was undone since the last edit.
  @discardableResult
  package func redo() -> Bool {
    commitDrag()
    guard let step = history.redo(from: snapshot) else {
      scene.say("nothing to redo", frames: 120)
      return false
    }
    return show(step, undone: false)
  }

  /// The edits and behaviours now, as an undo step.
  var snapshot: TuningSnapshot { TuningSnapshot(tuner) }

  /// The name of the card row with the focus, for an undo step ("Bounce", "Corner radius").
  var focusedRowLabel: String {
    page == .behaviour ? model.rows[model.focus].slider.label : look.rows[look.focus].slider.label
  }

  /// Shows `step`'s state (an undo when `undone`, else a redo); when it does not fit the window
  /// now, the step goes back where it was and the HUD says why.
  private func show(_ step: TuningHistory<TuningSnapshot>.Step, undone: Bool) -> Bool {
    if let error = step.state.restore(in: tuner) {
      _ = undone ? history.redo(from: step.state) : history.undo(from: step.state)
      scene.say("cannot \(undone ? "undo" : "redo") \(step.label): \(error)", frames: 240)
      return false
    }
    syncModel()
    let more = undone && !history.canUndo ? " · nothing more to undo" : ""
    scene.say("\(undone ? "undone" : "redone"): \(step.label)\(more)", frames: 150)
    return true
  }
}
