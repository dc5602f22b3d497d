import Testing
@testable import FloatingPanel

@Suite("Callbacks and their order (motion.md §9)")
struct CallbackOrderTests {
  @Test("a drag that ends in an attraction", arguments: Mirror.all)
  func dragThenAttract(m: Mirror) throws {
    let (p, r) = try m.panel()
    p.pointerDown(at: m.point(420), time: 0)
    p.pointerMove(to: m.point(410), time: 0.01)
    p.pointerMove(to: m.point(400), time: 0.02)
    p.pointerUp(at: m.point(400), time: 0.03, velocity: m.vel(-800))
    p.step(1.0 / 60)
    p.settle()
    let names = r.drain().names
    #expect(Array(names.prefix(8)) == [
      "shouldBeginDragging", "willBeginDragging", "didMove", "didMove",
      "willEndDragging:full", "didEndDragging:true", "willBeginAttracting:full", "didChangeState:full",
    ])
    #expect(Array(names.suffix(2)) == ["didMove", "didEndAttracting"])
    #expect(names.dropFirst(8).dropLast(1).allSatisfy { $0 == "didMove" })
    #expect(p.location == m.loc(18))
  }

  @Test("a drag released exactly on the target anchor", arguments: Mirror.all)
  func releasedOnAnchor(m: Mirror) throws {
    let (p, r) = try m.panel()
    p.pointerDown(at: m.point(420), time: 0)
    p.pointerMove(to: m.point(38), time: 0.1)  // location 18 = full
    p.pointerUp(at: m.point(38), time: 0.2, velocity: 0)
    #expect(r.drain().names == [
      "shouldBeginDragging", "willBeginDragging", "didMove", "willEndDragging:full", "didChangeState:full", "didEndDragging:false",
    ])
    #expect(!p.isAnimating)
    #expect(p.phase == .idle)
  }

  @Test("a drag that ends in removal", arguments: Mirror.all)
  func removal(m: Mirror) throws {
    let (p, r) = try m.panel(layout: m.standardLayout(initial: .tip))
    p.isRemovalInteractionEnabled = true
    p.pointerDown(at: m.point(740), time: 0)
    p.pointerMove(to: m.point(760), time: 0.02)
    p.pointerUp(at: m.point(760), time: 0.03, velocity: m.vel(3000))
    p.settle()
    let names = r.drain().names
    #expect(Array(names.prefix(6)) == ["shouldBeginDragging", "willBeginDragging", "didMove", "willRemove", "didChangeState:hidden", "didMove"])
    #expect(names.last == "didRemove")
    #expect(names.dropFirst(5).dropLast().allSatisfy { $0 == "didMove" })
  }

  @Test("grabbing mid-attraction: didEndAttracting, then the drag sequence", arguments: Mirror.all)
  func grab(m: Mirror) throws {
    let (p, r) = try m.panel()
    try p.move(to: .tip, animated: true)
    p.step(1.0 / 60)
    _ = r.drain()
    let at = p.location
    let down = m.position.isVertical ? Point(x: 200, y: at + (m.flips ? -5 : 5)) : Point(x: at + (m.flips ? -5 : 5), y: 200)
    p.pointerDown(at: down, time: 1)
    let moved = m.position.isVertical ? Point(x: 200, y: down.y + 30) : Point(x: down.x + 30, y: 200)
    p.pointerMove(to: moved, time: 1.02)
    #expect(r.drain().names == ["didEndAttracting", "shouldBeginDragging", "willBeginDragging", "didMove"])
  }

  @Test("move(to:animated:) orders", arguments: Mirror.all)
  func moves(m: Mirror) throws {
    let (p, r) = try m.panel()
    try p.move(to: .full, animated: false)
    #expect(r.drain().names == ["didChangeState:full", "didMove"])
    try p.move(to: .tip, animated: true)
    let n = p.settle()
    let names = r.drain().names
    #expect(Array(names.prefix(2)) == ["willBeginAttracting:tip", "didChangeState:tip"])
    #expect(names.last == "didEndAttracting")
    #expect(names.filter { $0 == "didMove" }.count == n)
  }
}
