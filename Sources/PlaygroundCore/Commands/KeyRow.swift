import ConfigFormat

/// One row of the keys' table: the keys as the help overlay labels them, what they do in the
/// overlay's words and in the README's, and the commands they run (their keys are the key map's,
/// ``KeyMap``). The help overlay (``KeyBindings``), `window --help` and `playground keys` read
/// these rows.
package struct KeyRow: Sendable {
  /// The keys, as the help overlay shows them (`"1  2  3  4"`).
  package var keys: String
  /// The overlay's text.
  package var help: String
  /// The keys in the README's table (`"1 2 3 4"`): the overlay's label with single spaces unless given.
  package var markdownKeys: String
  /// The README's text.
  package var detail: String
  /// The commands the row's keys run (empty for the mouse, the wheel and touch).
  package var commands: [Command]
  /// Its words in `window --help`'s keys paragraph (nil: not there).
  package var brief: String?
  /// Whether the help overlay lists it (touch and trackpad rows are the README's only).
  package var inOverlay: Bool

  /// A row.
  package init(
    _ keys: String, _ help: String, markdown: String? = nil, detail: String, commands: [Command] = [],
    brief: String? = nil, inOverlay: Bool = true
  ) {
    (self.keys, self.help, self.detail, self.commands, self.brief, self.inOverlay) = (keys, help, detail, commands, brief, inOverlay)
    markdownKeys = markdown ?? keys.split(separator: " ").joined(separator: " ")
  }
}

extension KeyRow {
  /// The presets' names, one digit each (Alt+1 the first).
  private static let presets = Preset.shippedNames

  /// The keyboard's rows, in the order the overlay and the README show them.
  package static let keyboard: [KeyRow] = [
    KeyRow(
      "1  2  3  4", "Focused panel to full, half, tip, hidden (5+: custom states)",
      detail: "focused panel to full, half, tip, hidden (animated); 5+ for a layout's custom states",
      commands: (1...9).map { .moveToState($0) }, brief: "1-4 states"),
    KeyRow(
      "↑ ↓ ← →", "Step the focused panel an anchor (PgUp / PgDn: more / less)", markdown: "↑ ↓ ← →, PgUp, PgDn",
      detail: "step the focused panel to the neighbouring anchor (in the direction of its moving edge); past the least expanded one it hides, as the way back shows it. PgUp / PgDn: the more / less expanded anchor",
      commands: [.arrow(dx: 0, dy: -1), .arrow(dx: 0, dy: 1), .arrow(dx: -1, dy: 0), .arrow(dx: 1, dy: 0), .stepFocused(expand: true), .stepFocused(expand: false)],
      brief: "arrows/PgUp/PgDn step (Down from tip hides)"),
    KeyRow(
      "Tab", "Focus the next visible panel",
      detail: "focus the next panel you can see, never one under another panel or a backdrop; the HUD names it (or says it is the only one) and a blue ring outlines it for 2 s; while several panels can take focus the ring stays. A panel's own look (its grey grabber) never changes with focus",
      commands: [.focusNext], brief: "Tab focus"),
    KeyRow(
      "T  L  B  R", "Put the panels on the top, left, bottom, right edge",
      detail: "put the panels on the top, left, bottom or right edge",
      commands: [.setEdge(.top), .setEdge(.left), .setEdge(.bottom), .setEdge(.right)], brief: "T/L/B/R edges"),
    KeyRow(
      "M", "Show or hide the modal (tap its backdrop to dismiss)",
      detail: "show or hide the modal panel (tap its backdrop to dismiss)", commands: [.toggleModal], brief: "M modal"),
    KeyRow(
      "D  Shift+D", "Reduce Motion on / off · Shift+D: dark mode", markdown: "D, Shift+D",
      detail: "Reduce Motion on/off (the HUD says which): a state change you did not drag is a short critically damped move (0.15 s, no overshoot: full in 20 frames instead of 42); drags still track the pointer. Shift+D: dark mode on/off (the HUD says which): a config look's system colours (`.systemBackground`, `.systemGray3`, …) draw their dark values, as `screenshot --appearance dark` does; fixed colours stay",
      commands: [.toggleReducedMotion, .toggleDarkMode]),
    KeyRow(
      "Esc", "Close help, the modal, or the detail panel", detail: "close the help, the modal, or the detail panel",
      commands: [.escape], brief: "Esc close"),
    KeyRow(
      "H  or  ?", "This help; again: its next page, or close it",
      detail: "show the key overlay; again: its next page (when the keys do not fit the window, the card says \"Page 1 of 2 · H: more keys\"), or close it after the last (while it is shown, other keys do nothing; Esc or a click outside it closes it; in a window narrower than 644 pt it takes the window's height and wraps its descriptions)",
      commands: [.toggleHelp], brief: "H or ? help"),
    KeyRow(
      "I", "HUD: every figure and note, or compact", detail: "HUD: every figure and note, or the compact two lines",
      commands: [.toggleHUDDetail]),
    KeyRow(
      "S", "Tuning cards (↑↓ ←→, Shift, drag); phone: S again, plot",
      detail: "show or hide the tuning and motion-plot cards: ↑ ↓ pick a row, ← → change it, Shift for fine steps, or drag a track; on a phone-sized window S again shows the plot",
      commands: [.toggleCards] + [CardKey.up, .down, .left, .right].flatMap { [.adjustCard($0, fine: false), .adjustCard($0, fine: true)] }),
    KeyRow(
      "A  Enter", "Card: Behaviour / Appearance page · Enter: type a value", markdown: "A, Enter",
      detail: "switch the tuning card between the Behaviour and the Appearance page. Enter on the focused row types its value: digits, `.` and `-`, Backspace, Enter applies, Esc cancels; a value outside the row's range is refused and the HUD names the range (the choice rows and switches take ← → or a click). On a colour row Enter (or #) types a hex colour",
      commands: [.toggleCardPage, .beginEntry, .beginHexEntry]),
    KeyRow(
      "K", "Tuning card: what a spring edit keeps (rate, bounce, duration)",
      detail: "the lock of the spring the card shows: what a change of another spring row keeps — rate (release spring), bounce or duration",
      commands: [.cycleSpringLock]),
    KeyRow(
      "Backspace", "Cards: every dragged anchor back as the config had it",
      detail: "with the cards shown: put the layout back as the config file (or, without one, the playground) had it — every anchor you dragged; the HUD says whether any had moved",
      commands: [.resetAnchors]),
    KeyRow(
      "Ctrl+Z", "Undo a tuning edit · with Shift: redo", markdown: "Ctrl+Z, Ctrl+Shift+Z",
      detail: "undo the last tuning edit — a card row (a key, a press, a drag, a typed value or colour), a dragged anchor, a preset, Backspace's reset, `]`'s swap — and Ctrl+Shift+Z redoes it; the HUD names it. Undone back to what was saved or loaded, nothing is unsaved",
      commands: [.undo, .redo]),
    KeyRow(
      "[  ]  \\  O", "Cards: pin tuning as A · swap A/B · clear A · 60/120 Hz plot", markdown: "`[` `]` `\\` O",
      detail: "with the cards shown: pin the tuning as A, swap A and B, clear A; plot the other display rate's curve too",
      commands: [.pinA, .swapAB, .clearA, .toggleRateComparison]),
    KeyRow(
      "Alt+1…\(presets.count)", "Apply a preset to every panel (1 \(presets[0]) … \(presets.count) \(presets[presets.count - 1]))",
      detail: "apply a preset from Assets/presets to every panel (or Ctrl+1…\(presets.count)): "
        + presets.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ") + "; the anchors go back too",
      commands: presets.indices.map { .preset($0) }),
    KeyRow(
      "Ctrl+S  E", "Save the tuning · E: export as Swift (Shift+E: the target)", markdown: "Ctrl+S, E, Shift+E",
      detail: "save what you loaded and tuned to the `--config` file (default `playground-tuning.json`), nothing the window derives from its size; E writes it as Swift next to it (`tuning.json` → `tuning.swift`) and prints the source, as `export-swift --target` does for the saved file; Shift+E picks the target: engine, UIKit or SwiftUI",
      commands: [.save, .exportSwift, .cycleExportTarget]),
    KeyRow(
      "F  Shift+F  V", "Flick the focused panel more / less expanded · speed", markdown: "F, Shift+F, V",
      detail: "with the cards shown: release the focused panel from its anchor at the flick speed toward its more (F) or less (Shift+F) expanded end; V picks the speed: 1000, 3000 or 300 pt/s",
      commands: [.flick(expanding: true), .flick(expanding: false), .cycleFlickSpeed]),
    KeyRow(
      "G", "Again: the last release with the tuning as it is now",
      detail: "with the cards shown: the last release again (same place, same velocity) with the tuning as it is now",
      commands: [.repeatLastRelease]),
    KeyRow(
      "Ctrl+R", "Record the search panel; again: save it as a replay script",
      detail: "record the search panel from rest; a second Ctrl+R saves the recording as a replay script (see Record in the window)",
      commands: [.record]),
    KeyRow(
      ",  .  ;  Shift+G", "Cards: step a frame · slow motion · replay recording", markdown: "`,` `.` `;` Shift+G",
      detail: "with the cards shown: step the last motion a frame back / forward, play it again at 0.25×, 0.1×, 1×, replay the last recording with the tuning now",
      commands: [.stepFrame(-1), .stepFrame(1), .playLastMotion, .replayLastRecording]),
    KeyRow(
      "P  Shift+P", "Screenshot PNG as seen · scene only (HUD says where)", markdown: "P, Shift+P",
      detail: "save a screenshot PNG: P as seen (HUD, cards, help), Shift+P the scene only (map and panels). Named with the local time, `playground-2026-11-24-21.45.03.png` (`-scene` for Shift+P; `-2`, `-3` … rather than overwrite a file); its path shows in the HUD and on standard output (at once, even through a pipe)",
      commands: [.screenshot, .sceneScreenshot], brief: "P screenshot (the path shows in the HUD and on stdout)"),
    KeyRow(
      "Q", "Quit (with unsaved edits it asks first: S save, Q quit, Esc)",
      detail: "quit; with unsaved edits (behaviour, look, anchors) a question centred over the dimmed window asks first, until answered: S saves and quits, Q quits without saving, Esc keeps editing (while it is open, other keys and presses do nothing)",
      commands: [.quit, .keepEditing], brief: "Q quit (asks again when the tuning is unsaved)"),
    KeyRow(
      "Mouse", "Drag a panel; click a place or a pin; the wheel scrolls the list", markdown: "Mouse, wheel",
      detail: "drag a panel by any part of its surface; click a place or a map pin to open it (a click may wander 4 pt); swipe the detail panel away; the wheel scrolls the list (in the states where scrolling is allowed)"),
    KeyRow(
      "Touch", "",
      detail: "a finger drags, flicks and taps like the mouse (same 4-pt slop); the first finger owns the gesture, a second finger or the mouse meanwhile is ignored; SDL's mouse-from-touch and touch-from-mouse synthesis is off, so nothing counts twice", inOverlay: false),
    KeyRow(
      "Trackpad", "",
      detail: "two-finger scrolling moves the list by fractional points (SDL's precise wheel values: ¼ step = 12 pt); a horizontal scroll moves a side panel's list (to the right: on through the list); the list adds no glide of its own on top of the trackpad's", inOverlay: false),
  ]
}
