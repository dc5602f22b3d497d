import CSDL2
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite {
  /// The window's own platform (``SDLPlatform``) under SDL's dummy video driver: SDL events pushed
  /// onto SDL's queue come out of ``SDLEventSource`` as typed events stamped in seconds, the
  /// target reports the window's size and a resize comes back as an event, and the loop runs on
  /// it end to end. Everything else about the loop is tested on the in-memory platform.
  @Suite struct SDLPlatformTests {
    static let size = SceneSize(width: 390, height: 844)

    static func push(_ make: (inout SDL_Event) -> Void) {
      var e = SDL_Event()
      make(&e)
      SDL_PushEvent(&e)
    }

    @Test("SDL's pointer, wheel, key and quit events become typed events in order, in seconds")
    func translatesSDLEvents() throws {
      try DisplayTestLock.withDummyVideo {
        let sdl = try SDLPlatform(title: "events", size: Self.size)
        _ = sdl.events.pollAll()
        let before = Double(SDL_GetTicks()) / 1000
        Self.push { e in
          e.type = SDL_MOUSEBUTTONDOWN.rawValue
          (e.button.x, e.button.y, e.button.button, e.button.clicks) = (195, 700, UInt8(SDL_BUTTON_LEFT), 1)
          e.button.state = UInt8(SDL_PRESSED)
        }
        Self.push { e in
          e.type = SDL_MOUSEMOTION.rawValue
          (e.motion.x, e.motion.y, e.motion.state) = (195, 650, CSDL2_ButtonMask(SDL_BUTTON_LEFT))
        }
        Self.push { e in
          e.type = SDL_MOUSEWHEEL.rawValue
          (e.wheel.y, e.wheel.preciseY, e.wheel.direction) = (-2, -2, SDL_MOUSEWHEEL_NORMAL.rawValue)
        }
        Self.push { e in
          e.type = SDL_KEYDOWN.rawValue
          e.key.state = UInt8(SDL_PRESSED)
          e.key.keysym.sym = Int32(bitPattern: SDLK_2.rawValue)
          e.key.keysym.mod = UInt16(KMOD_LALT.rawValue)
        }
        Self.push { $0.type = SDL_QUIT.rawValue }
        let events = sdl.events.pollAll()
        let after = Double(SDL_GetTicks()) / 1000
        guard events.count == 5 else { Issue.record("got \(events)"); return }
        guard case .pointerDown(let down) = events[0], case .pointerMove(let move) = events[1],
          case .wheel(let wheel) = events[2], case .keyDown(let key) = events[3], case .quit = events[4]
        else { Issue.record("got \(events)"); return }
        #expect((down.x, down.y, down.button) == (195, 700, .primary))
        #expect((move.x, move.y, move.button) == (195, 650, .primary))
        #expect(wheel.deltaY == -2)
        #expect(key.key == .digit(2) && key.modifiers == .alt && !key.isRepeat)
        for e in events {
          #expect(e.timestamp >= before && e.timestamp <= after)  // seconds on SDL's clock
          // From whole milliseconds (ms / 1000 in binary floating point: within 1e-6 ms of one).
          #expect(abs((e.timestamp * 1000).rounded() - e.timestamp * 1000) < 1e-6)
        }
        #expect(sdl.events.wait(timeout: 0).isEmpty)
      }
    }

    @Test("SDL makes up no mouse from touches nor touches from the mouse; a posted finger drags the panel")
    func touchesAreNotCountedTwice() throws {
      try DisplayTestLock.withDummyVideo {
        let app = try AppLoop(size: Self.size)
        #expect(SDL_GetHint(SDL_HINT_TOUCH_MOUSE_EVENTS).map { String(cString: $0) } == "0")
        #expect(SDL_GetHint(SDL_HINT_MOUSE_TOUCH_EVENTS).map { String(cString: $0) } == "0")
        try app.run(maxFrames: 1, paced: false)
        let events = try #require(app.events as? SDLEventSource)
        let start = app.scene.search.location
        // SDL carries normalised floats: the finger's points come back within a float's precision.
        let y0 = Double(Float((start + 10) / 844)), y1 = Double(Float((start - 90) / 844))
        events.post(.touchDown(TouchEvent(finger: 5, x: 0.5, y: y0, timestamp: 0)))
        events.post(.touchMove(TouchEvent(finger: 5, x: 0.5, y: y1, timestamp: 0)))
        Self.push { e in  // what SDL would have made up from the finger without the hint: dropped
          e.type = SDL_MOUSEMOTION.rawValue
          (e.motion.which, e.motion.x, e.motion.y) = (CSDL2_TouchMouseID(), 195, 800)
          e.motion.state = CSDL2_ButtonMask(SDL_BUTTON_LEFT)
        }
        try app.run(maxFrames: app.frameCount + 1, paced: false)
        #expect(app.scene.search.isTouching)
        #expect(abs(app.scene.search.location - (start - 100)) < 0.001)  // 100 pt up (float coordinates)
        events.post(.touchUp(TouchEvent(finger: 5, x: 0.5, y: y1, timestamp: 0)))
        try app.run(maxFrames: app.frameCount + 1, paced: false)
        #expect(!app.scene.search.isTouching)
      }
    }

    @Test("the target is the window: its size and scale, and a resize comes back as an event")
    func targetIsTheWindow() throws {
      try DisplayTestLock.withDummyVideo {
        let sdl = try SDLPlatform(title: "target", size: Self.size)
        #expect(sdl.target.size == PixelSize(width: 390, height: 844))
        #expect(sdl.target.pixelScale == 1)
        #expect(!sdl.target.renderer.isHeadless)
        _ = sdl.events.pollAll()
        sdl.target.setSize(width: 1280, height: 800)
        #expect(sdl.target.size == PixelSize(width: 1280, height: 800))
        #expect(sdl.events.pollAll().contains { if case .resized(1280, 800, _) = $0 { true } else { false } })
      }
    }

    @Test("the loop on SDL: a posted drag moves the panel, and a posted quit ends the loop")
    func loopRunsOnSDL() throws {
      try DisplayTestLock.withDummyVideo {
        let app = try AppLoop(size: Self.size)
        try app.run(maxFrames: 1, paced: false)
        let events = try #require(app.events as? SDLEventSource)
        let start = app.scene.search.location
        events.post(.pointerDown(PointerEvent(x: 195, y: start + 10, button: .primary, timestamp: 0)))
        events.post(.pointerMove(PointerEvent(x: 195, y: start - 90, button: .primary, timestamp: 0)))
        try app.run(maxFrames: app.frameCount + 1, paced: false)
        #expect(app.scene.search.isTouching)
        #expect(app.scene.search.location < start - 50)
        events.post(.quit(timestamp: 0))
        try app.run(maxFrames: app.frameCount + 50, paced: false)
        #expect(app.quitRequested)
      }
    }
  }
}
