import ConfigFormat
import Foundation
import PlaygroundCore
import PlaygroundTuning
import PlaygroundUI
import SDLKit
import Testing

/// Issue 22, item 14: the default filmstrip (no --from/--to) shows the motion, from the last frame
/// at rest before the panel moves to the frame it settles, not the whole script; `--out` in a
/// missing directory creates it.
@Suite("filmstrip: frames where the motion is, and a missing --out directory")
struct FilmstripDefaultTests {
  static func script(_ path: String) throws -> ReplayScript {
    try ReplayScript.load(path: ReplayTests.assets.appendingPathComponent(path).standardized.path)
  }

  @Test("flick-card moves from frame 9 (0.15 s) and settles at frame 35; the strip spans 0.1333…0.5833 s")
  func flickCardSpan() throws {
    let span = try #require(try ReplayRunner(script: Self.script("../snapshots/flick-card.json")).motionSpan())
    #expect([span.restBefore, span.firstMoving, span.settled] as [Int] == [8, 9, 35])
    #expect(span.from == 8.0 / 60 && span.to == 35.0 / 60)
    let times = Filmstrip.times(count: 4, from: span.from, to: span.to)
    #expect(times.map { ($0 * 60).rounded() } == [8, 17, 26, 35])
  }

  @Test("other example scripts: flick-to-full 6…169, sheet-policies 0…165 (it shows at once), swipe-to-remove 14…111")
  func exampleSpans() throws {
    let flick = try #require(try ReplayRunner(script: Self.script("flick-to-full.json")).motionSpan())
    #expect([flick.restBefore, flick.firstMoving, flick.settled] as [Int] == [6, 7, 169])
    let sheet = try #require(try ReplayRunner(script: Self.script("sheet-policies.json")).motionSpan())
    #expect([sheet.restBefore, sheet.firstMoving, sheet.settled] as [Int] == [0, 1, 165])
    #expect(sheet.to == 165.0 / 60)
    let swipe = try #require(try ReplayRunner(script: Self.script("swipe-to-remove.json")).motionSpan())
    #expect([swipe.restBefore, swipe.firstMoving, swipe.settled] as [Int] == [14, 15, 111])
  }

  @Test("a script whose panel never moves has no span (the strip covers the whole script)")
  func noMotion() throws {
    var script = try Self.script("../snapshots/flick-card.json")
    script.events = []
    #expect(try ReplayRunner(script: script).motionSpan() == nil)
  }

  @Test("filmstrip without --from/--to into a missing directory: created, and at --scale 1 the frames are 8, 17, 25, 34 of 60 fps")
  func commandDefaultAndMissingDirectory() throws {
    let dir = try TuningFixtures.temporaryDirectory("filmstrip")
    defer { TuningFixtures.cleanup(dir) }
    let out = dir + "/new/deeper/strip.png"
    let run = try ChildRun(["filmstrip", "--script", OutputSizeTests.flickCard, "--frames", "4", "--scale", "1", "--background", "plain", "--out", out])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == out + "\n")
    #expect(run.stderr.isEmpty)
    let written = try PixelBuffer(contentsOfFile: out)
    // At --scale 1 the anchors round to whole points and the flick settles one frame earlier (34).
    let gesture = GestureFrames(script: try Self.script("../snapshots/flick-card.json"), scale: 1)
    let span = try #require(try ReplayRunner(script: gesture.script).motionSpan())
    #expect([span.restBefore, span.settled] as [Int] == [8, 34])
    let frames = try gesture.render(at: Filmstrip.times(count: 4, from: 8.0 / 60, to: 34.0 / 60), background: .plain)
    #expect(frames.map { ($0.time * 60).rounded() } == [8, 17, 25, 34])
    let expected = try Filmstrip.compose(frames)
    let same = written == expected
    #expect(same, "the strip differs from the frames 8, 17, 25 and 34 (0.1333 … 0.5667 s)")
  }

  @Test("--out under a regular file: one line, exit 1, nothing written")
  func outUnderAFile() throws {
    let dir = try TuningFixtures.temporaryDirectory("filmstrip-file")
    defer { TuningFixtures.cleanup(dir) }
    _ = FileManager.default.createFile(atPath: dir + "/file", contents: Data())
    let run = try ChildRun(["filmstrip", "--script", OutputSizeTests.flickCard, "--frames", "2", "--scale", "1", "--background", "plain", "--out", dir + "/file/sub/x.png"])
    #expect(run.status == 1)
    #expect(run.stderrLines.count == 1)
    #expect(run.stderr == ("playground filmstrip: \(dir)/file/sub/x.png: cannot create the directory '\(dir)/file/sub': Not a directory; the file was not written\n"))
    #expect(run.stdout.isEmpty)
  }
}
