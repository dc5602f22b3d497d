import ConfigFormat
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// Issue 33: a number typed on a card row — what is taken, and what Enter makes of it.
@Suite("typed numbers on the tuning card")
struct NumberEntryTests {
  static let response = TuningSlider(
    label: "Response time", value: 0.4, range: 0.1...2, step: 0.01, fineStep: 0.001, format: "%.3f", scale: .logarithmic)

  @Test("digits, one '.', a leading '-' and at most 12 characters are taken; Backspace deletes")
  func typing() {
    var e = NumberEntry(row: 3)
    for c in "-0.5.5a-" { e.type(c) }
    #expect(e.text == "-0.55")
    e.deleteBackward()
    #expect(e.text == "-0.5")
    for _ in 0..<20 { e.type("9") }
    #expect(e.text.count == NumberEntry.maxLength)
  }

  @Test("Enter: a number in the range is the value; out of range or no number is refused, naming the range")
  func values() {
    func outcome(_ text: String) -> NumberEntry.Outcome {
      var e = NumberEntry(row: 0)
      text.forEach { e.type($0) }
      return e.value(for: Self.response, unit: " s")
    }
    #expect(outcome("0.55") == .value(0.55))
    #expect(outcome("2") == .value(2) && outcome(".1") == .value(0.1))
    #expect(outcome("5") == .refused("Response time takes 0.100 … 2.000 s; 5 is out of range"))
    #expect(outcome("0.05") == .refused("Response time takes 0.100 … 2.000 s; 0.05 is out of range"))
    #expect(outcome("-") == .refused("- is not a number"))
    #expect(outcome("") == .refused("type a number for Response time, then Enter"))
  }

  @Test("the Behaviour page: Enter on a number row types it, on a choice row says how to set it; out of range it stays open")
  func behaviourRows() throws {
    var m = TuningModel(config: BehaviorConfig())
    let spring = try #require(m.rows.firstIndex { $0.field == .spring })
    m.focus(row: spring)
    #expect(m.beginEntry() == "Spring is a choice: ← → or a click picks it" && m.entry == nil)
    m.focus(row: 0)
    #expect(m.beginEntry() == nil && m.entry?.row == 0)
    "9".forEach { m.type($0) }
    #expect(m.commitEntry() == "Response time takes 0.100 … 2.000 s; 9 is out of range")
    #expect(m.entry?.text == "9" && m.config.springResponseTime == 0.4)
    #expect(m.cardRows[0].valueText == "9_" && m.cardRows[0].readout == "Enter applies · Esc")
    m.type(nil)
    "0.25".forEach { m.type($0) }
    #expect(m.commitEntry() == nil && m.entry == nil)
    #expect(m.config.springResponseTime == 0.25 && m.config.springDecelerationRate == 0.991)  // lock rate: the rate stays
    let bounce = try #require(m.rows.firstIndex { $0.field == .bounce })
    m.focus(row: bounce)
    _ = m.beginEntry()
    "-0.2".forEach { m.type($0) }
    #expect(m.commitEntry() == nil)
    #expect(abs((m.config.spring?.bounce ?? 0) + 0.2) < 1e-6)
    _ = m.beginEntry()
    m.cancelEntry()
    #expect(m.entry == nil)
  }

  @Test("the Appearance page: a slider row takes a number, a switch refuses")
  func appearanceRows() throws {
    var look = AppearanceModel(appearance: PanelAppearance())
    let radius = try #require(look.rows.firstIndex { $0.field == .cornerRadius })
    let grabber = try #require(look.rows.firstIndex { $0.field == .grabberVisible })
    look.focus(row: grabber)
    #expect(look.beginNumber() == "Grabber is a switch: ← → or a click flips it")
    look.focus(row: radius)
    #expect(look.beginNumber() == nil)
    "24".forEach { look.typeNumber($0) }
    #expect(try look.commitNumber().get().surface.cornerRadius == 24 && look.number == nil)
    _ = look.beginNumber()
    "999".forEach { look.typeNumber($0) }
    guard case .failure(let why) = look.commitNumber() else { Issue.record("999 pt was taken"); return }
    #expect(why.message.hasPrefix("Corner radius takes 0") && why.message.hasSuffix("999 is out of range"))
  }
}
