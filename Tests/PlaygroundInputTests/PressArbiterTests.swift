import FloatingPanel
import PlaygroundInput
import Testing

/// ``PressArbiter``: the topmost target owns a press, for the whole gesture; one gesture at a time
/// (a second finger, the mouse while a finger holds, the stick while the mouse holds are refused);
/// cancel; an owner whose target is gone keeps its gesture.
@Suite struct PressArbiterTests {
  enum Owner: Hashable, Sendable { case prompt, card, row(Int), panel, map }

  static let card = Rect(x: 0, y: 0, width: 200, height: 300)
  static let panel = Rect(x: 0, y: 500, width: 390, height: 344)
  /// The card with two rows over a panel over the map, topmost first.
  static let frame: [HitTarget<Owner>] = [
    HitTarget(.row(0), .rect(Rect(x: 0, y: 40, width: 200, height: 30))),
    HitTarget(.row(1), .rect(Rect(x: 0, y: 70, width: 200, height: 30))),
    HitTarget(.card, .rect(card)),
    HitTarget(.panel, .rect(panel)),
    HitTarget(.map, .everywhere),
  ]

  @Test func theTopmostTargetUnderThePressOwnsIt() {
    #expect(PressArbiter.target(at: Point(x: 10, y: 75), in: Self.frame) == .row(1))
    #expect(PressArbiter.target(at: Point(x: 10, y: 10), in: Self.frame) == .card)  // the title: the card
    #expect(PressArbiter.target(at: Point(x: 10, y: 600), in: Self.frame) == .panel)
    #expect(PressArbiter.target(at: Point(x: 300, y: 100), in: Self.frame) == .map)
    #expect(PressArbiter.target(at: Point(x: 200, y: 100), in: Self.frame) == .map)  // max edge exclusive
    // A modal layer listed on top takes every press.
    #expect(PressArbiter.target(at: Point(x: 10, y: 75), in: [HitTarget(.prompt, .everywhere)] + Self.frame) == .prompt)
    #expect(PressArbiter<Owner>.target(at: Point(x: 1, y: 1), in: []) == nil)
  }

  @Test func theOwnerKeepsTheWholeGestureWhereverThePointerGoes() {
    var arbiter = PressArbiter<Owner>()
    #expect(arbiter.isIdle)
    #expect(arbiter.press(.mouse, at: Point(x: 10, y: 45), in: Self.frame) == .row(0))
    #expect(arbiter.owner == .row(0))
    #expect(arbiter.owner(of: .mouse) == .row(0))  // moved over the panel: still the row's
    #expect(arbiter.press(.mouse, at: Point(x: 10, y: 600), in: Self.frame) == nil)  // no second press
    #expect(arbiter.release(.mouse) == .row(0))
    #expect(arbiter.isIdle && arbiter.owner(of: .mouse) == nil)
    #expect(arbiter.release(.mouse) == nil)  // nothing held
    #expect(arbiter.press(.mouse, at: Point(x: 10, y: 600), in: Self.frame) == .panel)  // the next gesture
  }

  @Test func aSecondFingerAndTheMouseAreRefusedWhileAFingerHolds() {
    var arbiter = PressArbiter<Owner>()
    #expect(arbiter.press(.finger(7), at: Point(x: 10, y: 600), in: Self.frame) == .panel)
    #expect(arbiter.press(.finger(8), at: Point(x: 10, y: 45), in: Self.frame) == nil)
    #expect(arbiter.owner(of: .finger(8)) == nil)  // its moves are dropped
    #expect(arbiter.release(.finger(8)) == nil)  // its lift ends nothing
    #expect(arbiter.press(.mouse, at: Point(x: 10, y: 45), in: Self.frame) == nil)
    #expect(arbiter.owner(of: .finger(7)) == .panel)
    #expect(arbiter.release(.finger(7)) == .panel)
    #expect(arbiter.press(.finger(8), at: Point(x: 10, y: 45), in: Self.frame) == .row(0))  // now it may
  }

  @Test func theStickClaimsAnOwnerByTheSameRule() {
    var arbiter = PressArbiter<Owner>()
    #expect(arbiter.press(.stick, on: .panel) == .panel)
    #expect(arbiter.press(.mouse, at: Point(x: 10, y: 45), in: Self.frame) == nil)  // the stick holds it
    #expect(arbiter.release(.stick) == .panel)
    #expect(arbiter.press(.mouse, at: Point(x: 10, y: 45), in: Self.frame) == .row(0))
    #expect(arbiter.press(.stick, on: .panel) == nil)  // the mouse holds it
    #expect(arbiter.owner == .row(0))
  }

  @Test func cancelEndsTheGestureWhoeverHoldsIt() {
    var arbiter = PressArbiter<Owner>()
    #expect(arbiter.cancel() == nil)
    arbiter.press(.finger(2), at: Point(x: 10, y: 600), in: Self.frame)
    #expect(arbiter.cancel() == .panel)
    #expect(arbiter.isIdle)
    #expect(arbiter.release(.finger(2)) == nil)  // the lift after a cancel ends nothing
    #expect(arbiter.press(.mouse, at: Point(x: 300, y: 10), in: Self.frame) == .map)
  }

  @Test func anOwnerWhoseTargetDisappearsKeepsItsGestureUntilRelease() {
    var arbiter = PressArbiter<Owner>()
    arbiter.press(.mouse, at: Point(x: 10, y: 75), in: Self.frame)
    let cardsHidden = Array(Self.frame.dropFirst(3))  // the next frame has no card
    #expect(PressArbiter.target(at: Point(x: 10, y: 75), in: cardsHidden) == .map)
    #expect(arbiter.owner(of: .mouse) == .row(1))  // the moves still go to the row
    #expect(arbiter.press(.finger(1), at: Point(x: 10, y: 600), in: cardsHidden) == nil)
    #expect(arbiter.release(.mouse) == .row(1))
    #expect(arbiter.press(.mouse, at: Point(x: 10, y: 75), in: cardsHidden) == .map)  // what is there now
  }

  @Test func aPressOnNothingIsNoGesture() {
    var arbiter = PressArbiter<Owner>()
    let noMap = Array(Self.frame.dropLast())
    #expect(arbiter.press(.mouse, at: Point(x: 300, y: 100), in: noMap) == nil)
    #expect(arbiter.isIdle)
  }

  @Test func areas() {
    #expect(HitArea.everywhere.contains(Point(x: -1e9, y: 1e9)))
    #expect(HitArea.rects([Self.card, Self.panel]).contains(Point(x: 100, y: 600)))
    #expect(!HitArea.rects([Self.card, Self.panel]).contains(Point(x: 100, y: 400)))
    #expect(!HitArea.rects([]).contains(Point(x: 0, y: 0)))
    #expect(HitArea.rect(Self.card).contains(Point(x: 0, y: 0)))
    #expect(!HitArea.rect(Self.card).contains(Point(x: 0, y: 300)))
  }
}
