extension KeyBindings {
  /// The game controller's buttons (SDL's Xbox-style names; a Steam Deck's are the same), as the
  /// help overlay lists them when Start opens it, and the README.
  package static let controller: [(keys: String, action: String)] = [
    ("Pad ↑ ↓", "Step the focused panel (like ↑ ↓ along its edge)"),
    ("Pad ← →", "Focus the previous / next panel (Tab)"),
    ("Pad A  Y  X", "Open the selected / next / previous place"),
    ("Pad B  Back", "Close (Esc) · show or hide the modal"),
    ("Pad LB  RB", "Panels to the previous / next edge (T L B R)"),
    ("Left stick", "Drag the focused panel; centre the stick to let go"),
    ("Pad Start", "Show or hide this help"),
  ]

  /// The first row of the keys' help while a controller is attached.
  package static let controllerHint = (keys: "Pad Start", action: "Controller attached: Start lists its buttons")

  /// The help overlay's title and rows: the controller's buttons when Start opened it, else the
  /// keys (after ``controllerHint`` while a controller is attached).
  package static func help(controller: Bool, attached: Bool) -> (title: String, rows: [(keys: String, action: String)]) {
    if controller { return ("Controller", KeyBindings.controller) }
    return ("Keys", attached ? [controllerHint] + all : all)
  }
}
