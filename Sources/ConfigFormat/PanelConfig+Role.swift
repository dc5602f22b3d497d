import StrictJSON

extension PanelConfig {
  /// The part a config's panel plays in the playground's scene (`"role"` in a config file): the
  /// search panel with its list, the detail panel of a place, the modal panel with its backdrop,
  /// or a plain panel with neutral content (what an imported app's panel is when its code does
  /// not say more). A panel without a role plays the one its name says (`search`, `detail`,
  /// `modal`), else it is plain.
  ///
  /// ```json
  /// "panels": {"cartPanel": {"role": "plain", "position": "bottom"}}
  /// ```
  package enum Role: String, CaseIterable, Equatable, Sendable {
    /// The search panel: a search field and the list of places.
    case search
    /// The detail panel of the selected place.
    case detail
    /// The modal panel with a backdrop.
    case modal
    /// A panel with neutral content (a title bar and text lines).
    case plain
  }

  /// The role the panel named `name` plays: its ``role``, else the role its name says, else plain.
  package func effectiveRole(name: String) -> Role {
    role ?? Role(rawValue: name).flatMap { $0 == .plain ? nil : $0 } ?? .plain
  }

  /// Decodes `"role"` strictly.
  static func decodeRole(_ c: KeyedDecodingContainer<AnyCodingKey>) throws -> Role? {
    guard let name = try c.optional(String.self, "role") else { return nil }
    guard let role = Role(rawValue: name) else {
      throw c.error("role", "'\(name)' is not a role; use search, detail, modal or plain")
    }
    return role
  }
}
