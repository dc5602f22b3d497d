import ConfigFormat

/// Which of the scene's three panels plays each panel of a config, whatever the config calls
/// them (an imported app's `searchPanelLandscape`, `cartPanel`): a panel whose ``PanelConfig/role``
/// is search, detail or modal takes that place; a panel named after a place takes it; a plain
/// panel (an imported panel, or any other name) takes the first free place of search, detail,
/// modal and is drawn with neutral content. Panels beyond the three places are not shown (named
/// in ``unplaced``), never refused: any config opens as it is.
///
/// ```swift
/// let p = ConfigPlacement(config)   // {"cartPanel": {"role": "plain", …}}
/// p.names[.search] == "cartPanel" && p.plain == [.search]
/// ```
package struct ConfigPlacement: Equatable, Sendable {
  /// The config panel each place shows, by name.
  package private(set) var names: [PanelRole: String] = [:]
  /// The places drawn with neutral content (their config panel is plain).
  package private(set) var plain: Set<PanelRole> = []
  /// The config panels no place shows, sorted.
  package private(set) var unplaced: [String] = []

  /// The placement of `config`'s panels.
  package init(_ config: PlaygroundConfig) {
    var pending: [String] = []
    // First the panels whose role (or name) is a place, then the plain ones, in name order.
    for name in config.panelNames {
      guard let panel = config.panels[name] else { continue }
      let role = panel.effectiveRole(name: name)
      if let place = PanelRole(rawValue: role.rawValue), names[place] == nil { names[place] = name } else { pending.append(name) }
    }
    for name in pending {
      guard config.panels[name]?.effectiveRole(name: name) == .plain, let free = PanelRole.allCases.first(where: { names[$0] == nil }) else {
        unplaced.append(name)
        continue
      }
      names[free] = name
      plain.insert(free)
    }
  }

  /// The config panel shown in `role`'s place.
  package func panel(for role: PanelRole, in config: PlaygroundConfig) -> PanelConfig? {
    names[role].flatMap { config.panels[$0] }
  }

  /// One line naming the panels not shown; nil when every panel has a place.
  package var unplacedNotice: String? {
    guard !unplaced.isEmpty else { return nil }
    let list = unplaced.prefix(6).joined(separator: ", ") + (unplaced.count > 6 ? ", …" : "")
    return "not shown: \(list) (the scene has three places, search, detail and modal; give one panel a role or remove the others)"
  }
}
