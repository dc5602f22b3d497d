import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// ``SceneSelection``: focus, Tab order, the place shown and the search panel's way back.
@Suite struct SceneSelectionTests {
  static let portrait = Size(width: 390, height: 844)

  @Test func startsOnTheSearchPanelWithNothingOpen() {
    let selection = SceneSelection()
    #expect(selection.focus == .search && selection.place == nil && !selection.isDetailOpen)
  }

  @Test func openingTheDetailRemembersTheSearchStateOnce() {
    var selection = SceneSelection()
    selection.openDetail(place: 3, searchState: .full)
    #expect(selection.focus == .detail && selection.place == 3 && selection.isDetailOpen)
    selection.openDetail(place: 5, searchState: .tip)  // another place while open: the way back stays
    #expect(selection.place == 5)
    let r1 = selection.closeDetail()
    #expect(r1 == .full)
    #expect(!selection.isDetailOpen && selection.place == 5)
  }

  @Test func tabCyclesTheVisiblePanels() {
    var selection = SceneSelection()
    selection.focusNext(among: [.search, .detail, .modal])
    #expect(selection.focus == .detail)
    selection.focusNext(among: [.search, .detail, .modal])
    selection.focusNext(among: [.search, .detail, .modal])
    #expect(selection.focus == .search)
    selection.focus(on: .modal)
    selection.focusNext(among: [.search, .detail])  // the focused one is not visible: the first
    #expect(selection.focus == .search)
    selection.focusNext(among: [])
    #expect(selection.focus == .search)
  }

  @Test func focusLeavesAPanelNobodyCanSee() {
    var selection = SceneSelection()
    selection.focus(on: .modal)
    selection.keepFocusVisible { $0 != .modal }
    #expect(selection.focus == .detail)
    selection.keepFocusVisible { $0 == .search }
    #expect(selection.focus == .search)
    selection.keepFocusVisible { _ in false }
    #expect(selection.focus == .search)
  }

  @Test("focus goes only to panels a user can see: not under the detail panel, not behind the modal's backdrop")
  func focusableRule() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    #expect(scene.isFocusable(.search) && !scene.isFocusable(.detail))
    scene.openDetail(place: 0)
    scene.settle()
    #expect(!scene.isFocusable(.search) && scene.isFocusable(.detail))
    scene.perform(.toggleModal)
    scene.settle()
    #expect(!scene.isFocusable(.detail) && scene.isFocusable(.modal))
  }
}
