import Foundation
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport

/// Issue 24, item 4: SIGTERM (and SIGINT) end the window at once, the way a confirmed Q does,
/// even with unsaved tuning: a signal is not a keypress and is never held up by the question.
@Suite("a termination signal ends the window at once, unsaved tuning or not")
struct TerminationSignalTests {
  @Test("with unsaved tuning, Q asks but the signal flag stops the loop in the same slot")
  func signalDoesNotAsk() throws {
    let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
    let app = w.app
    var signalled = false
    app.terminationRequested = { signalled }
    try w.frame()
    w.key(.letter("s"))
    w.key(.right)
    try w.frame()
    #expect(app.tuning.hasUnsavedChanges)
    w.key(.letter("q"))
    try w.frame()
    #expect(!app.quitRequested)  // Q asks first
    signalled = true
    let slots = app.frameSlots
    try app.run(maxFrames: slots + 600, paced: true)  // returns at once: no 600 slots of idling
    #expect(app.quitRequested)
    #expect(app.frameSlots == slots)
    #expect(app.tuning.hasUnsavedChanges)  // the command prints the warning
  }

  @Test("the real window under SDL's dummy driver: one SIGTERM, status 0, the unsaved warning")
  func sigtermWithUnsavedTuning() throws {
    let p = Process()
    p.executableURL = ReplayTests.executable()
    p.arguments = ["window", "--size", "390x844", "--press", "s,right"]
    p.currentDirectoryURL = URL(fileURLWithPath: StandardOutputFailureTests.root)
    var env = ProcessInfo.processInfo.environment
    env["SDL_VIDEODRIVER"] = "dummy"
    p.environment = env
    p.standardOutput = FileHandle.nullDevice
    let err = Pipe()
    p.standardError = err
    try p.run()
    let errFD = err.fileHandleForReading.fileDescriptor
    // SIGTERM is caught (bit 15 of SigCgt) once the handler is installed, before the window opens.
    let ready = Waiting.until(timeout: 20, reading: errFD) { Waiting.catches(SIGTERM, pid: p.processIdentifier) }
    #expect(ready.satisfied, "SIGTERM is never caught")
    kill(p.processIdentifier, SIGTERM)
    let ended = Waiting.until(timeout: 10, reading: errFD) { !p.isRunning }
    if p.isRunning { kill(p.processIdentifier, SIGKILL) }
    p.waitUntilExit()
    let text = String(decoding: ready.output + ended.output + err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(p.terminationReason == .exit)
    #expect(p.terminationStatus == 0)
    #expect(text == "playground: the tuned values were not saved (Ctrl+S writes playground-tuning.json)\n")
  }
}
