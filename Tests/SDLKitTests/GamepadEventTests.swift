import CSDL2
import Foundation
import RenderTestSupport
@testable import SDLKit
import Testing

extension SDLKitSuite {
  /// Game-pad events from SDL's structs to `Event`s, and the game-pad subsystem under
  /// SDL's dummy video driver (no game pad attached: nothing opens, nothing fails).
  @Suite struct GamepadEventTests {
    @Test func buttonsAxesAndDevicesTranslate() throws {
      var raw = SDL_Event()
      raw.type = SDL_CONTROLLERBUTTONDOWN.rawValue
      raw.cbutton.which = 5
      raw.cbutton.button = UInt8(SDL_CONTROLLER_BUTTON_A.rawValue)
      raw.common.timestamp = 1500
      #expect(Event(sdl: raw) == .gamepadButton(GamepadButtonEvent(gamepad: 5, button: .a, isDown: true, timestamp: 1.5)))
      raw.type = SDL_CONTROLLERBUTTONUP.rawValue
      raw.cbutton.button = UInt8(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER.rawValue)
      #expect(Event(sdl: raw) == .gamepadButton(GamepadButtonEvent(gamepad: 5, button: .rightShoulder, isDown: false, timestamp: 1.5)))
      raw.cbutton.button = UInt8(SDL_CONTROLLER_BUTTON_GUIDE.rawValue)
      #expect(Event(sdl: raw) == .gamepadButton(GamepadButtonEvent(gamepad: 5, button: .other(5), isDown: false, timestamp: 1.5)))

      var axis = SDL_Event()
      axis.type = SDL_CONTROLLERAXISMOTION.rawValue
      axis.caxis.which = 5
      axis.caxis.axis = UInt8(SDL_CONTROLLER_AXIS_LEFTY.rawValue)
      axis.caxis.value = -32768  // one past −32767: clamped to −1
      axis.common.timestamp = 2000
      #expect(Event(sdl: axis) == .gamepadAxis(GamepadAxisEvent(gamepad: 5, axis: .leftY, value: -1, timestamp: 2)))
      axis.caxis.axis = UInt8(SDL_CONTROLLER_AXIS_LEFTX.rawValue)
      axis.caxis.value = 16384
      guard case .gamepadAxis(let half) = Event(sdl: axis) else { Issue.record("no axis event"); return }
      #expect(half.axis == .leftX && abs(half.value - 16384.0 / 32767) < 1e-12)
      axis.caxis.axis = UInt8(SDL_CONTROLLER_AXIS_TRIGGERLEFT.rawValue)
      guard case .gamepadAxis(let trigger) = Event(sdl: axis) else { Issue.record("no axis event"); return }
      #expect(trigger.axis == .other(Int(SDL_CONTROLLER_AXIS_TRIGGERLEFT.rawValue)))

      var device = SDL_Event()
      device.type = SDL_CONTROLLERDEVICEADDED.rawValue
      device.cdevice.which = 2
      #expect(Event(sdl: device) == .gamepadAdded(GamepadDeviceEvent(gamepad: 2, timestamp: 0)))
      device.type = SDL_CONTROLLERDEVICEREMOVED.rawValue
      #expect(Event(sdl: device) == .gamepadRemoved(GamepadDeviceEvent(gamepad: 2, timestamp: 0)))
      #expect(GamepadAxisEvent(axis: .leftX, value: .nan, timestamp: 0).value == 0)
      #expect(GamepadAxisEvent(axis: .leftX, value: 3, timestamp: 0).value == 1)
    }

    @Test func theGamepadSubsystemStartsWithoutGamepads() throws {
      try DisplayTestLock.withDummyVideo {
        let window = try Window(title: "pads", width: 100, height: 100, resizable: false, highDensity: false)
        let pads = try #require(Gamepads())  // no joystick device is no failure
        #expect(pads.openAll().isEmpty)
        #expect(pads.ids.isEmpty)
        #expect(pads.open(device: 0) == nil)  // no such device
        #expect(!pads.close(gamepad: 12))
        #expect(window.displayRefreshRate >= 0)
        _ = window
      }
    }
  }
}
