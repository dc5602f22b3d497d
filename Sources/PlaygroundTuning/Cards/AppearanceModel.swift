import ConfigFormat
import FloatingPanel
import PlaygroundCore

/// The tuning card's Appearance page as a value: one row per field of a ``PanelAppearance``
/// (sliders for lengths and opacity, a switch for the grabber, hex colours), the focused row, and
/// the hex text being typed on a colour row. Pure Swift (no SDL), so it is unit-tested.
///
/// Colours are typed: Enter (or `#`) on a colour row opens the entry, hex digits go into it,
/// Enter applies a valid `#RRGGBB`/`#RRGGBBAA` (``PanelAppearance/color(hex:)``) and closes it,
/// Esc cancels; a text that is not a colour is not applied (``entryIsValid`` is false and the
/// card shows it in red).
///
/// ```swift
/// var look = AppearanceModel(appearance: PanelAppearance(surface: panel.surfaceAppearance))
/// look.focus(row: 1)
/// panel.surfaceAppearance = look.handle(key: .right).surface   // corner radius + 1
/// look.focus(row: 0); look.beginEntry(); "1C2B4A".forEach { look.type($0) }
/// if let next = look.commitEntry() { panel.surfaceAppearance = next.surface }
/// ```
package struct AppearanceModel: Equatable, Sendable {
  /// The parts of one shadow a row edits.
  package enum ShadowPart: CaseIterable, Equatable, Sendable {
    case color, opacity, x, y, radius, spread
  }

  /// What a row edits.
  package enum Field: Equatable, Sendable {
    case background, cornerRadius, shadowCount
    case shadow(Int, ShadowPart)
    case borderColor, borderWidth, grabberVisible, grabberColor, grabberWidth, grabberHeight, grabberOffset, backdropColor
  }

  /// One row: a slider (lengths, opacity, counts), a switch (``isToggle``) or a colour.
  package struct Row: Equatable, Sendable {
    /// What the row edits.
    package var field: Field
    /// The slider (for a colour row: a placeholder whose label is the row's).
    package var slider: TuningSlider
    /// The colour of a colour row, nil otherwise.
    package var color: Color?
    /// Whether the row is an on/off switch.
    package var isToggle: Bool
    /// The value as shown ("16.0 pt", "#1C2B4A", "on").
    package var valueText: String
  }

  /// The look being edited; every edit returns the new value of it.
  package private(set) var appearance: PanelAppearance
  /// The focused row index.
  package private(set) var focus: Int
  /// The rows, derived from ``appearance``.
  package private(set) var rows: [Row]
  /// The hex text typed so far on the focused colour row (without `#`); nil when no entry is open.
  package private(set) var entry: String? { didSet { (entryRejected, number) = (false, nil) } }
  /// A number being typed on the focused slider row (Enter), nil when none is open; it closes
  /// with anything that closes the hex entry (a key, a press, another panel).
  package private(set) var number: NumberEntry?
  /// Whether Enter was pressed on an entry that is not a colour and nothing was typed since: the
  /// field shows red only then, never while a colour's first digits are being typed.
  package private(set) var entryRejected = false

  /// At most this many shadows are edited on the page (a file may hold more; they are kept).
  package static let editableShadows = 2

  /// A model showing `appearance`, with row `focus` focused (clamped).
  package init(appearance: PanelAppearance, focus: Int = 0) {
    self.appearance = appearance
    rows = Self.makeRows(appearance)
    self.focus = min(max(0, focus), rows.count - 1)
  }

  /// Replaces the look (a reload, another panel); the focus stays (clamped), an entry closes.
  package mutating func update(appearance: PanelAppearance) {
    self.appearance = appearance
    rows = Self.makeRows(appearance)
    focus = min(max(0, focus), rows.count - 1)
    entry = nil
  }

  /// Up/Down move the focus; Left/Right step the focused slider (`fine`: Shift) or flip a switch.
  @discardableResult
  package mutating func handle(key: TuningModel.Key, fine: Bool = false) -> PanelAppearance {
    entry = nil
    switch key {
    case .up: focus = max(0, focus - 1)
    case .down: focus = min(rows.count - 1, focus + 1)
    case .left, .right:
      let row = rows[focus]
      guard row.color == nil else { break }
      set(row.field, row.slider.stepped(by: key == .left ? -1 : 1, fine: fine))
    }
    return appearance
  }

  /// Sets row `row` to the value at `fraction` (0…1) of its track (a switch: on above 0.5) and
  /// focuses it; a colour row is only focused.
  @discardableResult
  package mutating func setFraction(row: Int, fraction: Double) -> PanelAppearance {
    guard rows.indices.contains(row) else { return appearance }
    focus(row: row)
    if rows[row].color == nil { set(rows[row].field, rows[row].slider.value(atFraction: fraction)) }
    return appearance
  }

  /// Focuses row `row` (clamped); an open entry closes.
  package mutating func focus(row: Int) {
    entry = nil
    focus = min(max(0, row), rows.count - 1)
  }

  // MARK: - Hex entry

  /// Whether the focused row is a colour.
  package var focusIsColor: Bool { rows[focus].color != nil }

  /// Opens the hex entry on the focused colour row; false on any other row.
  @discardableResult
  package mutating func beginEntry() -> Bool {
    guard focusIsColor else { return false }
    entry = ""
    return true
  }

  /// Adds `c` to the entry when it is an ASCII hex digit and the entry has room (8 digits); a
  /// `#` is ignored (it is shown anyway), and so is anything else (a sign, a fullwidth digit).
  package mutating func type(_ c: Character) {
    guard let text = entry, c.isASCII, c.isHexDigit, text.count < 8 else { return }
    entry = text + String(c).uppercased()
  }

  /// Removes the last typed digit.
  package mutating func deleteBackward() {
    if let text = entry, !text.isEmpty { entry = String(text.dropLast()) }
  }

  /// Closes the entry without applying it (Esc).
  package mutating func cancelEntry() { entry = nil }

  /// Whether the entry is a colour (6 or 8 hex digits).
  package var entryIsValid: Bool {
    guard let text = entry else { return false }
    return (try? PanelAppearance.color(hex: text)) != nil
  }

  /// Applies the entry to the focused colour row and closes it; nil (nothing applied, the entry
  /// stays open) when it is not a colour.
  package mutating func commitEntry() -> PanelAppearance? {
    guard let text = entry, let color = try? PanelAppearance.color(hex: text) else {
      entryRejected = entry != nil
      return nil
    }
    entry = nil
    set(rows[focus].field, color: color)
    return appearance
  }

  // MARK: - Typed numbers

  /// Enter on a slider row: opens a number entry there; nil, or why not (a switch takes ← → or a click).
  package mutating func beginNumber() -> String? {
    guard rows[focus].color == nil, !rows[focus].isToggle else { return "\(rows[focus].slider.label) is a switch: ← → or a click flips it" }
    number = NumberEntry(row: focus)
    return nil
  }

  /// A key typed into the number entry: a character, Backspace (`nil`); Esc closes it (``cancelNumber()``).
  package mutating func typeNumber(_ c: Character?) {
    if let c { number?.type(c) } else { number?.deleteBackward() }
  }

  /// Esc: the number entry closes, nothing changes.
  package mutating func cancelNumber() { number = nil }

  /// Enter on the number entry: the look with the typed value (the entry closes), or why it is
  /// refused (no number, out of the row's range; the entry stays open).
  package mutating func commitNumber() -> Result<PanelAppearance, NumberRefusal> {
    guard let e = number, rows.indices.contains(e.row) else { return .success(appearance) }
    let row = rows[e.row]
    let unit = row.valueText.hasPrefix(row.slider.valueText) ? String(row.valueText.dropFirst(row.slider.valueText.count)) : ""
    switch e.value(for: row.slider, unit: unit) {
    case .refused(let why): return .failure(NumberRefusal(message: why))
    case .value(let v):
      number = nil
      set(row.field, v)
      return .success(appearance)
    }
  }

  // MARK: - Editing

  private mutating func set(_ field: Field, _ v: Double) {
    guard v.isFinite else { return }
    var a = appearance
    switch field {
    case .cornerRadius: a.surface.cornerRadius = v
    case .shadowCount:
      let n = Int(v.rounded())
      if n < a.surface.shadows.count {
        a.surface.shadows.removeLast(a.surface.shadows.count - n)
      } else if n > a.surface.shadows.count {
        let extra = SurfaceAppearance.Shadow(offset: Point(x: 0, y: 8), opacity: 0.15, radius: 16, spread: 0)
        a.surface.shadows += Array(repeating: a.surface.shadows.isEmpty ? SurfaceAppearance.Shadow() : extra, count: n - a.surface.shadows.count)
      }
    case .shadow(let i, let part):
      guard a.surface.shadows.indices.contains(i) else { return }
      switch part {
      case .color: return
      case .opacity: a.surface.shadows[i].opacity = v
      case .x: a.surface.shadows[i].offset.x = v
      case .y: a.surface.shadows[i].offset.y = v
      case .radius: a.surface.shadows[i].radius = v
      case .spread: a.surface.shadows[i].spread = v
      }
    case .borderWidth:
      a.surface.border = SurfaceAppearance.Border(color: a.surface.border?.color ?? .black, width: v)
    case .grabberVisible: a.surface.showsGrabber = v >= 0.5
    case .grabberWidth: a.surface.grabberSize.width = v
    case .grabberHeight: a.surface.grabberSize.height = v
    case .grabberOffset: a.surface.grabberInset = v
    case .background, .borderColor, .grabberColor, .backdropColor: return
    }
    update(appearance: a)
  }

  private mutating func set(_ field: Field, color: Color) {
    var a = appearance
    switch field {
    case .background: a.surface.backgroundColor = color
    case .shadow(let i, .color) where a.surface.shadows.indices.contains(i): a.surface.shadows[i].color = color
    case .borderColor: a.surface.border = SurfaceAppearance.Border(color: color, width: a.surface.border?.width ?? 1)
    case .grabberColor: a.surface.grabberColor = color
    case .backdropColor: a.backdropColor = color
    default: return
    }
    update(appearance: a)
  }

  // MARK: - Rows

  /// The rows showing `a`: background and corners, the shadow count and each of the first two
  /// shadows' parts, border, grabber and backdrop colour.
  static func makeRows(_ a: PanelAppearance) -> [Row] {
    let s = a.surface
    func slider(_ f: Field, _ label: String, _ v: Double, _ range: ClosedRange<Double>, step: Double, fine: Double,
                format: String = "%.1f", unit: String = " pt") -> Row {
      let sl = TuningSlider(label: label, value: v, range: range, step: step, fineStep: fine, format: format)
      return Row(field: f, slider: sl, color: nil, isToggle: false, valueText: sl.valueText + unit)
    }
    func color(_ f: Field, _ label: String, _ c: Color) -> Row {
      let sl = TuningSlider(label: label, value: 0, range: 0...1, step: 1, fineStep: 1)
      return Row(field: f, slider: sl, color: c, isToggle: false, valueText: PanelAppearance.hex(c))
    }
    var rows = [
      color(.background, "Background", s.backgroundColor),
      slider(.cornerRadius, "Corner radius", s.cornerRadius, 0...max(60, s.cornerRadius), step: 1, fine: 0.5),
      slider(.shadowCount, "Shadows", Double(s.shadows.count), 0...Double(max(editableShadows, s.shadows.count)),
             step: 1, fine: 1, format: "%.0f", unit: ""),
    ]
    for (i, sh) in s.shadows.prefix(editableShadows).enumerated() {
      let n = "Shadow \(i + 1) "
      rows += [
        color(.shadow(i, .color), n + "colour", sh.color),
        slider(.shadow(i, .opacity), n + "opacity", sh.opacity, 0...1, step: 0.05, fine: 0.01, format: "%.2f", unit: ""),
        slider(.shadow(i, .x), n + "x", sh.offset.x, min(-40, sh.offset.x)...max(40, sh.offset.x), step: 1, fine: 0.5),
        slider(.shadow(i, .y), n + "y", sh.offset.y, min(-40, sh.offset.y)...max(40, sh.offset.y), step: 1, fine: 0.5),
        slider(.shadow(i, .radius), n + "radius", sh.radius, 0...max(60, sh.radius), step: 1, fine: 0.5),
        slider(.shadow(i, .spread), n + "spread", sh.spread, min(-20, sh.spread)...max(20, sh.spread), step: 1, fine: 0.5),
      ]
    }
    let grabber = TuningSlider(label: "Grabber", value: s.showsGrabber ? 1 : 0, range: 0...1, step: 1, fineStep: 1, format: "%.0f")
    rows += [
      color(.borderColor, "Border colour", s.border?.color ?? .black),
      slider(.borderWidth, "Border width", s.border?.width ?? 0, 0...max(10, s.border?.width ?? 0), step: 0.5, fine: 0.1),
      Row(field: .grabberVisible, slider: grabber, color: nil, isToggle: true, valueText: s.showsGrabber ? "shown" : "hidden"),
      color(.grabberColor, "Grabber colour", s.grabberColor),
      slider(.grabberWidth, "Grabber width", s.grabberSize.width, 1...max(200, s.grabberSize.width), step: 1, fine: 0.5),
      slider(.grabberHeight, "Grabber height", s.grabberSize.height, 1...max(20, s.grabberSize.height), step: 0.5, fine: 0.5),
      slider(.grabberOffset, "Grabber offset", s.grabberInset, min(-20, s.grabberInset)...max(40, s.grabberInset), step: 1, fine: 0.5),
      color(.backdropColor, "Backdrop colour", a.backdropColor),
    ]
    return rows
  }
}
