import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport
import RenderTestSupport
import SDLKit
import Testing

/// A game pad through the real loop with pushed typed events (``LoopHarness``): every
/// button, the left stick's drag and its release (positions and release velocities in numbers),
/// and hot-plug (attach, detach, a detach during a drag).
extension PlaygroundSuite.WindowLoopTests {
  static func button(_ w: LoopHarness, _ b: GamepadButtonEvent.Button) {
    w.push { .gamepadButton(GamepadButtonEvent(gamepad: 7, button: b, isDown: true, timestamp: $0)) }
    w.push { .gamepadButton(GamepadButtonEvent(gamepad: 7, button: b, isDown: false, timestamp: $0)) }
  }

  static func stick(_ w: LoopHarness, y: Double, x: Double = 0) {
    w.push { .gamepadAxis(GamepadAxisEvent(gamepad: 7, axis: .leftX, value: x, timestamp: $0)) }
    w.push { .gamepadAxis(GamepadAxisEvent(gamepad: 7, axis: .leftY, value: y, timestamp: $0)) }
  }

  static func attached() throws -> LoopHarness {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    w.push { .gamepadAdded(GamepadDeviceEvent(gamepad: 7, name: "Steam Deck", timestamp: $0)) }
    try w.frame()
    return w
  }

  @Test("D-pad ↑/↓ step the focused panel along its edge; the shoulders cycle T, L, B, R")
  func dpadAndShoulders() throws {
    let w = try Self.attached()
    let scene = w.app.scene
    #expect(scene.search.state == .half)
    Self.button(w, .dpadUp)
    try w.settle()
    #expect(scene.search.state == .full)
    Self.button(w, .dpadDown)
    try w.settle()
    #expect(scene.search.state == .half)
    Self.button(w, .rightShoulder)  // B → R
    try w.settle()
    #expect(scene.edge == .right)
    Self.button(w, .dpadUp)  // a side panel: ↑ is more expanded
    try w.settle()
    #expect(scene.search.state == .full)
    Self.button(w, .rightShoulder)  // R → T (wraps)
    try w.frame()
    #expect(scene.edge == .top)
    Self.button(w, .leftShoulder)  // T → R
    Self.button(w, .leftShoulder)  // R → B
    Self.button(w, .leftShoulder)  // B → L
    try w.settle()
    #expect(scene.edge == .left)
    let state = scene.search.state
    Self.button(w, .dpadDown)  // less expanded
    try w.settle()
    #expect(scene.search.state == scene.search.resolvedLayout.lessExpanded(than: state))
  }

  @Test("A opens the selected place (first: the first), Y the next, X the previous (wrapping); B closes; Back the modal")
  func placesCloseAndModal() throws {
    let w = try Self.attached()
    let scene = w.app.scene
    Self.button(w, .a)
    try w.settle()
    #expect(scene.selectedPlace == 0)
    #expect(scene.isDetailOpen)
    Self.button(w, .y)
    try w.settle()
    #expect(scene.selectedPlace == 1)
    Self.button(w, .x)
    Self.button(w, .x)
    try w.settle()
    #expect(scene.selectedPlace == scene.places.count - 1)
    Self.button(w, .b)
    try w.settle()
    #expect(!scene.isDetailOpen)
    Self.button(w, .back)
    try w.settle()
    #expect(scene.modal.isVisible && scene.modal.state != .hidden)
    Self.button(w, .b)
    try w.settle()
    #expect(scene.modal.state == .hidden || !scene.modal.isVisible)
  }

  @Test("D-pad ←/→ move the focus backwards and forwards like Tab; Start shows the help, B closes it")
  func focusAndHelp() throws {
    let w = try Self.attached()
    let scene = w.app.scene
    Self.button(w, .a)  // the detail panel in front of the search panel
    try w.settle()
    let focusable = PanelRole.allCases.filter(scene.isFocusable)
    try #require(focusable.count >= 2)
    let i = try #require(focusable.firstIndex(of: scene.focus))
    Self.button(w, .dpadRight)
    try w.frame()
    #expect(scene.focus == focusable[(i + 1) % focusable.count])
    Self.button(w, .dpadLeft)
    try w.frame()
    #expect(scene.focus == focusable[i])
    Self.button(w, .dpadLeft)
    try w.frame()
    #expect(scene.focus == focusable[(i + focusable.count - 1) % focusable.count])
    #expect(!scene.showsHelp)
    Self.button(w, .start)
    try w.settle()
    #expect(scene.showsHelp)
    let before = scene.focus
    Self.button(w, .dpadRight)  // help is modal
    Self.button(w, .y)
    try w.frame()
    #expect(scene.focus == before)
    #expect(scene.selectedPlace == 0)
    Self.button(w, .b)
    try w.frame()
    #expect(!scene.showsHelp)
    Self.button(w, .start)
    Self.button(w, .start)
    try w.frame()
    #expect(!scene.showsHelp)
  }

  @Test("the stick's velocity: 0 inside the 0.2 dead zone, linear to 1500 pt/s at full deflection")
  func stickVelocityCurve() {
    #expect(GamepadHandler.velocity(deflection: 0.19) == 0)
    #expect(GamepadHandler.velocity(deflection: -0.2) == 0)
    #expect(abs(GamepadHandler.velocity(deflection: 0.6) - 750) < 1e-9)
    #expect(GamepadHandler.velocity(deflection: -1) == -1500)
    #expect(abs(GamepadHandler.velocity(deflection: -0.3) + 187.5) < 1e-9)
  }

  @Test("the left stick drags the focused panel at its velocity every frame; centred, it lets go with the stick's last velocity")
  func stickDragAndRelease() throws {
    let w = try Self.attached()
    let scene = w.app.scene
    let half = scene.search.location
    let h = PlaygroundScene.frameInterval
    Self.stick(w, y: -1)  // full deflection up: −1500 pt/s
    try w.frame()
    #expect(w.app.wantsFrame)  // the drag keeps the loop drawing
    #expect(abs(scene.search.location - (half - 1500 * h)) < 1e-6)  // −25 pt
    try w.frame()
    try w.frame()
    #expect(abs(scene.search.location - (half - 1500 * 3 * h)) < 1e-6)  // −75 pt
    #expect(scene.search.isTouching)
    for _ in 0..<9 { try w.frame() }  // 0.2 s in all at −1500 pt/s
    Self.stick(w, y: -0.3)  // springing back: −187.5 pt/s
    try w.frame()
    #expect(abs(scene.search.location - (half - 1500 * 12 * h - 187.5 * h)) < 1e-6)
    Self.stick(w, y: 0)  // centred 1/60 s later
    try w.frame()
    // The stick held −1500 pt/s until 1/60 s before the 0.1-s window: the throw's velocity.
    let release = try #require(scene.lastRelease)
    #expect(release.velocity == -1500)
    #expect(abs(release.location - (half - 1500 * 12 * h - 187.5 * h)) < 1e-6)
    #expect(!scene.search.isTouching)
    #expect(!w.app.router.gamepad.isDragging)
    try w.settle()
    #expect(scene.search.state == .full)
  }

  @Test("a stick held half way for 0.5 s lets go at its own 750 pt/s; a slow stick drag back down comes to rest at half")
  func stickHeldSlowly() throws {
    let w = try Self.attached()
    let scene = w.app.scene
    let half = scene.search.location
    let h = PlaygroundScene.frameInterval
    Self.stick(w, y: 0.6)  // down at 750 pt/s
    for _ in 0..<6 { try w.frame() }  // 0.1 s: 75 pt down
    #expect(abs(scene.search.location - (half + 75)) < 1e-6)
    Self.stick(w, y: -0.6)  // back up at 750 pt/s for 0.1 s
    for _ in 0..<6 { try w.frame() }
    #expect(abs(scene.search.location - half) < 1e-6)
    for _ in 0..<24 { try w.frame() }  // 0.4 s more: 300 pt above half
    Self.stick(w, y: 0)
    try w.frame()
    let release = try #require(scene.lastRelease)
    #expect(abs(release.velocity + 750) < 1e-9)
    #expect(abs(release.location - (half - 24 * 750 * h)) < 1e-6)  // 300 pt above half
  }

  @Test("hot-plug: attach shows it and lists the buttons in help; detach ends a drag where it is, at rest")
  func hotPlug() throws {
    let w = try LoopHarness(size: SceneSize(width: 390, height: 844))
    let scene = w.app.scene
    try w.frame()
    #expect(!scene.gamepadAttached)
    w.push { .gamepadAdded(GamepadDeviceEvent(gamepad: 3, name: "Steam Deck", timestamp: $0)) }
    w.push { .gamepadAdded(GamepadDeviceEvent(gamepad: 4, name: "", timestamp: $0)) }
    try w.frame()
    #expect(scene.gamepadAttached)
    #expect(w.app.router.gamepad.attached == [3: "Steam Deck", 4: ""])
    #expect(w.app.driver.status.text?.hasPrefix("controller attached") == true)
    w.push { .gamepadRemoved(GamepadDeviceEvent(gamepad: 3, timestamp: $0)) }
    try w.frame()
    #expect(scene.gamepadAttached)  // 4 is still there
    w.push { .gamepadRemoved(GamepadDeviceEvent(gamepad: 9, timestamp: $0)) }  // never attached
    try w.frame()
    #expect(w.app.router.gamepad.attached == [4: ""])
    let half = scene.search.location
    Self.stick(w, y: -1)
    try w.frame()
    try w.frame()
    w.push { .gamepadRemoved(GamepadDeviceEvent(gamepad: 4, timestamp: $0)) }
    try w.frame()
    #expect(!scene.gamepadAttached)
    #expect(!w.app.router.gamepad.isDragging)
    let release = try #require(scene.lastRelease)
    #expect(release.velocity == 0)
    #expect(abs(release.location - (half - 1500 * 2 * PlaygroundScene.frameInterval)) < 1e-6)
    #expect(w.app.driver.status.text == "controller detached")
  }

  @Test("while the stick drags, a mouse press is ignored; with help shown the stick does not grab")
  func stickOwnsThePanel() throws {
    let w = try Self.attached()
    let scene = w.app.scene
    Self.button(w, .start)
    Self.stick(w, y: -1)
    try w.frame()
    #expect(!w.app.router.gamepad.isDragging)
    Self.stick(w, y: 0)
    Self.button(w, .start)
    try w.frame()
    let half = scene.search.location
    Self.stick(w, y: -1)
    try w.frame()
    w.mouse(.down, x: 195, y: half + 40)
    w.mouse(.move, x: 195, y: half + 300)
    try w.frame()
    #expect(abs(scene.search.location - (half - 1500 * 2 * PlaygroundScene.frameInterval)) < 1e-6)
  }

  @Test("Start opens the help on the game pad's buttons; H, with a game pad attached, on the keys after a Start hint")
  func helpListsTheGamepad() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    w.push { .gamepadAdded(GamepadDeviceEvent(gamepad: 1, name: "Steam Deck", timestamp: $0)) }
    try w.frame()
    for _ in 0..<250 { try w.frame() }  // the attach notice has gone
    Self.button(w, .start)
    try w.frame()
    #expect(w.app.scene.showsHelp && w.app.scene.helpShowsGamepad)
    #expect(KeyBindings.help(gamepad: true, attached: true).rows.map(\.keys) == KeyBindings.gamepad.map(\.keys))
    assertPixelSnapshot(of: try w.target.readPixels(), named: "help-controller")
    Self.button(w, .start)  // closed…
    w.key(.letter("h"))  // …and opened with the keyboard: the keys, after the Start hint
    try w.frame()
    #expect(w.app.scene.showsHelp && !w.app.scene.helpShowsGamepad)
    let keys = KeyBindings.help(gamepad: false, attached: true)
    #expect(keys.title == "Keys" && keys.rows.first?.keys == "Pad Start" && keys.rows.count == KeyBindings.all.count + 1)
    #expect(KeyBindings.help(gamepad: false, attached: false).rows.count == KeyBindings.all.count)
    Self.button(w, .start)  // Start closes the keys' help (it does not page it)
    try w.frame()
    #expect(!w.app.scene.showsHelp)
  }
}

extension PlaygroundSuite.WindowLoopTests {
  @Test("a resting window stays asleep for the right stick, the triggers and button releases; the left stick's drag draws every slot")
  func gamepadIdle() throws {
    let w = try Self.attached()
    try w.settle(limit: 400)
    for _ in 0..<300 where w.app.driver.status.isShowing { try w.frame() }  // the attach notice goes
    try w.idle(slots: 2)
    let drawn = w.app.frameCount
    w.push { .gamepadAxis(GamepadAxisEvent(gamepad: 7, axis: .other(2), value: 0.7, timestamp: $0)) }  // right stick
    w.push { .gamepadAxis(GamepadAxisEvent(gamepad: 7, axis: .other(4), value: 1, timestamp: $0)) }  // a trigger
    w.push { .gamepadButton(GamepadButtonEvent(gamepad: 7, button: .a, isDown: false, timestamp: $0)) }
    w.push { .gamepadAxis(GamepadAxisEvent(gamepad: 7, axis: .leftY, value: 0.1, timestamp: $0)) }  // inside the dead zone
    try w.idle(slots: 30)
    #expect(w.app.frameCount == drawn)
    Self.stick(w, y: -1)
    try w.idle(slots: 10)
    #expect(w.app.frameCount == drawn + 10)  // the drag draws every slot
  }
}
