import FloatingPanel

/// Every action a user can take in the window, by name. The key map (``KeyMap``) binds keys and
/// game-pad buttons to commands; ``CommandPerformer`` carries them out; `playground keys` lists
/// them with their ``name`` and ``summary``.
///
/// ```swift
/// Command.moveToState(2).name       // "state-2"
/// Command.save.summary              // "Save the tuning to the --config file"
/// ```
package enum Command: Hashable, Sendable {
  /// The focused panel to the state of key `n` (1 full, 2 half, 3 tip, 4 hidden, 5+ custom).
  case moveToState(Int)
  /// Step the focused panel's moving edge one anchor that way (an arrow key).
  case arrow(dx: Int, dy: Int)
  /// One anchor more (true) or less (false) expanded.
  case stepFocused(expand: Bool)
  /// Along the focused panel's edge: ↑ (true) or ↓ (false) for a bottom or top panel, more or
  /// less expanded for a side panel (the D-pad).
  case stepAlongEdge(up: Bool)
  /// Focus the next visible panel.
  case focusNext
  /// Focus the previous visible panel.
  case focusPrevious
  /// Put the panels on an edge.
  case setEdge(FloatingPanelPosition)
  /// Put the panels on the next (true) or previous edge of T, L, B, R.
  case cycleEdge(forward: Bool)
  /// Open a place: the selected one (0), the next (1) or the previous (-1).
  case openPlace(step: Int)
  /// Show or hide the modal.
  case toggleModal
  /// Reduce Motion on or off.
  case toggleReducedMotion
  /// Dark mode on or off: a config look's system colours draw their dark (or light) values.
  case toggleDarkMode
  /// Close help, then the modal, then the detail panel.
  case escape
  /// The keys' help: show it, show its next page, or close it.
  case toggleHelp
  /// The game pad's help: show it on the pad's buttons, or close any help.
  case toggleGamepadHelp
  /// HUD: every figure, or the compact lines.
  case toggleHUDDetail
  /// Show or hide the tuning cards.
  case toggleCards
  /// Tuning card: the Behaviour or the Appearance page.
  case toggleCardPage
  /// Tuning card: what a spring edit keeps.
  case cycleSpringLock
  /// Tuning card: the row above / below, or the value down / up (`fine`: small steps).
  case adjustCard(CardKey, fine: Bool)
  /// Tuning card: type a hex colour on a colour row.
  case beginHexEntry
  /// Tuning card: type the focused row's value (a hex colour on a colour row).
  case beginEntry
  /// Undo the last tuning edit (a card row, an anchor, a preset, a reset, a swap).
  case undo
  /// Redo the edit last undone.
  case redo
  /// Every dragged anchor back as the config had it.
  case resetAnchors
  /// Apply preset `n` (0-based) to every panel.
  case preset(Int)
  /// Save the tuning to the config file.
  case save
  /// Write the tuning as Swift next to the config and print it.
  case exportSwift
  /// What E exports for: engine, UIKit, SwiftUI (`export-swift --target`).
  case cycleExportTarget
  /// Flick the focused panel toward its more (true) or less expanded end.
  case flick(expanding: Bool)
  /// The flick speed: 1000, 3000, 300 pt/s.
  case cycleFlickSpeed
  /// The last release again with the tuning as it is now.
  case repeatLastRelease
  /// The last recording replayed with the tuning now.
  case replayLastRecording
  /// The timeline: one frame back (-1) or forward (1).
  case stepFrame(Int)
  /// The last motion again at 0.25×, 0.1×, 1×.
  case playLastMotion
  /// Pin the tuning as A.
  case pinA
  /// Swap A and the panel's tuning.
  case swapAB
  /// Clear A.
  case clearA
  /// Plot the other display rate's curve too.
  case toggleRateComparison
  /// Start recording the search panel, or save the recording.
  case record
  /// Save a screenshot of what the window shows.
  case screenshot
  /// Save a screenshot of the scene only.
  case sceneScreenshot
  /// Quit (asks first with unsaved edits).
  case quit
  /// Close the quit question and go on editing.
  case keepEditing
}
