import ConfigFormat
import FloatingPanel
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// Issue 33: the rows whose values are a small set (Spring, Lock, Form, Release rule, Integrator)
/// are drawn as segmented controls, and a press on a segment picks that value.
@Suite("segmented choices on the tuning card")
struct SegmentedRowsTests {
  static let layout = TuningCardLayout(frame: Rect(x: 0, y: 0, width: 400, height: 760), rowCount: 18)

  static func press(_ card: inout TuningCard, row: Int, segment k: Int, of n: Int) -> TuningCard.Edit? {
    let s = layout.segments(row)
    let point = Point(x: s.minX + s.width * (Double(k) + 0.5) / Double(n), y: s.midY)
    guard let hit = layout.hit(point) else { return nil }
    #expect(hit.row == row && layout.segment(at: hit, count: n) == k)
    return card.press(hit, on: layout)
  }

  @Test("Spring, Lock, Form, Release rule and Integrator are segments with their names; numbers stay tracks, on/off rows switches")
  func drawnAsSegments() throws {
    let m = TuningModel(config: BehaviorConfig())
    let rows = m.cardRows
    func control(_ f: TuningModel.Field) throws -> TuningCardRow.Control { rows[try #require(m.rows.firstIndex { $0.field == f })].control }
    #expect(try control(.spring) == .segments(["release", "show", "hide", "move"], selected: 0))
    #expect(try control(.springLock) == .segments(["rate", "bounce", "duration"], selected: 0))
    #expect(try control(.springForm) == .segments(["bounce", "ζ"], selected: 0))
    #expect(try control(.integrator) == .segments(["numeric", "closed form"], selected: 0))
    #expect(try control(.projectMomentum) == .toggle(false))
    #expect(try control(.flickAdvance) == .segments(["FloatingPanel", "rushing"], selected: 0))
    guard case .track = try control(.redirectionalProgress) else { Issue.record("a number is a track"); return }
  }

  @Test("the segments span the track and the value column: 4 segments of 59 pt on a 400-pt card")
  func segmentRects() {
    let s = Self.layout.segments(6)
    #expect(s.minX == Self.layout.track(6).minX && s.maxX == 400 - TuningCardLayout.padding && s.height == 22)
    #expect(abs(s.width / 4 - 59) < 0.01)
  }

  @Test("a press on a segment picks it: the moving spring, the duration lock, ζ, the closed form")
  func pressPicks() throws {
    var card = TuningCard(role: .search, behavior: BehaviorConfig(), appearance: PanelAppearance())
    func row(_ f: TuningModel.Field) throws -> Int { try #require(card.model.rows.firstIndex { $0.field == f }) }
    #expect(Self.press(&card, row: try row(.spring), segment: 3, of: 4) == nil)  // the card shows the moving spring
    #expect(card.model.spring == .moving && card.draggedRow == nil)
    #expect(Self.press(&card, row: try row(.springLock), segment: 1, of: 2) == nil)  // moving: bounce, duration
    #expect(card.model.lock == .duration)
    _ = Self.press(&card, row: try row(.springForm), segment: 1, of: 2)
    #expect(card.model.form == .dampingRatio)
    _ = Self.press(&card, row: try row(.springForm), segment: 1, of: 2)  // again: stays (a segment, not a switch)
    #expect(card.model.form == .dampingRatio)
    guard case .behavior(let rushing)? = Self.press(&card, row: try row(.flickAdvance), segment: 1, of: 2) else {
      Issue.record("no edit from the Release rule segment"); return
    }
    #expect(rushing.policies.targetPolicy == .rushingForward(RushingForwardTargetStatePolicy()))
    let speedRow = try row(.flickAdvance) + 1
    #expect(card.model.rows.count == 18 && card.model.rows[speedRow].field == .flickAdvanceSpeed)
    let edit = Self.press(&card, row: try row(.integrator), segment: 1, of: 2)
    guard case .behavior(let b)? = edit else { Issue.record("no edit from the Integrator segment"); return }
    #expect(b.integrator == .closedForm)
    #expect(Self.press(&card, row: try row(.integrator), segment: 1, of: 2) == nil)  // already closed form
  }
}
