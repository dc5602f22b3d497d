import PlaygroundCore

/// Whether a quit request (Q or the window's close button; a termination signal never asks, see
/// the window's `TerminationSignals`) quits now or first asks: with unsaved edits the first
/// request only asks, and a second request within ``window`` frames quits. The window keeps its
/// question (``QuitPromptLayout``) open until it is answered (``isAsking``; ``cancel()``).
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
  package static let question = "Unsaved edits: S saves and quits, Q quits without saving, Esc keeps editing"
  /// The question as a notice for the HUD's status line, open for ``window`` frames.
  package static let notice = Notice(text: question, frames: window)

  /// The frame the question was asked at, while it is open.
  package private(set) var askedAt: Int?

  /// No question open.
  package init() {}

  /// Whether a question was asked and not answered (the window's prompt is open).
  package var isAsking: Bool { askedAt != nil }

  /// Closes the question (Esc: keep editing); the next request asks again.
  package mutating func cancel() { askedAt = nil }

  /// A quit request at `frame`: true to quit now, false when it asks first (show ``question``).
  package mutating func request(unsaved: Bool, frame: Int) -> Bool {
    guard unsaved else { return true }
    if let askedAt, frame - askedAt <= Self.window { return true }
    askedAt = frame
    return false
  }
}
