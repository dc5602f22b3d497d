import ConfigFormat
import FloatingPanel
import Foundation
import Testing
@testable import PlaygroundCore
@testable import playground
@testable import PlaygroundWindow

/// Issue 35, defect 5, as `feel` shows it: a release whose pointer times are in the same
/// millisecond, 1e-15 s apart or going backwards is measured at the engine's bounded estimate, and
/// the table's header and its "*" (critically damped, ≤ 300 pt/s) say what happened.
@Suite("feel: releases with odd pointer times are measured and labelled at the bounded estimate")
struct FeelReleaseBoundTests {
  /// flick-to-full.json's panel with `events` for its script.
  static func script(_ events: [ReplayScript.Event]) throws -> ReplayScript {
    var s = try ReplayScript.load(path: FeelCommandTests.flick)
    s.events = events
    return s
  }

  static func event(_ at: Double, _ action: ReplayScript.Event.Action, time: Double? = nil) -> ReplayScript.Event {
    ReplayScript.Event(at: at, action: action, time: time)
  }

  @Test("a duplicate in the same millisecond and a sample from the past change nothing: -1250 pt/s, not marked")
  func sameMillisecondAndBackwards() throws {
    let s = try Self.script([
      Self.event(0.100, .down(Point(x: 187, y: 340))),
      Self.event(0.116, .drag(Point(x: 187, y: 320))),
      Self.event(0.132, .drag(Point(x: 187, y: 300))),
      Self.event(0.133, .drag(Point(x: 187, y: 240)), time: 0.132),  // same millisecond: left out of the estimate
      Self.event(0.134, .drag(Point(x: 187, y: 500)), time: 0.05),  // time went backwards: left out
      Self.event(0.148, .up(Point(x: 187, y: 280), velocity: nil)),
    ])
    let table = try ReleaseFeelTable(script: s, behaviors: [("default", BehaviorConfig())])
    let row = try #require(table.rows.first)
    #expect(abs(row.hz60.releaseVelocity + 1250) < 1e-6)
    #expect(!row.hz60.isCriticallyDamped)
    #expect(FeelCommand.header(table, script: "odd.json").contains(" at -1250 pt/s;"))
    #expect(FeelCommand.footer(table) == "")
  }

  @Test("times 1e-15 s apart: no velocity can be measured, so 0 pt/s, and the * says ≤ 300 truthfully")
  func femtoseconds() throws {
    var events = [Self.event(0.1, .down(Point(x: 187, y: 340)), time: 0.1)]
    for i in 1...8 { events.append(Self.event(0.1, .drag(Point(x: 187, y: 340 - Double(i) * 25)), time: 0.1 + Double(i) * 1e-15)) }
    events.append(Self.event(0.1, .up(Point(x: 187, y: 140), velocity: nil), time: 0.1 + 9e-15))
    let table = try ReleaseFeelTable(script: try Self.script(events), behaviors: [("default", BehaviorConfig())])
    let row = try #require(table.rows.first)
    #expect(row.hz60.releaseVelocity == 0)  // was -2.5e16 pt/s
    #expect(row.hz60.metrics.settleTime.map { $0 < 2 } == true)
  }
}
