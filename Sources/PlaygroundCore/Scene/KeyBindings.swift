/// Every key of the window, as shown by the help overlay (H or ?) and listed in the README.
package enum KeyBindings {
  /// (keys, what they do), in the order the overlay shows them.
  package static let all: [(keys: String, action: String)] = [
    ("1  2  3  4", "Focused panel to full, half, tip, hidden (5+: custom states)"),
    ("↑ ↓ ← →", "Step the focused panel to the neighbouring anchor"),
    ("PgUp  PgDn", "More / less expanded anchor"),
    ("Tab", "Focus the next visible panel"),
    ("T  L  B  R", "Put the panels on the top, left, bottom, right edge"),
    ("M", "Show or hide the modal (tap its backdrop to dismiss)"),
    ("D", "Reduce Motion on / off: short critically damped moves"),
    ("Esc", "Close help, the modal, or the detail panel"),
    ("H  or  ?", "This help; again: its next page, or close it"),
    ("I", "HUD: every figure and note, or compact"),
    ("S", "Tuning cards (↑↓ ←→, Shift, drag); phone: S again, plot"),
    ("A", "Tuning card: Behaviour / Appearance page (Enter: hex colour)"),
    ("K", "Tuning card: what a spring edit keeps (rate, bounce, duration)"),
    ("[  ]  \\  O", "Cards: pin tuning as A · swap A/B · clear A · 60/120 Hz plot"),
    ("Alt+1…9", "Apply a preset to every panel (or Ctrl+1…9)"),
    ("Ctrl+S  E", "Save the tuning to the config · export as Swift"),
    ("F  Shift+F  V", "Flick the focused panel more / less expanded · speed"),
    ("G", "Again: the last release with the tuning as it is now"),
    ("Ctrl+R", "Record the search panel; again: save it as a replay script"),
    (",  .  ;  Shift+G", "Cards: step a frame · slow motion · replay recording"),
    ("P  Shift+P", "Screenshot PNG as seen · scene only (HUD says where)"),
    ("Q", "Quit (with unsaved edits it asks first: S save, Q quit, Esc)"),
    ("Mouse", "Drag a panel by any part; click a place or a pin to open it"),
    ("Wheel", "Scroll the list (in scrollable states)"),
  ]
}
