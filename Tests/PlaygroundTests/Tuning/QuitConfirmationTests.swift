@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// ``QuitConfirmation``: quitting with unsaved tuning asks once within its window.
@Suite struct QuitConfirmationTests {
  @Test("quitting with unsaved tuning asks once; a second request within 4 s quits, a late one asks again")
  func quitConfirmation() {
    var q = QuitConfirmation()
    let clean = q.request(unsaved: false, frame: 0)
    let first = q.request(unsaved: true, frame: 10)
    let second = q.request(unsaved: true, frame: 10 + QuitConfirmation.window)
    #expect(clean && !first && second)
    var late = QuitConfirmation()
    let asked = late.request(unsaved: true, frame: 0)
    let tooLate = late.request(unsaved: true, frame: QuitConfirmation.window + 1)
    #expect(!asked && !tooLate)
  }
}
