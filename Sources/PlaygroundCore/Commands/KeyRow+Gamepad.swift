extension KeyRow {
  /// The game pad's rows (SDL's Xbox-style names; a Steam Deck's are the same), as the help
  /// overlay lists them when Start opens it, and the README.
  package static let gamepad: [KeyRow] = [
    KeyRow(
      "Game pad", "",
      detail: "any pad SDL knows (`SDL_GameController`: Xbox, PlayStation, Switch Pro, a Steam Deck's built-in controls), opened at start and when plugged in, closed when unplugged; the HUD says when one comes and goes. Buttons by SDL's Xbox-style names (A is the bottom face button)", inOverlay: false),
    KeyRow(
      "Pad ↑ ↓", "Step the focused panel (like ↑ ↓ along its edge)", markdown: "D-pad ↑ ↓",
      detail: "step the focused panel like ↑ ↓ along its edge (a side panel: ↑ more expanded, ↓ less)",
      commands: [.stepAlongEdge(up: true), .stepAlongEdge(up: false)], brief: "D-pad steps and focuses"),
    KeyRow(
      "Pad ← →", "Focus the previous / next panel (Tab)", markdown: "D-pad ← →",
      detail: "focus the previous / next panel (Tab)", commands: [.focusPrevious, .focusNext]),
    KeyRow(
      "Pad A  Y  X", "Open the selected / next / previous place", markdown: "A Y X",
      detail: "A opens the selected place (the first one until one was opened), Y / X the next / previous one (wrapping)",
      commands: [.openPlace(step: 0), .openPlace(step: 1), .openPlace(step: -1)], brief: "A/Y/X open places"),
    KeyRow(
      "Pad B  Back", "Close (Esc) · show or hide the modal", markdown: "B, Back",
      detail: "B is Esc; Back shows or hides the modal", commands: [.escape, .toggleModal], brief: "B closes"),
    KeyRow(
      "Pad LB  RB", "Panels to the previous / next edge (T L B R)", markdown: "LB RB",
      detail: "put the panels on the previous / next edge of T L B R",
      commands: [.cycleEdge(forward: false), .cycleEdge(forward: true)], brief: "LB/RB change the edge"),
    KeyRow(
      "Left stick", "Drag the focused panel; centre the stick to let go",
      detail: "drags the focused panel: past a 0.2 dead zone the deflection along the panel's axis moves it at up to 1500 pt/s (linear beyond the dead zone); back at the centre the panel is let go with the stick's last velocity, the fastest it held in the last 0.1 s (so the stick springing back does not stop the throw). While the stick drags, the mouse and fingers leave the panel alone",
      brief: "the left stick drags"),
    KeyRow(
      "Pad Start", "Show or hide this help", markdown: "Start",
      detail: "shows or hides the help, which then lists these buttons (with a pad attached, the keys' help starts with a reminder)",
      commands: [.toggleGamepadHelp], brief: "Start lists its buttons"),
  ]

  /// The first row of the keys' help while a game pad is attached.
  package static let gamepadHint = KeyRow(
    "Pad Start", "Controller attached: Start lists its buttons", detail: "", commands: [.toggleGamepadHelp])

  /// `window --help`'s keys paragraph, from the rows' briefs.
  package static var windowHelp: String {
    "Keys: " + keyboard.compactMap(\.brief).joined(separator: ", ") + ". A game controller works too: "
      + gamepad.compactMap(\.brief).joined(separator: ", ") + "."
  }
}
