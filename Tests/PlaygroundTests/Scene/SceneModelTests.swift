import ArgumentParser
import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
import Testing

/// The scene model without SDL: layouts, keys as actions, scrolling rules, resizing, arguments.
@Suite struct SceneModelTests {
  static let portrait = Size(width: 390, height: 844)

  @Test func landscapeRule() {
    #expect(OrientationRule.isLandscape(Size(width: 1280, height: 800)))
    #expect(OrientationRule.isLandscape(Size(width: 1024, height: 640)))
    #expect(!OrientationRule.isLandscape(Size(width: 390, height: 844)))
    #expect(!OrientationRule.isLandscape(Size(width: 800, height: 800)))
    #expect(!OrientationRule.isLandscape(Size(width: 640, height: 480)))  // wide but narrow
  }

  @Test func defaultWindowFloatsTheSearchPanelAtTheLeft() throws {
    let scene = try PlaygroundScene(size: Size(width: 1280, height: 800))
    let f = scene.search.surfaceFrame
    #expect(scene.isLandscape)
    #expect(f.minX == 8 && f.width == 375)
    #expect(scene.search.surfaceGeometry.roundedCorners == .all)
  }

  @Test func portraitBottomIsTheClassicSheet() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    #expect(!scene.isLandscape)
    #expect(scene.search.surfaceFrame.minX == 0 && scene.search.surfaceFrame.width == 390)
    #expect(scene.search.surfaceGeometry.roundedCorners == .movingEdge(of: .bottom))
  }

  @Test func digitsMapToStates() throws {
    let layout = try PlaygroundScene(size: Self.portrait).search.resolvedLayout
    #expect(PlaygroundScene.state(forDigit: 1, in: layout) == .full)
    #expect(PlaygroundScene.state(forDigit: 2, in: layout) == .half)
    #expect(PlaygroundScene.state(forDigit: 3, in: layout) == .tip)
    #expect(PlaygroundScene.state(forDigit: 4, in: layout) == .hidden)
    #expect(PlaygroundScene.state(forDigit: 5, in: layout) == nil)
    let custom = FloatingPanelState(rawValue: "lastQuart", order: 750)
    let withCustom = try ResolvedLayout(
      layout: FloatingPanelLayoutSettings(
        position: .bottom, initialState: .half,
        anchors: [
          .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
          custom: FloatingPanelLayoutAnchor(fractionalInset: 0.75, edge: .bottom, referenceGuide: .safeArea),
        ]),
      context: AnchorContext(position: .bottom, environment: LayoutEnvironment(containerSize: Self.portrait)))
    #expect(PlaygroundScene.state(forDigit: 5, in: withCustom) == custom)
  }

  @Test func arrowsFollowTheMovingEdge() throws {
    let scene = try PlaygroundScene(size: Self.portrait, position: .bottom)
    scene.perform(.arrow(dx: 0, dy: -1))  // up on a bottom panel: more expanded
    scene.settle()
    #expect(scene.search.state == .full)
    scene.perform(.setEdge(.left))
    scene.perform(.arrow(dx: -1, dy: 0))  // left on a left panel: less expanded
    scene.settle()
    #expect(scene.search.state == .half)
    scene.perform(.stepFocused(expand: false))
    scene.settle()
    #expect(scene.search.state == .tip)
  }

  @Test func tappingAPlaceOpensTheDetailAndEscapeClosesIt() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    let m = scene.searchMetrics
    let top = m.rowTop(2, offset: scene.listOffset, count: scene.places.count)
    let p = Point(x: 200, y: top + 30)
    scene.pointerDown(at: p, time: 1)
    scene.pointerUp(at: p, time: 1.05)
    #expect(scene.selectedPlace == 2)
    #expect(scene.focus == .detail)
    scene.settle()
    #expect(scene.detail.state == .half && scene.search.state == .tip)
    scene.perform(.escape)
    scene.settle()
    #expect(!scene.isDetailOpen && !scene.detail.isVisible)
    #expect(scene.search.state == .half)
    #expect(scene.focus == .search)
  }

  @Test func modalBackdropTapDismisses() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    scene.perform(.toggleModal)
    scene.settle()
    #expect(scene.modal.isVisible && scene.modal.backdropAlpha == 0.3)
    scene.pointerDown(at: Point(x: 200, y: 100), time: 1)
    scene.pointerUp(at: Point(x: 200, y: 100), time: 1.05)
    scene.settle()
    #expect(!scene.modal.isVisible)
    #expect(scene.selectedPlace == nil)  // the tap did not reach the list under the backdrop
  }

  @Test func wheelScrollsOnlyInScrollableStates() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    let m = scene.searchMetrics
    let inList = Point(x: 200, y: m.list.minY + 40)
    scene.wheel(notches: -2, at: inList)
    #expect(scene.listOffset == 0)  // half is not scrollable
    scene.perform(.moveFocused(toDigit: 1))
    scene.settle()
    scene.wheel(notches: -2, at: Point(x: 200, y: scene.searchMetrics.list.minY + 40))
    #expect(scene.listOffset == 2 * PlaygroundScene.wheelStep)
  }

  @Test func sidePanelVerticalDragScrollsHorizontalDragMoves() throws {
    let scene = try PlaygroundScene(size: Size(width: 1024, height: 640), position: .left)
    let start = scene.search.location
    let p = Point(x: 100, y: 300)
    scene.pointerDown(at: p, time: 1)
    scene.pointerMove(to: Point(x: 101, y: 260), time: 1.02)
    scene.pointerMove(to: Point(x: 102, y: 200), time: 1.04)
    scene.pointerUp(at: Point(x: 102, y: 200), time: 1.06)
    #expect(scene.listOffset > 90)
    #expect(scene.search.location == start)
    scene.pointerDown(at: p, time: 2)
    scene.pointerMove(to: Point(x: 160, y: 302), time: 2.02)
    #expect(scene.search.location == start + 60)
    scene.pointerUp(at: Point(x: 160, y: 302), time: 2.3)
  }

  @Test func tooSmallWindowKeepsTheLastGoodLayout() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    let before = scene.search.surfaceFrame
    #expect(!scene.resize(to: Size(width: 1, height: 1)))
    #expect(scene.isTooSmall)
    #expect(scene.search.surfaceFrame == before)
    scene.step()
    #expect(scene.resize(to: Size(width: 1280, height: 800)))
    #expect(!scene.isTooSmall && scene.isLandscape)
  }

  @Test func resizeKeepsAMovingPanelOnItsSpring() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    scene.perform(.moveFocused(toDigit: 1))
    scene.step()
    let mid = scene.search.location
    scene.resize(to: Size(width: 390, height: 700))
    #expect(scene.search.location == mid)  // no jump: the spring retargets
    scene.settle()
    #expect(scene.search.location == scene.search.resolvedLayout.location(of: .full))
  }

  @Test func sizeArgument() throws {
    #expect(try SceneSize.parse("1280x800") == SceneSize(width: 1280, height: 800))
    #expect(try SceneSize.parse("390×844") == SceneSize(width: 390, height: 844))
    for bad in ["0x0", "1x1", "abc", "1280", "12x800x3", "-5x800"] {
      #expect(throws: ValidationError.self) { try SceneSize.parse(bad) }
    }
    #expect(throws: ValidationError.self) { try SceneArguments.position("middle") }
    // a custom state's name parses (a config's layout may have it); the scene then checks it
    #expect(try SceneArguments.state("mid").rawValue == "mid")
    #expect(throws: SceneSetup.Problem.self) { try SceneSetup(state: try SceneArguments.state("mid")).makeScene(size: Size(width: 390, height: 844)) }
    #expect(throws: ValidationError.self) { try SceneArguments.state("9 lives") }
  }

  @Test("one size argument: points for windows (240…8192), pixels for bench render (1…8192)")
  func sizeArgumentUnits() throws {
    #expect(try SceneSize.parsePixels("1x1") == SceneSize(width: 1, height: 1))
    #expect(try SceneSize.parsePixels(" 640 x 480 ") == SceneSize(width: 640, height: 480))
    #expect(throws: ValidationError.self) { try SceneSize.parse("1x1") }
    #expect(throws: ValidationError.self) { try SceneSize.parsePixels("0x5") }
    #expect(throws: ValidationError.self) { try SceneSize.parsePixels("8193x5") }
    do {
      _ = try SceneSize.parsePixels("big")
    } catch {
      #expect("\(error)" == "--size 'big' is not WIDTHxHEIGHT in pixels, e.g. 1280x800")
    }
  }
}
