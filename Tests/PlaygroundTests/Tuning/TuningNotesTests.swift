import ConfigFormat
import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// The HUD's tuning lines as a value (``TuningNotes``), apart from the session.
@Suite struct TuningNotesTests {
  @Test("the first line names the panel, its preset or customised, unsaved and the page hint; the A/B line is last")
  func lines() throws {
    var notes = TuningNotes(role: .detail, preset: "maps", unsaved: true, fileName: "tuning.json")
    notes.pageHint = " · S: plot"
    #expect(notes.lines == ["tuning detail · preset maps · unsaved · S: plot", "Ctrl+S saves tuning.json · E export"])
    notes.preset = nil
    notes.isCustomised = true
    notes.exportTarget = .swiftui
    notes.presets = (1...10).map { "p\($0)" }
    notes.comparison = "A pinned (detail): same as B"
    #expect(notes.lines[0] == "tuning detail · customised · unsaved · S: plot")
    #expect(notes.lines[1] == "Ctrl+S saves tuning.json · E export SwiftUI")
    #expect(notes.lines[2] == "Alt+ presets: " + (1...9).map { "\($0) p\($0)" }.joined(separator: " · "))  // nine keys
    #expect(notes.lines.last == "A pinned (detail): same as B")
  }

  @Test("a clipped release adds its line before A/B, with the spring's own overshoot")
  func clipLine() throws {
    let (_, trace) = try ClippedMotionTests.flickToFull(zeta: 0.05)
    let clip = try #require(trace.clip)
    var notes = TuningNotes(role: .search, fileName: "t.json")
    notes.clip = clip
    notes.comparison = "A pinned"
    #expect(notes.lines.count == 4 && notes.lines.last == "A pinned")
    #expect(notes.lines[2] == "last release clipped at the window's edge: the spring's own overshoot \(DecimalText.fixed(clip.own.overshoot, digits: 1)) pt")
    #expect(clip.own.overshoot > 8)
  }

  @Test("with A pinned the first line (the compact HUD's) says so and names what differs, in the form the card shows")
  func pinnedFirstLine() throws {
    var notes = TuningNotes(role: .search, fileName: "t.json")
    notes.pinnedDifferences = []
    #expect(notes.lines[0] == "tuning search · A pinned, same as B")
    var b = BehaviorConfig()
    b.springResponseTime = 0.6
    let labels = TuningComparison.differingLabels(BehaviorConfig(), b, position: .bottom)
    #expect(labels.first == "Response time" && labels.contains("Bounce"))
    notes.pinnedDifferences = labels
    #expect(notes.lines[0].hasPrefix("tuning search · A pinned: Response time, "))
    var shown = TuningModel(config: BehaviorConfig())
    shown.form = .dampingRatio  // the card shows ζ: no "Bounce" row to name
    #expect(!TuningComparison.differingLabels(BehaviorConfig(), b, position: .bottom, shown: shown).contains("Bounce"))
  }

  @Test("A pinned while the card edits another spring: the HUD's warning says that G and F use the release spring")
  func otherSpringWarning() throws {
    let h = try TuningSessionTests.Harness()
    h.session.isShown = true
    #expect(h.session.comparisonWarning == nil)
    for _ in 0..<6 { h.session.handle(key: .down, fine: false) }  // the Spring row
    h.session.handle(key: .right, fine: false)
    #expect(h.session.model.spring == .presenting && h.session.comparisonWarning == nil)  // nothing pinned
    h.session.pinA()
    #expect(h.session.comparisonWarning == "A/B: F and G use the release spring, not the presenting one")
    #expect(h.session.comparisonNote?.contains("release spring") == false)  // said once, in the warning
    #expect(h.session.hudNotes.first?.contains("A pinned") == true)
    h.session.handle(key: .left, fine: false)  // back to the release spring
    #expect(h.session.comparisonWarning == nil)
  }
}
