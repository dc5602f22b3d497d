import PlaygroundCore
import PlaygroundTuning

/// The HUD's status line, kept by the app (not the model): the last ``Notice`` shown and the
/// frames it has left. The frame driver counts one frame per step and puts the text into the HUD.
///
/// ```swift
/// var status = StatusLine()
/// status.show(Notice(text: "saved tuning.json", frames: 2))
/// status.tick()   // 1 frame left
/// status.tick()   // gone: status.text == nil
/// ```
package struct StatusLine: Equatable, Sendable {
  /// The text shown; nil when there is none.
  package var text: String? { shown?.text }
  /// Frames the text has left, 0 when there is none.
  package var framesLeft: Int { shown?.frames ?? 0 }
  /// Whether a text is shown (the window draws frames until it is gone).
  package var isShowing: Bool { shown != nil }

  private var shown: Notice?

  /// No text.
  package init() {}

  /// Shows `notice` from now on, in place of any text shown, for its frames.
  package mutating func show(_ notice: Notice) { shown = notice }

  /// One frame passed: the text has one frame less, and is gone after its last.
  package mutating func tick() {
    guard let s = shown else { return }
    shown = s.frames > 1 ? Notice(text: s.text, frames: s.frames - 1) : nil
  }
}
