import PlaygroundInput

/// One entry of the key map: a key, the modifiers it needs or refuses, the state of the window it
/// applies in, and the command it runs. The first binding that matches a key press wins, so a
/// binding with a condition comes before the plainer one for the same key.
///
/// ```swift
/// KeyBinding(.up, when: .cards, .adjustCard(.up, fine: true), needs: .shift)
/// ```
package struct KeyBinding: Equatable, Sendable {
  /// When a binding applies, besides its key.
  package enum Condition: Equatable, Sendable {
    /// Always.
    case always
    /// The window has a tuning session (it always does; tests may drive the scene alone).
    case tuning
    /// The tuning cards are shown.
    case cards
    /// The tuning cards are shown on that page.
    case cardsOn(TuningPage)
  }

  /// The key.
  package var key: InputKey
  /// Modifiers that must all be held.
  package var needs: InputModifiers
  /// Modifiers of which at least one must be held (empty: none needed).
  package var needsOneOf: InputModifiers
  /// Modifiers none of which may be held.
  package var refuses: InputModifiers
  /// The window's state it applies in.
  package var condition: Condition
  /// What it runs.
  package var command: Command

  /// A binding; modifiers not named are not looked at.
  package init(
    _ key: InputKey, when condition: Condition = .always, _ command: Command, needs: InputModifiers = [],
    needsOneOf: InputModifiers = [], refuses: InputModifiers = []
  ) {
    (self.key, self.condition, self.command) = (key, condition, command)
    (self.needs, self.needsOneOf, self.refuses) = (needs, needsOneOf, refuses)
  }

  /// Whether `press` in `state` runs this binding.
  package func matches(_ press: KeyInput, in state: KeyState) -> Bool {
    guard press.key == key, press.modifiers.isSuperset(of: needs), press.modifiers.isDisjoint(with: refuses) else {
      return false
    }
    if !needsOneOf.isEmpty, press.modifiers.isDisjoint(with: needsOneOf) { return false }
    switch condition {
    case .always: return true
    case .tuning: return state.hasTuning
    case .cards: return state.cardsShown
    case .cardsOn(let page): return state.cardsShown && state.page == page
    }
  }

  /// The press that runs it, as `--press` and `playground keys` name it (`ctrl+s`, `shift+g`).
  package var pressName: String {
    var parts: [String] = []
    if needs.contains(.control) || needsOneOf.contains(.control) { parts.append("ctrl") }
    if needs.contains(.alt) { parts.append("alt") }
    if needs.contains(.shift) { parts.append("shift") }
    return (parts + [KeyMap.name(of: key)]).joined(separator: "+")
  }
}

/// What the key map needs to know of the window to pick a binding.
package struct KeyState: Equatable, Sendable {
  /// Whether a tuning session exists.
  package var hasTuning: Bool
  /// Whether its cards are shown.
  package var cardsShown: Bool
  /// The tuning card's page.
  package var page: TuningPage

  /// A state; by default no tuning.
  package init(hasTuning: Bool = false, cardsShown: Bool = false, page: TuningPage = .behaviour) {
    (self.hasTuning, self.cardsShown, self.page) = (hasTuning, cardsShown, page)
  }
}
