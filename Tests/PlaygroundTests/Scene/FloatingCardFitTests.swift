import FloatingPanel
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// The floating card ends 8 pt inside the window at every state, its far corners shown, like the
/// detail card and like upstream's Maps example on iPad (`contentMode = .fitToBounds`); a phone's
/// sheet keeps FloatingPanel's static surface.
@Suite("The floating card fits the window at tip and half")
struct FloatingCardFitTests {
  @Test("1280×800, bottom: the search card's bottom is 8 pt above the window's at full, half and tip, like the detail card")
  func bottomCardFits() throws {
    let scene = try PlaygroundScene(size: Size(width: 1280, height: 800), scale: 1)
    #expect(scene.search.contentMode == .fitToBounds)
    var frames: [FloatingPanelState: Rect] = [:]
    for (digit, state) in [(1, FloatingPanelState.full), (2, .half), (3, .tip)] {
      scene.perform(.moveFocused(toDigit: digit))
      _ = scene.settle()
      #expect(scene.search.state == state)
      frames[state] = scene.search.surfaceFrame
    }
    #expect(frames[.full] == Rect(x: 8, y: 8, width: 375, height: 784))
    #expect(frames[.half] == Rect(x: 8, y: 400, width: 375, height: 392))
    #expect(frames[.tip] == Rect(x: 8, y: 723, width: 375, height: 69))  // the field only, corners shown
    scene.openDetail(place: 0)
    _ = scene.settle()
    #expect(scene.detail.contentMode == .fitToBounds)
    #expect(scene.detail.surfaceFrame.maxY == 792)  // the detail card ends where the search card does
  }

  @Test("1280×800, top: the pull-down card's top is 8 pt below the window's at tip; a phone keeps the static sheet")
  func topCardAndPhone() throws {
    let top = try PlaygroundScene(size: Size(width: 1280, height: 800), scale: 1, position: .top)
    top.perform(.moveFocused(toDigit: 3))
    _ = top.settle()
    #expect(top.search.surfaceFrame.minY == 8)
    #expect(top.search.surfaceFrame.maxY == 8 + 69)
    let phone = try PlaygroundScene(size: Size(width: 390, height: 844), scale: 1)
    #expect(phone.search.contentMode == .static)
    phone.perform(.moveFocused(toDigit: 3))
    _ = phone.settle()
    #expect(phone.search.surfaceFrame.maxY > 844)  // the sheet's surface runs past the bottom, as on iOS
  }
}
