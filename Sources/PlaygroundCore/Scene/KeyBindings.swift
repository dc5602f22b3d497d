/// The help overlay's view of the key map (``KeyRow``): every key of the window as the overlay
/// (H or ?) shows it, and the game pad's buttons when Start opened it.
package enum KeyBindings {
  /// (keys, what they do), in the order the overlay shows them.
  package static let all: [(keys: String, action: String)] = KeyRow.keyboard.filter(\.inOverlay).map { ($0.keys, $0.help) }

  /// The game pad's buttons, as the help overlay lists them when Start opens it.
  package static let gamepad: [(keys: String, action: String)] = KeyRow.gamepad.filter(\.inOverlay).map { ($0.keys, $0.help) }

  /// The first row of the keys' help while a game pad is attached.
  package static let gamepadHint = (keys: KeyRow.gamepadHint.keys, action: KeyRow.gamepadHint.help)

  /// The help overlay's title and rows: the game pad's buttons when Start opened it, else the
  /// keys (after ``gamepadHint`` while a game pad is attached).
  package static func help(gamepad: Bool, attached: Bool) -> (title: String, rows: [(keys: String, action: String)]) {
    if gamepad { return ("Controller", KeyBindings.gamepad) }
    return ("Keys", attached ? [gamepadHint] + all : all)
  }
}
