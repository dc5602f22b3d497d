import ConfigFormat
import FloatingPanel

/// The edits besides behaviours: a panel's look (the Appearance page), a dragged anchor, and dark
/// mode (not an edit: the config keeps its system colours).
extension PanelTuner {
  /// `role`'s panel's look as on screen: its surface appearance and its backdrop colour.
  package func appearance(of role: PanelRole) -> PanelAppearance {
    PanelAppearance(surface: scene.panel(role).surfaceAppearance, backdropColor: scene.backdropColors[role] ?? .black)
  }

  /// Gives `role`'s panel the look `appearance` (an edit of the Appearance page): the surface at
  /// once, the backdrop colour from the next frame; the user's config carries it (a system colour
  /// of the config that the edit left as it was stays a system colour).
  /// The panel is customised: a preset no longer describes it.
  package func setAppearance(_ appearance: PanelAppearance, for role: PanelRole) {
    guard appearance != self.appearance(of: role) else { return }
    noteChange()
    presetName = nil
    isCustomised = true
    scene.panel(role).surfaceAppearance = appearance.surface
    scene.backdropColors[role] = appearance.backdropColor
    let dark = scene.darkMode
    record(role) { $0.appearance = appearance.quantized.keepingSystemColors(of: $0.appearance, dark: dark) }
    recordPreset(nil)
  }

  /// After the pointer moved `state`'s anchor of `role`'s panel (``AnchorEditor``): the user's
  /// config gets that anchor. A panel laid out by the playground until then gets the layout the
  /// user moved (every anchor, placement and margins as on screen).
  package func recordAnchor(of role: PanelRole, state: FloatingPanelState) {
    let p = scene.panel(role)
    guard let anchor = p.layout.anchors[state] as? FloatingPanelLayoutAnchor else { return }
    let shown = PanelConfig(describing: p, behavior: behaviors[role] ?? BehaviorConfig(), backdropColor: .black)
    record(role) { e in
      guard e.anchors != nil else {
        (e.position, e.anchors, e.contentLength) = (shown.position, shown.anchors, shown.contentLength)
        (e.margins, e.placement) = (shown.margins, shown.placement)
        if shown.anchors?[e.initialState] == nil { e.initialState = shown.initialState }
        return
      }
      let order = e.anchors?[state.rawValue]?.order
      e.anchors?[state.rawValue] = PanelConfig.Anchor(anchor, order: order)
    }
    recordPreset(nil)
  }

  /// Switches the scene to the dark (or light) appearance: every panel whose config look has
  /// system colours (``PanelAppearance/systemColors``) draws their value in that appearance;
  /// fixed colours stay. The window's dark-mode key and `screenshot --appearance dark` use it.
  ///
  /// ```swift
  /// tuner.setDarkMode(true)   // `.systemBackground` draws #000000, `.secondarySystemBackground` #1C1C1E
  /// ```
  package func setDarkMode(_ on: Bool) {
    scene.darkMode = on
    guard let applied = appliedConfig else { return }
    for r in PanelRole.allCases {
      guard let look = placement.panel(for: r, in: applied)?.appearance, !look.systemColors.isEmpty else { continue }
      let shown = look.resolved(dark: on)
      scene.panel(r).surfaceAppearance = shown.surface
      scene.backdropColors[r] = shown.backdropColor
    }
    noteChange()
  }
}

extension PanelAppearance {
  /// This look (as edited on screen) with the system colours of `loaded` whose field it left at
  /// the value shown in the `dark` (or light) appearance: the file keeps `.systemBackground`
  /// unless the user picked another colour there.
  func keepingSystemColors(of loaded: PanelAppearance?, dark: Bool) -> PanelAppearance {
    guard let loaded, !loaded.systemColors.isEmpty else { return self }
    var out = self
    let shown = loaded.resolved(dark: dark).quantized
    for field in loaded.systemColors.keys.sorted() {
      guard let system = loaded.systemColors[field], color(field) == shown.color(field) else { continue }
      out.setColor(system.light, field: field)
      out.systemColors[field] = system
    }
    return out
  }

  /// The colour of `field` (one of ``systemColorFields``); nil for a border that is not drawn.
  func color(_ field: String) -> Color? {
    switch field {
    case "backgroundColor": return surface.backgroundColor
    case "border.color": return surface.border?.color
    case "grabber.color": return surface.grabberColor
    case "backdropColor": return backdropColor
    default: return nil
    }
  }
}
