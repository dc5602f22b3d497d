import CSDL2
import Foundation
import RenderTestSupport
@testable import SDLKit
import Testing

extension SDLKitSuite {
  /// The idle loop's waiting and the benches' scripted input: `wait(timeout:)` sleeps until an
  /// event or the timeout, `post(_:)` round-trips pointer events, and an uncovered window asks to
  /// be shown again.
  @Suite struct EventQueueTests {
    @Test func waitReturnsOnTimeoutOrAtOnceForAPostedEvent() throws {
      try DisplayTestLock.withDummyVideo {
        let window = try Window(title: "wait", width: 200, height: 200, resizable: false, highDensity: false)
        let q = window.events
        _ = q.pollAll()
        let start = Date()
        #expect(q.wait(timeout: 0.08).isEmpty)
        #expect(Date().timeIntervalSince(start) >= 0.07)
        q.post(.pointerDown(PointerEvent(x: 12, y: 34, button: .primary, timestamp: 0)))
        q.post(.pointerMove(PointerEvent(x: 15, y: 30, button: .primary, timestamp: 0)))
        q.post(.pointerUp(PointerEvent(x: 15, y: 30, button: .secondary, timestamp: 0)))
        let quick = Date()
        let events = q.wait(timeout: 5)
        #expect(Date().timeIntervalSince(quick) < 1)
        func name(_ b: PointerButton?) -> String { b == .primary ? "primary" : b == .secondary ? "secondary" : "none" }
        let shapes = events.map { e -> String in
          switch e {
          case .pointerDown(let p): return "down \(Int(p.x)),\(Int(p.y)) \(name(p.button))"
          case .pointerMove(let p): return "move \(Int(p.x)),\(Int(p.y)) \(name(p.button))"
          case .pointerUp(let p): return "up \(Int(p.x)),\(Int(p.y)) \(name(p.button))"
          default: return "other"
          }
        }
        #expect(shapes == ["down 12,34 primary", "move 15,30 primary", "up 15,30 secondary"])
        _ = window
      }
    }

    @Test func anExposedOrRestoredWindowIsAnExposedEvent() {
      var raw = SDL_Event()
      raw.type = SDL_WINDOWEVENT.rawValue
      raw.window.timestamp = 1500
      raw.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
      #expect(Event(sdl: raw) == .exposed(timestamp: 1.5))
      raw.window.event = UInt8(SDL_WINDOWEVENT_RESTORED.rawValue)
      #expect(Event(sdl: raw) == .exposed(timestamp: 1.5))
      raw.window.event = UInt8(SDL_WINDOWEVENT_MOVED.rawValue)
      #expect(Event(sdl: raw) == nil)
    }
  }
}
