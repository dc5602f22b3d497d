import PlaygroundCore
import PlaygroundInput
import PlaygroundTuning

/// The window's quit question: with unsaved edits, the first request to quit asks (a question
/// centred over the dimmed window, ``QuitPromptLayout``) and a second one within
/// ``QuitConfirmation/window`` frames quits. While it is open it takes the keys (``KeyMap/quitPrompt``:
/// S saves and quits, Q quits, Esc keeps editing; other keys do nothing), and it is the topmost hit
/// target of the frame (``PressTargets``), so the press arbiter gives it every press, touch and
/// wheel, which it swallows; moves, releases, resizes and the close button go on as usual.
///
/// ```swift
/// var prompt = QuitPrompt()
/// prompt.request(unsaved: true, frame: 10)   // false: asks
/// prompt.answer(KeyInput(key: .escape))       // .keepEditing
/// ```
package struct QuitPrompt {
  /// What the question does with an event while it is open.
  package enum Answer: Equatable {
    /// Quit without saving (Q).
    case quit
    /// Save, then quit if the save worked (S).
    case saveAndQuit
    /// Close the question and keep editing (Esc).
    case keepEditing
    /// Taken and ignored (another key, or a repeat).
    case ignored
  }

  private var confirmation = QuitConfirmation()

  /// No question open.
  package init() {}

  /// Whether the question is open (it takes the keys until it is answered).
  package var isAsking: Bool { confirmation.isAsking }

  /// A request to quit at frame `frame`: true when the window is to quit now (no unsaved edits,
  /// or the question was open already or asked within its window), false when it asks.
  package mutating func request(unsaved: Bool, frame: Int) -> Bool {
    confirmation.isAsking || confirmation.request(unsaved: unsaved, frame: frame)
  }

  /// What the open question does with the key press `k`.
  package func answer(_ k: KeyInput) -> Answer {
    switch k.isRepeat ? nil : KeyMap.command(for: k, in: KeyState(), bindings: KeyMap.quitPrompt) {
    case .quit?: return .quit
    case .save?: return .saveAndQuit
    case .keepEditing?: return .keepEditing
    default: return .ignored
    }
  }

  /// Closes the question.
  package mutating func close() { confirmation.cancel() }
}
