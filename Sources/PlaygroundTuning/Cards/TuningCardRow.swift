import FloatingPanel
import PlaygroundCore

/// One row of the tuning card as drawn, whichever page it is on (``TuningModel`` or
/// ``AppearanceModel``): label, read-out, control and value text.
package struct TuningCardRow: Equatable, Sendable {
  /// The control between the label and the value.
  package enum Control: Equatable, Sendable {
    /// A slider track with its knob at this fraction (0…1).
    case track(Double)
    /// An on/off switch.
    case toggle(Bool)
    /// A segmented control: the choices' names and the one selected.
    case segments([String], selected: Int)
    /// A colour swatch; `entry` is the hex being typed there (nil: none), `valid` false (red) only
    /// after Enter on a text that is not a colour, until the next key.
    case swatch(Color, entry: String?, valid: Bool)
  }

  /// The row's name.
  package var label: String
  /// A derived value under the label, or nil.
  package var readout: String?
  /// The control.
  package var control: Control
  /// The value at the right.
  package var valueText: String
}

extension TuningModel {
  /// The rows as the card draws them.
  package var cardRows: [TuningCardRow] {
    rows.enumerated().map { i, row in
      let typing = entry?.row == i ? entry : nil
      return TuningCardRow(
        label: row.slider.label, readout: typing == nil ? row.readout : "Enter applies · Esc",
        control: row.choices.map { .segments($0, selected: Int(row.slider.value.rounded())) }
          ?? (row.isDiscrete ? .toggle(row.slider.value >= 0.5) : .track(row.slider.fraction)),
        valueText: typing.map { $0.text + "_" } ?? row.valueText)
    }
  }
}

extension AppearanceModel {
  /// The rows as the card draws them; the focused colour row shows the open entry.
  package var cardRows: [TuningCardRow] {
    rows.enumerated().map { i, row in
      let control: TuningCardRow.Control
      var readout: String?
      if let color = row.color {
        let typing = i == focus ? entry : nil
        let rejected = typing != nil && entryRejected
        control = .swatch(color, entry: typing, valid: !rejected)
        if i == focus { readout = typing == nil ? "Enter: type hex" : rejected ? "6 or 8 hex digits" : "Enter applies · Esc" }
      } else if row.isToggle {
        control = .toggle(row.slider.value >= 0.5)
      } else {
        control = .track(row.slider.fraction)
      }
      if let typed = number, typed.row == i {
        return TuningCardRow(label: row.slider.label, readout: "Enter applies · Esc", control: control, valueText: typed.text + "_")
      }
      return TuningCardRow(label: row.slider.label, readout: readout, control: control, valueText: row.valueText)
    }
  }
}
