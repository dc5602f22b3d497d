import FloatingPanel

/// What a config file changes per panel, over the playground's own choices: a layout (the
/// file's `anchors`) with its container margins, the backdrop alphas of a panel whose layout is
/// the playground's (the file's `backdropAlpha`, drawn as iOS draws a layout's
/// `backdropAlpha(for:)`), and a backdrop colour. A panel with an overridden
/// layout stays where the file puts it (T/L/B/R leave it) and keeps the file's margins (zero when
/// not listed); a panel without one gets the playground's layout and margins.
///
/// ```swift
/// var overrides = PanelOverrides()
/// overrides.setLayouts([.search: settings], margins: [:])
/// overrides.margins(for: .search, default: EdgeInsets(bottom: 8))   // .zero: the file's
/// overrides.backdropColor(of: .modal)                              // .black
/// ```
package struct PanelOverrides: Sendable {
  /// Layouts that replace the playground's own, by role.
  package private(set) var layouts: [PanelRole: FloatingPanelLayoutSettings] = [:]
  /// The container margins of the panels whose layout is overridden (zero when not listed).
  package private(set) var margins: [PanelRole: EdgeInsets] = [:]
  /// The backdrop alphas by state name of panels whose layout is the playground's (a config
  /// entry without `anchors`); a panel not listed keeps the playground's alphas.
  package private(set) var backdrops: [PanelRole: [String: Double]] = [:]
  /// Each panel's backdrop colour (black when not listed).
  package var backdropColors: [PanelRole: Color] = [:] {
    didSet { revision &+= 1 }
  }
  /// Counts every change (for caches of what is derived from the overrides, e.g. "unsaved").
  package private(set) var revision = 0

  /// No overrides: every panel as the playground lays it out, black backdrops.
  package init() {}

  /// Replaces the layout overrides, their margins and the backdrop alphas over the playground's
  /// layouts (the panels not in `layouts` go back to the playground's layout, with `backdrops`'
  /// alphas when listed).
  package mutating func setLayouts(
    _ layouts: [PanelRole: FloatingPanelLayoutSettings], margins: [PanelRole: EdgeInsets], backdrops: [PanelRole: [String: Double]] = [:]
  ) {
    self.layouts = layouts
    self.margins = margins
    self.backdrops = backdrops
    revision &+= 1
  }

  /// Whether `role`'s layout comes from the config file.
  package func isPinned(_ role: PanelRole) -> Bool { layouts[role] != nil }

  /// `role`'s layout: the file's, or `playground` (the playground's own) when not overridden,
  /// then with the file's backdrop alphas (``backdrops``) for the states it has.
  package func layout(
    for role: PanelRole, default playground: @autoclosure () -> FloatingPanelLayoutSettings
  ) -> FloatingPanelLayoutSettings {
    if let given = layouts[role] { return given }
    var own = playground()
    if let alphas = backdrops[role] {
      own.backdropAlphas = Dictionary(uniqueKeysWithValues: own.anchors.keys.compactMap { s in alphas[s.rawValue].map { (s, $0) } })
    }
    return own
  }

  /// `role`'s container margins: `playground` when its layout is the playground's, else the
  /// file's margins (zero when not listed).
  package func margins(for role: PanelRole, default playground: EdgeInsets) -> EdgeInsets {
    layouts[role] == nil ? playground : margins[role] ?? .zero
  }

  /// `role`'s backdrop colour (black when not listed).
  package func backdropColor(of role: PanelRole) -> Color { backdropColors[role] ?? .black }
}
