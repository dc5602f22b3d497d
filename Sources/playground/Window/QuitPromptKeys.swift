import PlaygroundCore
import SDLKit

/// What a key does while the quit question (``QuitPromptLayout``) is open: S (or Ctrl+S) saves
/// and then quits, Q quits without saving, Esc keeps editing; every other key does nothing.
///
/// ```swift
/// QuitPromptKeys.answer(to: KeyEvent(key: .letter("q"), timestamp: 0))   // .quit
/// ```
enum QuitPromptKeys {
  /// An answer to the question.
  enum Answer: Equatable {
    /// Save, and quit when the save worked.
    case save
    /// Quit without saving.
    case quit
    /// Close the question and go on editing.
    case cancel
  }

  /// The answer `k` gives; nil for a key that does nothing while the question is open.
  static func answer(to k: KeyEvent) -> Answer? {
    guard !k.isRepeat else { return nil }
    switch k.key {
    case .letter("s"): return .save
    case .letter("q"): return .quit
    case .escape: return .cancel
    default: return nil
    }
  }
}
