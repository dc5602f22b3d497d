import CSDL2
import Foundation
import RenderTestSupport
@testable import SDLKit
import Testing

extension SDLKitSuite {
  /// SDLKit: PNG I/O, fonts, errors, event translation, clipping and a missing display.
  @Suite(.serialized)
  struct SDLKitTests {
    @Test func keysTheWindowUsesHaveCases() {
      func key(_ code: SDL_KeyCode) -> Key { Key(sdl: Int32(bitPattern: code.rawValue)) }
      #expect(key(SDLK_PAGEUP) == .pageUp)
      #expect(key(SDLK_PAGEDOWN) == .pageDown)
      #expect(key(SDLK_QUESTION) == .questionMark)
      #expect(key(SDLK_SLASH) == .slash)
      #expect(key(SDLK_F5) == .other(Int32(bitPattern: SDLK_F5.rawValue)))
    }

    @Test func pngRoundTripKeepsEveryByte() throws {
      var opaque = PixelBuffer(width: 7, height: 5, fill: RGBA(hex: 0x336699))
      opaque[3, 2] = RGBA(r: 1, g: 254, b: 128)
      #expect(try PixelBuffer(pngBytes: opaque.pngBytes()) == opaque)
      var translucent = PixelBuffer(width: 3, height: 3, fill: .clear)
      translucent[1, 1] = RGBA(r: 10, g: 20, b: 30, a: 40)
      #expect(try PixelBuffer(pngBytes: translucent.pngBytes()) == translucent)
    }

    @Test func unreadableImageIsAnSDLError() {
      #expect(throws: SDLError.self) { try PixelBuffer(pngBytes: [1, 2, 3, 4]) }
      do {
        _ = try PixelBuffer(contentsOfFile: "/nonexistent/x.png")
        Issue.record("expected an error")
      } catch let error as SDLError {
        #expect(error.description.contains("/nonexistent/x.png"))
        #expect(!error.message.isEmpty)
      } catch {
        Issue.record("unexpected \(error)")
      }
    }

    @Test func fontLocatorPrefersInterThenDejaVu() throws {
      let both = FontLocator(fileExists: { $0.hasSuffix("Inter-Regular.otf") || $0.hasSuffix("DejaVuSans.ttf") })
      #expect(try both.locate() == "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
      let dejavuOnly = FontLocator(fileExists: { $0.hasSuffix("DejaVuSans.ttf") })
      #expect(try dejavuOnly.locate() == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    }

    @Test func missingFontNamesThePackages() {
      let none = FontLocator(fileExists: { _ in false })
      do {
        _ = try none.locate()
        Issue.record("expected FontNotFoundError")
      } catch let error as FontNotFoundError {
        #expect(error.description.contains("fonts-inter"))
        #expect(error.description.contains("fonts-dejavu-core"))
        #expect(error.searchedPaths.count >= 2)
      } catch {
        Issue.record("unexpected \(error)")
      }
    }

    @Test func badFontFileIsAnSDLError() {
      #expect(throws: SDLError.self) { try Font(path: "/nonexistent/font.otf", pixelSize: 12) }
    }

    @Test func clipRectCutsFillsAndCopies() throws {
      let renderer = try Renderer.headless(width: 20, height: 20)
      renderer.clear(.black)
      renderer.clipRect = PixelRect(x: 5, y: 5, width: 10, height: 10)
      #expect(renderer.clipRect == PixelRect(x: 5, y: 5, width: 10, height: 10))
      renderer.fill(PixelRect(x: 0, y: 0, width: 20, height: 20), color: .white)
      let texture = try renderer.makeTexture(PixelBuffer(width: 20, height: 20, fill: RGBA(hex: 0xFF0000)))
      renderer.copy(texture, to: PixelRect(x: 10, y: 10, width: 20, height: 20))
      renderer.clipRect = PixelRect(x: 0, y: 0, width: 0, height: 0)
      renderer.fill(PixelRect(x: 0, y: 0, width: 20, height: 20), color: .white)
      renderer.clipRect = nil
      #expect(renderer.clipRect == nil)
      let image = try renderer.readPixels()
      #expect(image[4, 4] == .black)
      #expect(image[5, 5] == .white)
      #expect(image[12, 12] == RGBA(hex: 0xFF0000))
      #expect(image[15, 15] == .black)
      #expect(PixelRect(x: 0, y: 0, width: 10, height: 10).intersection(PixelRect(x: 5, y: 8, width: 10, height: 10))
        == PixelRect(x: 5, y: 8, width: 5, height: 2))
    }

    @Test func headlessRendererRejectsBadSizes() {
      #expect(throws: SDLError.self) { try Renderer.headless(width: 0, height: 10) }
    }

    @Test func sdlEventsBecomeSwiftEvents() {
      var down = SDL_Event()
      down.type = SDL_MOUSEBUTTONDOWN.rawValue
      down.button.timestamp = 1500
      down.button.button = UInt8(SDL_BUTTON_LEFT)
      down.button.x = 120
      down.button.y = 300
      #expect(Event(sdl: down) == .pointerDown(PointerEvent(x: 120, y: 300, button: .primary, timestamp: 1.5)))

      var move = SDL_Event()
      move.type = SDL_MOUSEMOTION.rawValue
      move.motion.timestamp = 1516
      move.motion.state = CSDL2_ButtonMask(SDL_BUTTON_LEFT)
      move.motion.x = 121
      move.motion.y = 280
      #expect(Event(sdl: move) == .pointerMove(PointerEvent(x: 121, y: 280, button: .primary, timestamp: 1.516)))

      var key = SDL_Event()
      key.type = SDL_KEYDOWN.rawValue
      key.key.timestamp = 2000
      key.key.keysym.sym = Int32(bitPattern: SDLK_2.rawValue)
      key.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
      #expect(Event(sdl: key) == .keyDown(KeyEvent(key: .digit(2), modifiers: .shift, timestamp: 2)))
      key.key.keysym.sym = Int32(bitPattern: SDLK_UP.rawValue)
      key.type = SDL_KEYUP.rawValue
      #expect(Event(sdl: key) == .keyUp(KeyEvent(key: .up, modifiers: .shift, timestamp: 2)))

      var wheel = SDL_Event()
      wheel.type = SDL_MOUSEWHEEL.rawValue
      wheel.wheel.timestamp = 10
      wheel.wheel.preciseY = -1.5
      wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
      #expect(Event(sdl: wheel) == .wheel(WheelEvent(deltaX: 0, deltaY: 1.5, timestamp: 0.01)))

      var resize = SDL_Event()
      resize.type = SDL_WINDOWEVENT.rawValue
      resize.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
      resize.window.data1 = 800
      resize.window.data2 = 600
      #expect(Event(sdl: resize) == .resized(width: 800, height: 600, timestamp: 0))

      var quit = SDL_Event()
      quit.type = SDL_QUIT.rawValue
      quit.quit.timestamp = 3000
      #expect(Event(sdl: quit) == .quit(timestamp: 3))
    }

    @Test("fingers become touch events; SDL's synthesised mouse and finger events are dropped")
    func fingersAndNoDoubleCounting() {
      var finger = SDL_Event()
      finger.type = SDL_FINGERDOWN.rawValue
      finger.tfinger.timestamp = 250
      (finger.tfinger.touchId, finger.tfinger.fingerId) = (4, 17)
      (finger.tfinger.x, finger.tfinger.y) = (0.25, 0.75)
      #expect(Event(sdl: finger) == .touchDown(TouchEvent(finger: 17, x: 0.25, y: 0.75, timestamp: 0.25)))
      finger.type = SDL_FINGERMOTION.rawValue
      #expect(Event(sdl: finger) == .touchMove(TouchEvent(finger: 17, x: 0.25, y: 0.75, timestamp: 0.25)))
      finger.type = SDL_FINGERUP.rawValue
      #expect(Event(sdl: finger) == .touchUp(TouchEvent(finger: 17, x: 0.25, y: 0.75, timestamp: 0.25)))
      finger.tfinger.touchId = CSDL2_MouseTouchID()  // a finger SDL made up from the mouse
      #expect(Event(sdl: finger) == nil)

      var down = SDL_Event()
      down.type = SDL_MOUSEBUTTONDOWN.rawValue
      down.button.button = UInt8(SDL_BUTTON_LEFT)
      down.button.which = CSDL2_TouchMouseID()  // a click SDL made up from a finger
      #expect(Event(sdl: down) == nil)
      down.button.which = 0
      #expect(Event(sdl: down) == .pointerDown(PointerEvent(x: 0, y: 0, button: .primary, timestamp: 0)))
      var move = SDL_Event()
      move.type = SDL_MOUSEMOTION.rawValue
      move.motion.which = CSDL2_TouchMouseID()
      #expect(Event(sdl: move) == nil)
      var wheel = SDL_Event()
      wheel.type = SDL_MOUSEWHEEL.rawValue
      wheel.wheel.which = CSDL2_TouchMouseID()
      #expect(Event(sdl: wheel) == nil)
    }

    @Test("a trackpad's precise horizontal and vertical values are kept, fractions and all")
    func preciseWheelValues() {
      var wheel = SDL_Event()
      wheel.type = SDL_MOUSEWHEEL.rawValue
      (wheel.wheel.x, wheel.wheel.y) = (0, 0)  // SDL's whole steps round small trackpad moves to 0
      (wheel.wheel.preciseX, wheel.wheel.preciseY) = (0.375, -0.125)
      #expect(Event(sdl: wheel) == .wheel(WheelEvent(deltaX: 0.375, deltaY: -0.125, timestamp: 0)))
    }

    /// With no display, opening a window fails with a typed error that says what to do, both
    /// when a real driver is requested and when SDL is left to choose (it would otherwise fall
    /// back to its invisible offscreen driver).
    @Test(arguments: ["x11", nil] as [String?])
    func noDisplayIsATypedErrorNamingTheWayOut(_ driver: String?) {
      DisplayTestLock.run {
        if let driver { setenv("SDL_VIDEODRIVER", driver, 1) } else { unsetenv("SDL_VIDEODRIVER") }
        unsetenv("DISPLAY")
        unsetenv("WAYLAND_DISPLAY")
        do {
          _ = try Window(title: "none", width: 100, height: 100)
          Issue.record("expected DisplayUnavailableError")
        } catch let error as DisplayUnavailableError {
          #expect(error.description.contains("xvfb-run"))
          #expect(error.description.contains("playground screenshot"))
          #expect(error.description.contains("playground replay"))
        } catch {
          Issue.record("expected DisplayUnavailableError, got \(error)")
        }
      }
    }
  }
}
