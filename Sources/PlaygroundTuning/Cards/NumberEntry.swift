import Foundation

/// A number typed on a card row (Enter on a row that holds a number): the text so far, and what
/// Enter makes of it for the row's slider — its value, or a refusal naming the row's range. Digits,
/// one `.` and a leading `-` are taken, at most 12 characters; anything else is ignored.
///
/// ```swift
/// var e = NumberEntry(row: 0)
/// "0.55".forEach { e.type($0) }
/// e.value(for: responseSlider, unit: " s")   // .value(0.55)
/// e.value(for: responseSlider, unit: " s")   // after "5": .refused("Response time takes 0.100 … 2.000 s; 5 is out of range")
/// ```
package struct NumberEntry: Equatable, Sendable {
  /// What Enter makes of the text.
  package enum Outcome: Equatable, Sendable {
    /// A number in the row's range, to apply.
    case value(Double)
    /// No number, or one out of range: the message says why (and the range).
    case refused(String)
  }

  /// The row being typed on.
  package var row: Int
  /// The characters typed so far.
  package private(set) var text = ""
  /// The longest text taken.
  package static let maxLength = 12

  /// An empty entry on `row`.
  package init(row: Int) { self.row = row }

  /// Takes `c` when it can be part of a number here: a digit, the first `.`, a `-` at the start.
  package mutating func type(_ c: Character) {
    guard text.count < Self.maxLength else { return }
    switch c {
    case "0"..."9": text.append(c)
    case ".": if !text.contains(".") { text.append(c) }
    case "-": if text.isEmpty { text.append(c) }
    default: break
    }
  }

  /// Backspace: the last character goes.
  package mutating func deleteBackward() { if !text.isEmpty { text.removeLast() } }

  /// The text as a value of `slider` (whose values are shown with `unit`, e.g. " s"): refused when
  /// it is no number or outside the slider's range, which the message names in the row's format.
  package func value(for slider: TuningSlider, unit: String) -> Outcome {
    guard let v = Double(text), v.isFinite else {
      return .refused(text.isEmpty ? "type a number for \(slider.label), then Enter" : "\(text) is not a number")
    }
    guard slider.range.contains(v) else {
      let f = { String(format: slider.format, $0) }
      return .refused("\(slider.label) takes \(f(slider.range.lowerBound)) … \(f(slider.range.upperBound))\(unit); \(text) is out of range")
    }
    return .value(v)
  }
}

/// Why a typed number was not applied, for the HUD.
package struct NumberRefusal: Error, Equatable, Sendable {
  /// The message: what is wrong and the row's range.
  package var message: String
}
