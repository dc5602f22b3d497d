import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// ``SearchList``: the wheel step, the indicator's linger, the glide's decay and ends, the return
/// of the engine's list to its start.
@Suite struct SearchListTests {
  static let landscape = Size(width: 1280, height: 800)

  /// A side list of 1800 pt in a 600-pt viewport (1200 pt to scroll).
  static func sideList() -> SearchList {
    var list = SearchList(contentLength: 1800)
    list.resizeSide(viewportLength: 600)
    return list
  }

  static let engineHost = SearchList.Host(isVertical: true, scrolls: true, returns: false)

  @Test func wheelStepIs48Points() {
    #expect(SearchList.wheelStep == 48)
    #expect(PlaygroundScene.wheelStep == 48)
    var list = Self.sideList()
    var none: ScrollModel?
    list.wheel(notches: -2, engine: &none, host: .side)
    #expect(list.sideScroll.offset == 96)
    list.wheel(notches: 1, engine: &none, host: .side)
    #expect(list.sideScroll.offset == 48)
    #expect(none == nil)
  }

  @Test func wheelScrollsTheEngineListOnlyWhereItScrolls() {
    var list = SearchList(contentLength: 1800)
    var engine: ScrollModel? = ScrollModel(contentLength: 1800, viewportLength: 600)
    list.wheel(notches: -1, engine: &engine, host: Self.engineHost)
    #expect(engine?.offset == 48)
    #expect(list.indicatorFrames == 30)
    var still = SearchList(contentLength: 1800)
    var held: ScrollModel? = ScrollModel(contentLength: 1800, viewportLength: 600)
    still.wheel(notches: -1, engine: &held, host: SearchList.Host(isVertical: true, scrolls: false, returns: false))
    #expect(held?.offset == 0)
    #expect(still.indicatorFrames == 0 && !still.showsIndicator)
  }

  @Test func indicatorStays30FramesAfterTheListMoved() {
    #expect(SearchList.indicatorLinger == 30)
    var list = Self.sideList()
    var none: ScrollModel?
    list.dragSide(by: -10)
    #expect(list.sideScroll.offset == 10 && list.indicatorFrames == 30)
    for _ in 0..<29 { list.step(1.0 / 60, engine: &none, host: .side) }
    #expect(list.indicatorFrames == 1 && list.showsIndicator)
    list.step(1.0 / 60, engine: &none, host: .side)
    #expect(list.indicatorFrames == 0 && !list.showsIndicator)
  }

  /// A flick of 1000 pt/s (50 pt in 50 ms) glides on, keeping 0.998 of its speed per millisecond.
  @Test func momentumKeeps0998PerMillisecond() throws {
    #expect(ListMomentum.decelerationRate == 0.998)
    var list = Self.sideList()
    var none: ScrollModel?
    list.beginSamples(offset: 0, time: 0)
    list.dragSide(by: -50)
    list.recordSample(offset: 50, time: 0.05)
    list.release(offset: 50, time: 0.05, panelMoving: false)
    let v0 = try #require(list.momentum?.velocity)
    #expect(abs(v0 - 1000) < 1e-6)
    list.step(0.001, engine: &none, host: .side)
    let v1 = try #require(list.momentum?.velocity)
    #expect(abs(v1 - v0 * 0.998) < 1e-9)
    for _ in 0..<9 { list.step(0.001, engine: &none, host: .side) }
    let v10 = try #require(list.momentum?.velocity)
    #expect(abs(v10 - v0 * pow(0.998, 10)) < 1e-9)
    #expect(list.sideScroll.offset > 50 && list.indicatorFrames == 30)
  }

  @Test func noGlideWithoutAScrollOrWhileThePanelMoves() {
    var list = Self.sideList()
    list.beginSamples(offset: 0, time: 0)
    list.recordSample(offset: 0, time: 0.05)
    list.release(offset: 0, time: 0.05, panelMoving: false)
    #expect(list.momentum == nil)  // the list did not scroll: the drag was the panel's
    list.beginSamples(offset: 0, time: 0)
    list.dragSide(by: -50)
    list.recordSample(offset: 50, time: 0.05)
    list.release(offset: 50, time: 0.05, panelMoving: true)
    #expect(list.momentum == nil)
  }

  @Test func glideStopsAtAnEndAndWhereTheEngineListCannotScroll() {
    var list = Self.sideList()
    var none: ScrollModel?
    list.beginSamples(offset: 0, time: 0)
    list.dragSide(by: -1190)
    list.recordSample(offset: 1190, time: 0.05)
    list.release(offset: 1190, time: 0.05, panelMoving: false)
    #expect(list.momentum != nil)
    list.step(1.0 / 60, engine: &none, host: .side)
    #expect(list.sideScroll.offset == 1200 && list.momentum == nil)

    var engine: ScrollModel? = ScrollModel(contentLength: 1800, viewportLength: 600)
    var vertical = SearchList(contentLength: 1800)
    vertical.beginSamples(offset: 0, time: 0)
    vertical.recordSample(offset: 50, time: 0.05)
    vertical.release(offset: 50, time: 0.05, panelMoving: false)
    #expect(vertical.momentum != nil)
    vertical.step(1.0 / 60, engine: &engine, host: SearchList.Host(isVertical: true, scrolls: false, returns: false))
    #expect(vertical.momentum == nil && engine?.offset == 0)
  }

  @Test func engineListReturnsToItsStartWithAnEightyMillisecondTimeConstant() {
    #expect(SearchList.returnTime == 0.08)
    let returning = SearchList.Host(isVertical: true, scrolls: false, returns: true)
    var list = SearchList(contentLength: 1800)
    var engine: ScrollModel? = ScrollModel(contentLength: 1800, viewportLength: 600, offset: 200)
    #expect(SearchList.isReturning(engine, host: returning))
    #expect(!SearchList.isReturning(engine, host: Self.engineHost))
    list.step(1.0 / 60, engine: &engine, host: returning)
    #expect(engine?.offset == 200 * exp(-(1.0 / 60) / 0.08))
    #expect(list.indicatorFrames == 30)
    engine = ScrollModel(contentLength: 1800, viewportLength: 600, offset: 0.55)
    list.step(1.0 / 60, engine: &engine, host: returning)
    #expect(engine?.offset == 0)  // within half a point: at the start
    #expect(!SearchList.isReturning(engine, host: returning))
  }

  @Test("a sidebar's list glides too, and a press stops the glide where it is")
  func sidebarGlide() throws {
    let scene = try PlaygroundScene(size: Self.landscape, position: .left)
    var p = Point(x: 150, y: 600), t = 0.0
    scene.pointerDown(at: p, time: t)
    for _ in 0..<5 {
      t += 1.0 / 60
      p.y -= 30
      scene.pointerMove(to: p, time: t)
    }
    scene.pointerUp(at: p, time: t)
    #expect(scene.listOffset == 150)
    #expect(scene.listMomentum != nil)
    for _ in 0..<10 { scene.step() }
    let gliding = scene.listOffset
    #expect(gliding > 150)
    scene.pointerDown(at: Point(x: 150, y: 400), time: t + 0.2)
    #expect(scene.listMomentum == nil)
    scene.step()
    #expect(scene.listOffset == gliding)
    scene.pointerUp(at: Point(x: 150, y: 400), time: t + 0.25)
  }
}
