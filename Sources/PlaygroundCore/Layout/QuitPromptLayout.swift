import FloatingPanel

/// The quit question (Q with unsaved edits), laid out in points: a card centred in the window
/// over a dimmed backdrop, with a title, which file the edits are not saved to, and one row per
/// choice (``choices``). The window draws it until it is answered; while it is open it takes the
/// keys.
///
/// ```swift
/// let prompt = QuitPromptLayout(size: Size(width: 1280, height: 800), fileName: "tuning.json")
/// prompt.card                 // (420, 294, 440 × 212)
/// prompt.choiceTop(1)         // the top of "Q  Quit without saving"
/// ```
package struct QuitPromptLayout: Equatable, Sendable {
  /// The question.
  package static let title = "Quit with unsaved edits?"
  /// The keys and what they do, in the order shown.
  package static let choices: [(keys: String, action: String)] = [
    ("S", "Save, then quit"),
    ("Q", "Quit without saving"),
    ("Esc", "Keep editing"),
  ]
  /// Distance between choice rows, in points.
  package static let rowHeight = 34.0

  /// The card.
  package var card: Rect
  /// The line under the title: which file the edits are not saved to.
  package var message: String

  /// The prompt in a window of `size` points, for edits not saved to `fileName`.
  package init(size: Size, fileName: String) {
    let w = min(440, size.width - 32), h = 102 + Double(Self.choices.count) * Self.rowHeight + 8
    card = Rect(x: ((size.width - w) / 2).rounded(), y: ((size.height - h) / 2).rounded(), width: w, height: h)
    message = "Your edits are not saved to \(fileName)."
  }

  /// The top of the title line.
  package var titleTop: Double { card.minY + 22 }
  /// The top of the message line.
  package var messageTop: Double { card.minY + 56 }
  /// The top of choice row `i`.
  package func choiceTop(_ i: Int) -> Double { card.minY + 96 + Double(i) * Self.rowHeight }
}
