/// The help overlay's view of the key map (``KeyRow``): every key of the window as the overlay
/// (H or ?) shows it, and the game pad's buttons when Start opened it.
package enum KeyBindings {
  /// (keys, what they do), in the order the overlay shows them.
  package static let all: [(keys: String, action: String)] = KeyRow.keyboard.filter(\.inOverlay).map { ($0.keys, $0.help) }

  /// The game pad's buttons, as the help overlay lists them when Start opens it.
  package static let controller: [(keys: String, action: String)] = KeyRow.gamepad.filter(\.inOverlay).map { ($0.keys, $0.help) }

  /// The first row of the keys' help while a game pad is attached.
  package static let controllerHint = (keys: KeyRow.gamepadHint.keys, action: KeyRow.gamepadHint.help)

  /// The help overlay's title and rows: the game pad's buttons when Start opened it, else the
  /// keys (after ``controllerHint`` while a game pad is attached).
  package static func help(controller: Bool, attached: Bool) -> (title: String, rows: [(keys: String, action: String)]) {
    if controller { return ("Controller", KeyBindings.controller) }
    return ("Keys", attached ? [controllerHint] + all : all)
  }
}
