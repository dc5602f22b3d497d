import FloatingPanel

/// The tuning card's pages and pointer: key A switches Behaviour ⇄ Appearance, a colour row of
/// the Appearance page takes typed hex, and the pointer drags the shown page's tracks.
extension TuningSession {
  /// How many rows the shown page has.
  package var cardRowCount: Int { page == .behaviour ? model.rows.count : look.rows.count }

  /// Key A: switches the card between the Behaviour and the Appearance page (an open entry closes).
  package func togglePage() {
    look.cancelEntry()
    page = page == .behaviour ? .appearance : .behaviour
  }

  /// Whether a hex entry is open (the keys then type into it).
  package var isTypingHex: Bool { isShown && page == .appearance && look.entry != nil }

  /// Enter or `#` on the Appearance page: opens the hex entry on a colour row; false elsewhere.
  @discardableResult
  package func beginHexEntry() -> Bool {
    guard isShown, page == .appearance else { return false }
    return look.beginEntry()
  }

  /// A key while the hex entry is open: a hex digit is typed, Backspace deletes, Enter applies a
  /// valid colour to the focused panel (an invalid one stays, red, unapplied), Esc cancels.
  package func typeHex(_ key: HexKey) {
    switch key {
    case .character(let c): look.type(c)
    case .delete: look.deleteBackward()
    case .cancel: look.cancelEntry()
    case .apply:
      if let next = look.commitEntry() {
        setLook(next)
      } else {
        scene.say("not a colour: type 6 or 8 hex digits (#RRGGBB or #RRGGBBAA)", frames: 120)
      }
    }
  }

  /// What a key does to an open hex entry.
  package enum HexKey: Equatable, Sendable {
    /// A typed character (only hex digits are taken).
    case character(Character)
    /// Backspace.
    case delete
    /// Enter.
    case apply
    /// Esc.
    case cancel
  }

  /// Applies an Appearance-page edit to the focused panel.
  func setLook(_ appearance: PanelAppearance) {
    controller.setAppearance(appearance, for: role)
  }

  // MARK: - Pointer

  /// A pointer went down at `point`; true when it hit a card (the scene must not get it). A press
  /// on a track sets the value under it and starts a drag; a press on a switch flips it; a press
  /// on a colour row focuses it.
  package func pointerDown(at point: Point) -> Bool {
    guard isShown else { return false }
    let layout = overlayLayout
    guard layout.contains(point) else { return anchors.begin(at: point, role: role, fractional: anchorsFractional) }
    guard let hit = layout.card(rowCount: cardRowCount).hit(point) else { return true }
    if page == .appearance {
      let row = look.rows[hit.row]
      if row.isToggle {
        setLook(look.setFraction(row: hit.row, fraction: row.slider.value >= 0.5 ? 0 : 1))
      } else if row.color == nil, hit.isOnTrack {
        dragRow = hit.row
        setLook(look.setFraction(row: hit.row, fraction: hit.fraction))
      } else {
        look.focus(row: hit.row)
      }
      return true
    }
    if model.rows[hit.row].isDiscrete {
      let on = model.rows[hit.row].slider.value >= 0.5
      controller.setBehavior(model.setFraction(row: hit.row, fraction: on ? 0 : 1), for: role)
    } else if hit.isOnTrack {
      dragRow = hit.row
      controller.setBehavior(model.setFraction(row: hit.row, fraction: hit.fraction), for: role)
    } else {
      model.focus(row: hit.row)
    }
    return true
  }

  /// The pointer moved; true while it drags a slider or an anchor.
  package func pointerMove(to point: Point) -> Bool {
    if anchors.drag != nil {
      if let problem = anchors.move(to: point) { scene.say("anchor stays: \(problem)", frames: 60) }
      return true
    }
    guard let row = dragRow else { return false }
    let t = overlayLayout.card(rowCount: cardRowCount).track(row)
    let fraction = min(1, max(0, t.width > 0 ? (point.x - t.minX) / t.width : 0))
    if page == .appearance {
      setLook(look.setFraction(row: row, fraction: fraction))
      return true
    }
    let before = model.config
    let after = model.setFraction(row: row, fraction: fraction)
    if after != before { controller.setBehavior(after, for: role) }
    return true
  }

  /// The pointer went up; true when it ended a slider or anchor drag.
  package func pointerUp() -> Bool {
    if anchors.drag != nil {
      anchors.end()
      return true
    }
    defer { dragRow = nil }
    return dragRow != nil
  }
}
