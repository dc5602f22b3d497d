import FloatingPanel
@testable import PlaygroundCore
import Testing

/// ``PanelLists``: the scene's lists keyed by panel — which panel has a list and how long, the
/// list a drag samples, and the scene's panels each scrolling their own list.
@Suite struct PanelListsTests {
  @Test("the search panel's rows are the only list until a program reports one; a plain search panel has none")
  func lengths() {
    var lists = PanelLists(searchLength: 1808)
    #expect(lists.contentLength(of: .search, plain: []) == 1808)
    #expect(lists.contentLength(of: .search, plain: [.search]) == nil)
    #expect(lists.contentLength(of: .detail, plain: []) == nil && lists.contentLength(of: .modal, plain: []) == nil)
    #expect(lists.roles == [.search])
    lists.track(.modal, contentLength: 900)
    lists.track(.search, contentLength: 500)
    #expect(lists.contentLength(of: .modal, plain: [.modal]) == 900, "reported: a list, plain or not")
    #expect(lists.contentLength(of: .search, plain: [.search]) == 500)
    #expect(lists.reported == [.modal: 900, .search: 500])
    #expect(lists.roles == [.search, .modal], "in z-order")
    #expect(lists[.modal]?.sideScroll.contentLength == 900 && lists[.detail] == nil)
    lists.untrack(.search)
    lists.untrack(.modal)
    #expect(lists.reported.isEmpty && lists.roles == [.search] && lists[.modal] == nil)
    #expect(lists.contentLength(of: .search, plain: []) == 1808, "the playground's rows again")
  }

  @Test("a drag's samples go to the list of the panel it began on; none for a panel without a list")
  func activeList() {
    var lists = PanelLists(searchLength: 1808)
    lists.track(.detail, contentLength: 1000)
    lists.begin(.detail, offset: 0, time: 0)
    #expect(lists.active == .detail)
    lists.begin(.modal, offset: 0, time: 1)
    #expect(lists.active == nil, "the modal has no list")
    lists.begin(.search, offset: 0, time: 2)
    #expect(lists.active == .search)
    lists.update(.search) { $0.noteScrolled() }
    lists.untrack(.detail)
    lists.begin(.detail, offset: 0, time: 3)
    #expect(lists.active == nil && lists[.search]?.indicatorFrames == 30)
  }

  @Test("a tracked panel gets the engine's scroll model with a 64-pt tracking inset; untracked, none")
  func engineModels() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    #expect(scene.detail.scroll == nil && scene.modal.scroll == nil)
    #expect(scene.search.scroll?.contentLength == SearchPanelMetrics.contentLength(rows: scene.places.count))
    scene.trackList(.modal, contentLength: 528)
    #expect(scene.modal.scroll == ScrollModel(contentLength: 528, viewportLength: 236))
    #expect(scene.modal.trackingInset == 64)
    #expect(scene.reportedListLength(of: .modal) == 528 && scene.reportedListLength(of: .detail) == nil)
    scene.untrackList(.modal)
    #expect(scene.modal.scroll == nil && scene.modal.trackingInset == 0)
    #expect(scene.search.scroll != nil, "the search panel keeps its rows")
  }

  @Test("two bottom panels: a drag on the modal's list scrolls it alone, and its glide moves no other list")
  func twoBottomLists() throws {
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    scene.trackList(.modal, contentLength: 2000)
    try scene.search.move(to: .full, animated: false)
    try scene.modal.move(to: .half, animated: false)
    scene.settle()
    var y = 800.0, t = 0.0
    scene.pointerDown(at: Point(x: 195, y: y), time: t)
    for _ in 0..<5 {
      t += 1.0 / 60
      y -= 30
      scene.pointerMove(to: Point(x: 195, y: y), time: t)
    }
    scene.pointerUp(at: Point(x: 195, y: y), time: t)
    #expect(scene.listOffset(of: .modal) == 150 && scene.listOffset == 0)
    #expect(scene.showsScrollIndicator(of: .modal) && !scene.showsScrollIndicator && scene.showsAnyScrollIndicator)
    #expect(scene.isListMoving, "the modal's list glides on")
    for _ in 0..<10 { scene.step() }
    #expect(scene.listOffset(of: .modal) > 150 && scene.listOffset == 0 && scene.modal.state == .half)
  }

  @Test("a side panel's list: a vertical drag on the detail panel's list scrolls it, not the search list under it")
  func sideList() throws {
    let scene = try PlaygroundScene(size: Size(width: 1280, height: 800), position: .left)
    scene.trackList(.detail, contentLength: 2000)
    try scene.detail.move(to: .half, animated: false)
    scene.settle()
    let p = Point(x: 150, y: 600)
    #expect(scene.pressTargets().first { $0.area.contains(p) }?.owner == .list(.detail))
    var y = p.y, t = 0.0
    scene.pointerDown(at: p, time: t)
    for _ in 0..<5 {
      t += 0.1
      y -= 30
      scene.pointerMove(to: Point(x: 150, y: y), time: t)
    }
    #expect(scene.listOffset(of: .detail) == 150 && scene.listOffset == 0)
    #expect(scene.detail.location == scene.detail.resolvedLayout.location(of: .half), "the panel stays")
    scene.pointerUp(at: Point(x: 150, y: y), time: t + 0.2)
    scene.wheel(notches: -1, at: p)
    #expect(scene.listOffset(of: .detail) == 198 && scene.listOffset == 0)
  }
}
