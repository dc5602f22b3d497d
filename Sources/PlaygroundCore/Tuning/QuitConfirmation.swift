/// Whether a quit request (Q or the window's close button; a termination signal never asks, see
/// the window's `TerminationSignals`) quits now or first asks: with unsaved tuning the first
/// request only asks, in the window's HUD, and a second request within ``window`` frames quits.
/// Without unsaved changes it quits at once.
///
/// ```swift
/// var confirm = QuitConfirmation()
/// confirm.request(unsaved: true, frame: 10)    // false: ask first
/// confirm.request(unsaved: true, frame: 70)    // true: asked 60 frames ago
/// ```
package struct QuitConfirmation: Equatable, Sendable {
  /// Frames a question stays open (4 s at 60 fps).
  package static let window = 240
  /// What the HUD says when it asks.
  package static let question = "Unsaved tuning: press Q again to quit without saving, Ctrl+S to save"
  /// The question as a notice for the HUD's status line, open for ``window`` frames.
  package static let notice = Notice(text: question, frames: window)

  /// The frame the question was asked at, while it is open.
  package private(set) var askedAt: Int?

  /// No question open.
  package init() {}

  /// A quit request at `frame`: true to quit now, false when it asks first (show ``question``).
  package mutating func request(unsaved: Bool, frame: Int) -> Bool {
    guard unsaved else { return true }
    if let askedAt, frame - askedAt <= Self.window { return true }
    askedAt = frame
    return false
  }
}
