import CSDL2
import Foundation
import RenderTestSupport
@testable import SDLKit
import Testing

extension SDLKitSuite {
  /// `post(_:)` of key events (the soak's scripted keys): a posted press and release come back
  /// from SDL's queue as the same key with the same modifiers, for every key kind.
  @Suite struct EventQueueKeyPostTests {
    @Test func postedKeysComeBackWithTheirModifiers() throws {
      try DisplayTestLock.withDummyVideo {
        let window = try Window(title: "keys", width: 200, height: 200, resizable: false, highDensity: false)
        let q = window.events
        _ = q.pollAll()
        let keys: [(Key, KeyModifiers)] = [
          (.digit(1), []), (.digit(4), []), (.letter("t"), []), (.letter("s"), .control), (.letter("h"), .shift),
          (.up, []), (.down, .shift), (.left, []), (.right, []), (.tab, []), (.escape, []), (.pageUp, []),
          (.questionMark, []), (.digit(2), .alt),
        ]
        for (key, modifiers) in keys {
          q.post(.keyDown(KeyEvent(key: key, modifiers: modifiers, timestamp: 0)))
          q.post(.keyUp(KeyEvent(key: key, modifiers: modifiers, timestamp: 0)))
        }
        let events = q.pollAll()
        var seen: [String] = []
        for event in events {
          switch event {
          case .keyDown(let e): seen.append("down \(e.key) \(e.modifiers.rawValue)")
          case .keyUp(let e): seen.append("up \(e.key) \(e.modifiers.rawValue)")
          default: continue
          }
        }
        let expected = keys.flatMap { ["down \($0.0) \($0.1.rawValue)", "up \($0.0) \($0.1.rawValue)"] }
        #expect(seen == expected)
        _ = window
      }
    }

    @Test func aLetterOutsideAToZPostsNoKnownKey() {
      #expect(Key.letter("é").sdl == SDL_Keycode(bitPattern: SDLK_UNKNOWN.rawValue))
      #expect(Key.digit(12).sdl == Key.digit(9).sdl)
    }
  }
}
