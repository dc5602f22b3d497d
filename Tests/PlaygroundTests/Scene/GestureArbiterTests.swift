import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// ``GestureArbiter``: the 4-pt tap slop, the side-list direction decision and who owns a press.
@Suite struct GestureArbiterTests {
  static func press(
    role: PanelRole? = .search, onBackdrop: Bool = false, onMap: Bool = false, inSideList: Bool = false
  ) -> GestureArbiter.Press {
    .init(point: Point(x: 100, y: 300), time: 1, role: role, onBackdrop: onBackdrop, onMap: onMap, inSideList: inSideList)
  }

  @Test func tapSlopIsFourPoints() {
    #expect(GestureArbiter.tapSlop == 4)
    #expect(PlaygroundScene.tapSlop == 4)
    #expect(GestureArbiter.isWithinSlop(dx: 3.9, dy: -3.9))
    #expect(!GestureArbiter.isWithinSlop(dx: 0, dy: 4.1))
    #expect(!GestureArbiter.isWithinSlop(dx: -4, dy: 0))
  }

  @Test func aMoveOf3Point9StaysATap() {
    var arbiter = GestureArbiter()
    let press = Self.press()
    arbiter.press(press)
    let r1 = arbiter.move(to: Point(x: 103.9, y: 296.1))
    #expect(r1 == .held)
    let r2 = arbiter.release()
    #expect(r2 == .pending(press))  // a tap where it went down
    #expect(arbiter.isIdle)
  }

  @Test func aMoveOf4Point1StartsADragOfThePanel() {
    var arbiter = GestureArbiter()
    let press = Self.press()
    arbiter.press(press)
    let r3 = arbiter.move(to: Point(x: 104.1, y: 300))
    #expect(r3 == .beganEngine(press))
    #expect(arbiter.isEngine)
    let r4 = arbiter.move(to: Point(x: 120, y: 300))
    #expect(r4 == .engine)
    let r5 = arbiter.release()
    #expect(r5 == .engine(downOnBackdrop: false, role: .search))
  }

  @Test func sideListTakesMostlyVerticalMoves() {
    #expect(GestureArbiter.isMostlyVertical(dx: 1, dy: -5))
    #expect(!GestureArbiter.isMostlyVertical(dx: 5, dy: 1))
    #expect(!GestureArbiter.isMostlyVertical(dx: 5, dy: 5))  // a diagonal moves the panel
    var arbiter = GestureArbiter()
    let press = Self.press(inSideList: true)
    arbiter.press(press)
    let r6 = arbiter.move(to: Point(x: 101, y: 305))
    #expect(r6 == .beganSideList(press, dy: 5))
    let r7 = arbiter.move(to: Point(x: 130, y: 312))
    #expect(r7 == .sideList(dy: 7))  // the list keeps it
    let r8 = arbiter.release()
    #expect(r8 == .sideList(last: Point(x: 130, y: 312)))
  }

  @Test func sideListLeavesMostlyHorizontalMovesToThePanel() {
    var arbiter = GestureArbiter()
    let press = Self.press(inSideList: true)
    arbiter.press(press)
    let r9 = arbiter.move(to: Point(x: 105, y: 301))
    #expect(r9 == .beganEngine(press))
    var diagonal = GestureArbiter()
    diagonal.press(press)
    let r10 = diagonal.move(to: Point(x: 105, y: 305))
    #expect(r10 == .beganEngine(press))
  }

  @Test func aDragOnTheMapIsSwallowedAndABackdropPressGoesToTheEngine() {
    var arbiter = GestureArbiter()
    let map = Self.press(role: nil, onMap: true)
    arbiter.press(map)
    let r11 = arbiter.move(to: Point(x: 100, y: 310))
    #expect(r11 == .beganOnMap(map))
    let r12 = arbiter.move(to: Point(x: 100, y: 400))
    #expect(r12 == .held)
    let r13 = arbiter.release()
    #expect(r13 == .ignored)

    let backdrop = Self.press(role: nil, onBackdrop: true)
    arbiter.press(backdrop)
    let r14 = arbiter.move(to: Point(x: 100, y: 310))
    #expect(r14 == .beganEngine(backdrop))
    let r15 = arbiter.release()
    #expect(r15 == .engine(downOnBackdrop: true, role: nil))
  }

  @Test func ignoredAndCancelledGestures() {
    var arbiter = GestureArbiter()
    arbiter.ignore()
    #expect(!arbiter.isIdle)
    let r16 = arbiter.move(to: Point(x: 500, y: 500))
    #expect(r16 == .held)
    let r17 = arbiter.cancel()
    #expect(!r17)
    #expect(arbiter.isIdle)
    arbiter.press(Self.press())
    _ = arbiter.move(to: Point(x: 100, y: 320))
    let r18 = arbiter.cancel()
    #expect(r18)  // the engine had it: the scene cancels the panel's drag
    #expect(arbiter.isIdle && arbiter.gesture == .none)
  }
}
