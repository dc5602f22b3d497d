import Foundation
@testable import playground
import PlaygroundInput
@testable import PlaygroundWindow
import SDLKit
import Testing

/// The in-memory platform the loop tests run on: events come out when the clock reaches their
/// timestamps, waiting moves a manual clock instead of sleeping, and the headless target reports
/// a resize as a window manager would.
@Suite struct MemoryPlatformTests {
  static func key(_ n: Int, at t: Double) -> InputEvent { .keyDown(KeyInput(key: .digit(n), timestamp: t)) }

  @Test("events are handed out in order once due; a wait jumps to the next one or to its timeout")
  func eventsComeWhenDue() {
    let clock = ManualClock(now: 1)
    let q = MemoryEventQueue(clock: clock)
    q.push(Self.key(1, at: 1))
    q.push(Self.key(2, at: 1.5))
    q.push(Self.key(3, at: 1.5))
    #expect(q.pollAll() == [Self.key(1, at: 1)])
    #expect(q.pollAll().isEmpty)
    #expect(q.wait(timeout: 0.25).isEmpty)  // nothing due before 1.25
    #expect(clock.now == 1.25)
    #expect(q.wait(timeout: 10) == [Self.key(2, at: 1.5), Self.key(3, at: 1.5)])
    #expect(clock.now == 1.5)  // woke at the event, not at the timeout
    #expect(q.wait(timeout: 0).isEmpty)
    #expect(clock.now == 1.5)  // a zero timeout only polls
    #expect(clock.waits == [1.25, 1.5])
  }

  @Test("a manual clock never goes back; the headless target reports resizes stamped with it")
  func clockAndTarget() throws {
    let clock = ManualClock(now: 3)
    clock.wait(until: 2)
    clock.advance(by: -1)
    #expect(clock.now == 3)
    let q = MemoryEventQueue(clock: clock)
    let target = try HeadlessFrameTarget(width: 200, height: 100, scale: 2, events: q)
    #expect(target.renderer.outputSize == PixelSize(width: 400, height: 200))
    target.setSize(width: 0, height: 50)
    #expect(target.size == PixelSize(width: 1, height: 50))
    #expect(q.pollAll() == [.resized(width: 1, height: 50, timestamp: 3)])
    target.present()
    #expect(target.presentCount == 1)
  }
}
