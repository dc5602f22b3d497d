/// The three panels of the scene.
package enum PanelRole: String, CaseIterable, Hashable, Sendable {
  /// The search panel: a search field and the list of places.
  case search
  /// The detail panel of the selected place.
  case detail
  /// The modal panel (key M) with a backdrop.
  case modal
}
