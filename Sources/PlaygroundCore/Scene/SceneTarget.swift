/// What a press on the scene lands on: the targets the scene lists for the window's press
/// arbiter (``PlaygroundScene/pressTargets()``), under the quit question, the help overlay and
/// the tuning cards.
///
/// ```swift
/// scene.press(at: Point(x: 195, y: 700), time: 1, on: .panel(.search))   // the arbiter's choice
/// ```
package enum SceneTarget: Hashable, Sendable {
  /// A panel's surface: its grabber band and its content (a bottom panel's list scrolls through
  /// the engine's scroll tracking).
  case panel(PanelRole)
  /// The list of a side panel (on the left or right; the search panel's rows, or a host
  /// program's list in any panel): a mostly vertical drag scrolls it, a mostly horizontal one
  /// moves the panel.
  case list(PanelRole)
  /// A panel's backdrop (the modal's dimming): a tap there dismisses the modal.
  case backdrop(PanelRole)
  /// The map under everything: a tap opens a pin; a drag does nothing (the map does not pan).
  case map

  /// Whether it is a backdrop.
  package var isBackdrop: Bool {
    if case .backdrop = self { return true }
    return false
  }
}
