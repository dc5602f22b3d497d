import FloatingPanel
import Foundation
import SDLKit
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport

extension WindowReplayParityTests {
  /// The same gesture pushed ahead of time as typed pointer events into the window loop's event
  /// source (a scripted source: each event comes out when the clock reaches its time), the loop
  /// run one frame per 1/60 s on a manual clock: the whole window path (event source →
  /// ``InputRouter`` → scene → frame driver) moves the panel as the replay does, to the bit.
  @Test("through the window loop and its event source, the locations match the replay's to the bit", arguments: [
    FloatingPanelPosition.bottom, .top, .left, .right,
  ])
  func loopParity(position: FloatingPanelPosition) throws {
    let clock = ManualClock(now: 0)
    let events = MemoryEventQueue(clock: clock)
    let size = SceneSize(width: Int(Self.size.width), height: Int(Self.size.height))
    let app = try LoopHarness(size: size, clock: clock, queue: events, position: position).app
    let search = app.scene.search
    let band = search.grabberBand
    let gesture = Self.gesture(start: Point(x: band.midX, y: band.midY), position: position)
    let replay = try ReplayRunner(script: ReplayScript.decode(Data(Self.script(gesture, position: position).utf8))).run()
    for g in gesture {
      switch g.step {
      case .down(let p): events.push(.pointerDown(PointerEvent(x: p.x, y: p.y, button: .primary, timestamp: g.t)))
      case .drag(let p): events.push(.pointerMove(PointerEvent(x: p.x, y: p.y, button: .primary, timestamp: g.t)))
      case .up(let p): events.push(.pointerUp(PointerEvent(x: p.x, y: p.y, button: .primary, timestamp: g.t)))
      }
    }

    var locations: [Double] = []
    for n in 0..<replay.frames.count {
      clock.wait(until: Double(n) / 60)
      try app.run(maxFrames: app.frameCount + 1, paced: false)
      locations.append(search.location)
    }
    #expect(events.pending.isEmpty)
    #expect(locations == replay.frames.map(\.location))
    #expect(search.state.rawValue == replay.summary.finalState)
    #expect(search.state == .full)
  }
}
