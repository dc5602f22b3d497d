import FloatingPanel
import PlaygroundInput
import Testing

/// The model's input vocabulary: event times, presses, a finger's position in points.
@Suite struct InputEventTests {
  @Test func timestampsAndPresses() {
    let events: [InputEvent] = [
      .pointerDown(PointerInput(x: 1, y: 2, button: .primary, timestamp: 1)),
      .pointerMove(PointerInput(x: 1, y: 2, button: nil, timestamp: 2)),
      .wheel(WheelInput(deltaX: 0, deltaY: -1, timestamp: 3)),
      .touchDown(TouchInput(finger: 4, x: 0.5, y: 0.5, timestamp: 4)),
      .keyDown(KeyInput(key: .tab, timestamp: 5)),
      .gamepadButton(GamepadButtonInput(gamepad: 1, button: .a, isDown: true, timestamp: 6)),
      .gamepadAxis(GamepadAxisInput(gamepad: 1, axis: .leftY, value: -1, timestamp: 7)),
      .gamepadAdded(GamepadDeviceInput(gamepad: 1, name: "Steam Deck", timestamp: 8)),
      .resized(width: 800, height: 600, timestamp: 9),
      .quit(timestamp: 10),
    ]
    #expect(events.map(\.timestamp) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    #expect(events.map(\.isPress) == [true, false, false, true, false, false, false, false, false, false])
    #expect(PointerInput(x: 0, y: 0, button: .primary, timestamp: 0).isPrimary)
    #expect(!PointerInput(x: 0, y: 0, button: .secondary, timestamp: 0).isPrimary)
    #expect(!PointerInput(x: 0, y: 0, button: nil, timestamp: 0).isPrimary)
  }

  @Test func aFingerInPointsIsClampedToTheWindow() {
    let size = Size(width: 390, height: 844)
    #expect(TouchInput(finger: 1, x: 0.5, y: 0.25, timestamp: 0).point(in: size) == Point(x: 195, y: 211))
    #expect(TouchInput(finger: 1, x: -0.2, y: 1.5, timestamp: 0).point(in: size) == Point(x: 0, y: 844))
    #expect(TouchInput(finger: 1, x: .nan, y: .infinity, timestamp: 0).point(in: size) == Point(x: 0, y: 0))
  }
}
