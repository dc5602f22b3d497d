import ConfigFormat
import FloatingPanel
import PlaygroundCore

/// The tuning card as the user handles it, for one panel: which panel it shows (``role``), its
/// page (Behaviour ⇄ Appearance, key A), each page's model (``model``, ``look``) and the row whose
/// track the pointer drags. Keys, presses and drags turn into an ``Edit`` for the panel; the
/// session hands it to the ``PanelTuner``. When the focus moves to another panel or the
/// panels' values change from outside (a preset, a reload), ``sync(role:behavior:appearance:)``
/// rebuilds both pages, keeping the focused row.
///
/// ```swift
/// var card = TuningCard(role: .search, behavior: BehaviorConfig(), appearance: PanelAppearance())
/// card.press(TuningCardLayout.Hit(row: 0, fraction: 0.5, isOnTrack: true))   // .behavior(…), row 0 dragged
/// card.drag(fraction: 0.6)                                                  // .behavior(…)
/// card.release()                                                            // true: a drag ended
/// ```
package struct TuningCard: Equatable, Sendable {
  /// A change the card asks for, to the shown panel.
  package enum Edit: Equatable, Sendable {
    /// A new behaviour (Behaviour page).
    case behavior(BehaviorConfig)
    /// A new look (Appearance page).
    case appearance(PanelAppearance)
  }

  /// The panel the card shows.
  package private(set) var role: PanelRole
  /// The page shown (key A switches).
  package private(set) var page = TuningPage.behaviour
  /// The Behaviour page's model.
  package private(set) var model: TuningModel
  /// The Appearance page's model.
  package private(set) var look: AppearanceModel
  /// The row whose track the pointer drags.
  private var dragRow: Int?

  /// A card for `role`'s panel (on `position`) with `behavior` and `appearance`, on the Behaviour page.
  package init(
    role: PanelRole, behavior: BehaviorConfig, appearance: PanelAppearance, position: FloatingPanelPosition = .bottom
  ) {
    self.role = role
    model = TuningModel(config: behavior, position: position)
    look = AppearanceModel(appearance: appearance)
  }

  /// Shows `role`'s panel (on `position`) with `behavior` and `appearance`, keeping each page's
  /// focused row (and the Behaviour page's mass and choice of spring, lock and form).
  package mutating func sync(
    role: PanelRole, behavior: BehaviorConfig, appearance: PanelAppearance, position: FloatingPanelPosition = .bottom
  ) {
    self.role = role
    model = TuningModel(config: behavior, focus: model.focus, mass: model.mass, position: position, springs: model)
    look = AppearanceModel(appearance: appearance, focus: look.focus)
  }

  /// How many rows the shown page has.
  package var rowCount: Int { page == .behaviour ? model.rows.count : look.rows.count }

  /// The shown page's focused row.
  package var focus: Int { page == .behaviour ? model.focus : look.focus }

  /// Key A: switches between the Behaviour and the Appearance page (an open hex entry closes).
  package mutating func togglePage() {
    look.cancelEntry()
    model.cancelEntry()
    page = page == .behaviour ? .appearance : .behaviour
  }

  // MARK: - Keys

  /// Up/Down focus a row, Left/Right change it (`fine`: Shift). On the Behaviour page only a
  /// change is an edit; on the Appearance page every key gives the look.
  package mutating func handle(key: TuningModel.Key, fine: Bool) -> Edit? {
    guard page == .behaviour else { return .appearance(look.handle(key: key, fine: fine)) }
    let before = model.config
    let after = model.handle(key: key, fine: fine)
    return after != before ? .behavior(after) : nil
  }

  /// Key K: the shown spring's next lock (``TuningModel/cycleLock()``).
  package mutating func cycleLock() { model.cycleLock() }

  /// Whether a hex entry is open on the Appearance page.
  package var isTypingHex: Bool { page == .appearance && look.entry != nil }

  /// Enter or `#` on the Appearance page: opens the hex entry on a colour row; false elsewhere.
  package mutating func beginHexEntry() -> Bool {
    guard page == .appearance else { return false }
    return look.beginEntry()
  }

  /// Whether a number is being typed on the shown page (``NumberEntry``).
  package var isTypingNumber: Bool { page == .behaviour ? model.entry != nil : look.number != nil }

  /// Enter on a row that is not a colour: opens a number entry there; nil, or why not (a choice).
  package mutating func beginNumberEntry() -> String? { page == .behaviour ? model.beginEntry() : look.beginNumber() }

  /// What typing a number did: nothing to apply yet, Enter's edit (nil: the value it had), or a refusal.
  package enum NumberOutcome: Equatable, Sendable {
    /// The entry changed or closed.
    case typed
    /// Enter on a number in range: the edit for the panel (nil when it changed nothing).
    case apply(Edit?)
    /// Enter on no number or one out of range: why (the entry stays open).
    case refused(String)
  }

  /// A key while a number entry is open: a digit, `.` or `-` is typed, Backspace deletes, Esc
  /// cancels, Enter applies a number in the row's range.
  package mutating func typeNumber(_ key: HexKey) -> NumberOutcome {
    let behaviour = page == .behaviour
    switch key {
    case .character(let c): if behaviour { model.type(c) } else { look.typeNumber(c) }
    case .delete: if behaviour { model.type(nil) } else { look.typeNumber(nil) }
    case .cancel: if behaviour { model.cancelEntry() } else { look.cancelNumber() }
    case .apply:
      guard behaviour else {
        switch look.commitNumber() {
        case .success(let a): return .apply(.appearance(a))
        case .failure(let r): return .refused(r.message)
        }
      }
      let before = model.config
      if let why = model.commitEntry() { return .refused(why) }
      return .apply(model.config != before ? .behavior(model.config) : nil)
    }
    return .typed
  }

  /// What a key does to an open hex entry (``CardHexKey``, the key map's).
  package typealias HexKey = CardHexKey

  /// What typing did: nothing to apply, a colour to apply, or Enter on a text that is not a colour.
  package enum HexOutcome: Equatable, Sendable {
    /// The entry changed or closed.
    case typed
    /// Enter on a valid colour: the look to apply.
    case apply(PanelAppearance)
    /// Enter on a text that is not a colour (it stays, red, unapplied).
    case invalid
  }

  /// A key while the hex entry is open.
  package mutating func typeHex(_ key: HexKey) -> HexOutcome {
    switch key {
    case .character(let c): look.type(c)
    case .delete: look.deleteBackward()
    case .cancel: look.cancelEntry()
    case .apply: return look.commitEntry().map(HexOutcome.apply) ?? .invalid
    }
    return .typed
  }

  // MARK: - Pointer

  /// A press on the card at `hit`: a switch flips, a track sets the value under it and starts a
  /// drag, a colour row or a label focuses its row.
  /// A choice row's segment is found on `layout` (the card pressed; nil: none, the press focuses).
  package mutating func press(_ hit: TuningCardLayout.Hit, on layout: TuningCardLayout? = nil) -> Edit? {
    if page == .appearance {
      let row = look.rows[hit.row]
      if row.isToggle {
        return .appearance(look.setFraction(row: hit.row, fraction: row.slider.value >= 0.5 ? 0 : 1))
      } else if row.color == nil, hit.isOnTrack {
        dragRow = hit.row
        return .appearance(look.setFraction(row: hit.row, fraction: hit.fraction))
      }
      look.focus(row: hit.row)
      return nil
    }
    if let choices = model.rows[hit.row].choices {  // a segment: that choice
      guard let i = layout?.segment(at: hit, count: choices.count) else {
        model.focus(row: hit.row)
        return nil
      }
      let before = model.config
      let after = model.setFraction(row: hit.row, fraction: choices.count > 1 ? Double(i) / Double(choices.count - 1) : 0)
      return after != before ? .behavior(after) : nil
    }
    if model.rows[hit.row].isDiscrete {
      let on = model.rows[hit.row].slider.value >= 0.5
      return .behavior(model.setFraction(row: hit.row, fraction: on ? 0 : 1))
    } else if hit.isOnTrack {
      dragRow = hit.row
      return .behavior(model.setFraction(row: hit.row, fraction: hit.fraction))
    }
    model.focus(row: hit.row)
    return nil
  }

  /// The row whose track the pointer drags (nil: none).
  package var draggedRow: Int? { dragRow }

  /// The pointer dragged the track to `fraction` (0…1). On the Behaviour page only a change is an
  /// edit; nil when no track is dragged.
  package mutating func drag(fraction: Double) -> Edit? {
    guard let row = dragRow else { return nil }
    if page == .appearance { return .appearance(look.setFraction(row: row, fraction: fraction)) }
    let before = model.config
    let after = model.setFraction(row: row, fraction: fraction)
    return after != before ? .behavior(after) : nil
  }

  /// The pointer went up; true when it ended a track drag.
  package mutating func release() -> Bool {
    defer { dragRow = nil }
    return dragRow != nil
  }
}
