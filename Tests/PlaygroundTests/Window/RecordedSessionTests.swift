import FloatingPanel
import Foundation
@testable import PlaygroundCore
import PlaygroundInput
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import SDLKit
import Testing

/// What the platform seam is for beyond tests: a session recorder is a tee on the event source,
/// and its recording played back is a scripted event source. Both plug into ``AppLoop`` as they
/// are; the played-back session moves the panel exactly as the recorded one did.
@Suite struct RecordedSessionTests {
  /// A tee: hands out what `source` gives and keeps a copy.
  final class Recorder: EventSource {
    let source: any EventSource
    private(set) var recorded: [InputEvent] = []

    init(_ source: any EventSource) { self.source = source }

    func pollAll() -> [InputEvent] { keep(source.pollAll()) }
    func wait(timeout: Double) -> [InputEvent] { keep(source.wait(timeout: timeout)) }

    private func keep(_ events: [InputEvent]) -> [InputEvent] {
      recorded += events
      return events
    }
  }

  /// Runs `frames` frames 1/60 s apart on `events`, pushing `input` (by frame) first; the search
  /// panel's location after each.
  static func run(_ events: (ManualClock) -> (any EventSource, MemoryEventQueue), frames: Int,
                  input: [Int: [(Double) -> Event]]) throws -> [Double] {
    let clock = ManualClock(now: 0)
    let (source, queue) = events(clock)
    let app = try LoopHarness(size: SceneSize(width: 390, height: 844), clock: clock, queue: queue, source: source).app
    var locations: [Double] = []
    for n in 0..<frames {
      clock.wait(until: Double(n) / 60)
      for make in input[n] ?? [] { queue.push(make(clock.now)) }
      try app.run(maxFrames: app.frameCount + 1, paced: false)
      locations.append(app.scene.search.location)
    }
    return locations
  }

  @Test("a recorded drag and key, played back as a scripted source, give the same motion")
  func recordAndPlayBack() throws {
    func pointer(_ make: @escaping (PointerEvent) -> Event, y: Double) -> (Double) -> Event {
      { make(PointerEvent(x: 195, y: y, button: .primary, timestamp: $0)) }
    }
    var input: [Int: [(Double) -> Event]] = [2: [pointer(Event.pointerDown, y: 450)]]
    for k in 1...8 { input[2 + k] = [pointer(Event.pointerMove, y: 450 - Double(k) * 25)] }
    input[11] = [pointer(Event.pointerUp, y: 250)]
    input[90] = [{ .keyDown(KeyEvent(key: .digit(3), timestamp: $0)) }]
    var recorder: Recorder?
    let live = try Self.run({ clock in
      let queue = MemoryEventQueue(clock: clock)
      let tee = Recorder(queue)
      recorder = tee
      return (tee, queue)
    }, frames: 150, input: input)
    let recorded = try #require(recorder?.recorded)
    #expect(recorded.count == 11)
    #expect(live[20] < live[1] - 100)  // the drag moved the panel
    #expect(live.last != live[89])  // and 3 moved it again

    let played = try Self.run({ clock in
      let script = MemoryEventQueue(clock: clock)
      for e in recorded { script.push(e) }  // handed out when the clock reaches each one's time
      return (script, script)
    }, frames: 150, input: [:])
    #expect(played == live)
  }
}
