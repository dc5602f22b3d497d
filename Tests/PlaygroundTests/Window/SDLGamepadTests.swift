import CSDL2
import FloatingPanel
import Foundation
@testable import PlaygroundCore
import PlaygroundInput
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite {
  /// A game pad end to end through SDL (dummy video driver): an SDL virtual game pad is
  /// attached, ``SDLEventSource`` opens it and reports it once with its instance id and name, its
  /// buttons and stick arrive as typed events, the loop acts on them, and a detach closes it.
  @Suite struct SDLGamepadTests {
    @Test("hot-plug of a virtual game pad: attach, A and the stick reach the loop, detach")
    func virtualGamepadHotPlug() throws {
      try DisplayTestLock.withDummyVideo {
        let sdl = try SDLPlatform(title: "pad", size: SceneSize(width: 390, height: 844))
        let app = try AppLoop(platform: sdl.platform)
        try #require(sdl.events.gamepads != nil, "SDL started no game-pad subsystem")
        _ = sdl.events.pollAll()
        let index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, 15, 0)
        try #require(index >= 0, "SDL_JoystickAttachVirtual: \(String(cString: SDL_GetError()))")
        defer { SDL_JoystickDetachVirtual(index) }
        var got = sdl.events.pollAll()
        let added = got.compactMap { if case .gamepadAdded(let d) = $0 { d } else { nil } }
        #expect(added.count == 1)
        let id = try #require(added.first).gamepad
        #expect(sdl.events.gamepads?.ids == [id])
        let joystick = try #require(SDL_JoystickFromInstanceID(id))
        // The dummy driver's window never has the focus; SDL drops pad input for unfocused apps.
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        defer { SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "0") }
        SDL_JoystickSetVirtualButton(joystick, Int32(SDL_CONTROLLER_BUTTON_A.rawValue), 1)
        SDL_JoystickSetVirtualAxis(joystick, Int32(SDL_CONTROLLER_AXIS_LEFTY.rawValue), -32768)
        SDL_JoystickUpdate()
        got = sdl.events.pollAll()
        #expect(got.contains(.gamepadButton(GamepadButtonInput(gamepad: id, button: .a, isDown: true, timestamp: got.first?.timestamp ?? 0))))
        #expect(got.contains { if case .gamepadAxis(let a) = $0 { a.gamepad == id && a.axis == .leftY && a.value == -1 } else { false } })
        // The loop acts on them: A (released, then pressed again) opens the first place.
        SDL_JoystickSetVirtualButton(joystick, Int32(SDL_CONTROLLER_BUTTON_A.rawValue), 0)
        SDL_JoystickSetVirtualAxis(joystick, Int32(SDL_CONTROLLER_AXIS_LEFTY.rawValue), 0)
        SDL_JoystickUpdate()
        _ = sdl.events.pollAll()
        SDL_JoystickSetVirtualButton(joystick, Int32(SDL_CONTROLLER_BUTTON_A.rawValue), 1)
        SDL_JoystickUpdate()
        sdl.events.queue.post(.quit(timestamp: 0))
        #expect(app.scene.selectedPlace == nil)
        try app.run(maxFrames: 5, paced: false)
        #expect(app.scene.selectedPlace == 0)
        SDL_JoystickDetachVirtual(index)
        got = sdl.events.pollAll()
        #expect(got.contains { if case .gamepadRemoved(let d) = $0 { d.gamepad == id } else { false } })
        #expect(sdl.events.gamepads?.ids == [])
        _ = app
      }
    }

    @Test("a game pad attached before the window opens is opened at start and reported to the loop")
    func gamepadPresentAtStart() throws {
      try DisplayTestLock.withDummyVideo {
        try #require(SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0)
        defer { SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER) }
        let index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, 15, 0)
        try #require(index >= 0, "SDL_JoystickAttachVirtual: \(String(cString: SDL_GetError()))")
        defer { SDL_JoystickDetachVirtual(index) }
        let sdl = try SDLPlatform(title: "pad", size: SceneSize(width: 390, height: 844))
        let ids = try #require(sdl.events.gamepads).ids
        #expect(ids.count == 1)
        let app = try AppLoop(platform: sdl.platform)
        try app.run(maxFrames: 2, paced: false)  // the first poll hands the attachment to the loop (SDL's own event for it is dropped)
        #expect(app.scene.gamepadAttached)
        #expect(Array(app.router.gamepad.attached.keys) == ids)
        #expect(sdl.events.pollAll().isEmpty)
      }
    }
  }
}
