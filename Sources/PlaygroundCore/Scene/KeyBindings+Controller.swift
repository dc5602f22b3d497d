extension KeyBindings {
  /// The game controller's buttons (SDL's Xbox-style names; a Steam Deck's are the same), as the
  /// help overlay lists them above the keys while a controller is attached, and the README.
  package static let controller: [(keys: String, action: String)] = [
    ("Pad ↑ ↓", "Controller: step the focused panel (like ↑ ↓ along its edge)"),
    ("Pad ← →", "Controller: focus the previous / next panel (Tab)"),
    ("Pad A  Y  X", "Controller: open the selected / next / previous place"),
    ("Pad B  Back", "Controller: close (Esc) · show or hide the modal"),
    ("Pad LB  RB", "Controller: panels to the previous / next edge (T L B R)"),
    ("Left stick", "Controller: drag the focused panel; centre it to let go"),
    ("Pad Start", "Controller: show or hide this help"),
  ]
}
