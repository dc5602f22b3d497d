import Foundation
import PlaygroundUI
import SDLKit
import StrictJSON
import Testing

/// Issue 24, defect 6: picture sizes are checked before any work, as bad input (exit 2, one
/// line): a filmstrip wider than 16384 pixels, a script viewport of 0.1 pt or 100000 pt, a
/// manifest case of 8192² pt at scale 3. They used to render and then fail with exit 1.
@Suite("picture sizes are checked before rendering")
struct OutputSizeTests {
  static let flickCard = ReplayTests.assets.appendingPathComponent("../snapshots/flick-card.json").standardized.path

  @Test("filmstrip --frames 24 of flick-card at scale 2: exit 2 naming the most frames that fit, nothing rendered")
  func filmstripTooWide() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("strip-\(UUID().uuidString).png").path
    let run = try ChildRun(["filmstrip", "--script", Self.flickCard, "--frames", "24", "--out", out])
    #expect(run.status == 2)
    #expect(run.stderr == "playground filmstrip: --frames 24: 24 frames of 780×1688 pixels make a strip of 19020×1730 pixels; each side must be at most 16384 pixels: use --frames 20 or fewer, or a smaller --scale\n")
    #expect(run.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(throws: Never.self) { try Filmstrip.check(count: 20, frame: PixelSize(width: 780, height: 1688)) }
    #expect(Filmstrip.size(count: 20, frame: PixelSize(width: 780, height: 1688)) == PixelSize(width: 15852, height: 1730))
  }

  @Test("filmstrip of a 1024² viewport at scale 16: exit 2 before rendering (5.1 GB before), little memory")
  func filmstripScale16() throws {
    let dir = try BackgroundImageTests.directory([:])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.script(width: 1024, height: 1024, scale: 16).write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
    let run = try ChildRun(["filmstrip", "--script", dir + "/s.json", "--frames", "2", "--out", dir + "/o.png"])
    #expect(run.status == 2)
    #expect(run.stderr == "playground filmstrip: --frames 2: 2 frames of 16384×16384 pixels make a strip of 32804×16426 pixels; each side must be at most 16384 pixels: use a smaller --scale\n")
    #expect(run.peakMiB < 200, "peak RSS \(run.peakMiB) MiB")
  }

  /// flick-card's script with another viewport and scale.
  static func script(width: Double, height: Double, scale: Double) throws -> String {
    let text = try String(contentsOfFile: flickCard, encoding: .utf8)
    let start = try #require(text.range(of: #""viewport""#))
    let end = try #require(text.range(of: "}", range: start.upperBound..<text.endIndex))
    let viewport = "\"viewport\": {\"width\": \(width), \"height\": \(height)}, \"scale\": \(scale)"
    return text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: viewport).replacingOccurrences(of: #""scale": 2,"#, with: "")
  }

  @Test("a script viewport of 0.1 pt or 100000 pt: screenshot --script and filmstrip exit 2 with one line", arguments: [0.1, 100_000])
  func scriptViewport(width: Double) throws {
    let dir = try BackgroundImageTests.directory([:])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/s.json"
    try Self.script(width: width, height: 844, scale: 2).write(toFile: file, atomically: true, encoding: .utf8)
    let pixels = width < 1 ? "0×1688" : "200000×1688"
    let why = "viewport: \(OrderedJSON.format(width))×844 pt at scale 2 is \(pixels) pixels; each side must be from 1 to 16384 pixels"
    let shot = try ChildRun(["screenshot", "--script", file, "--at", "0.1", "--out", dir + "/o.png"])
    #expect(shot.status == 2)
    #expect(shot.stderr == "playground screenshot: \(file): \(why)\n")
    let strip = try ChildRun(["filmstrip", "--script", file, "--out", dir + "/o.png"])
    #expect(strip.status == 2)
    #expect(strip.stderr == "playground filmstrip: \(file): \(why)\n")
  }

  @Test("a manifest case of 8192x8192 pt at scale 3: exit 2 naming the case's size, before any case renders")
  func manifestCase() throws {
    let dir = try BackgroundImageTests.directory([:])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let manifest = #"{"cases": [{"name": "small", "size": "390x844", "background": "plain"}, {"name": "big", "size": "8192x8192", "scale": 3, "background": "plain"}]}"#
    try manifest.write(toFile: dir + "/m.json", atomically: true, encoding: .utf8)
    let run = try ChildRun(["snapshot", "record", dir + "/m.json"])
    #expect(run.status == 2)
    #expect(run.stderr == "playground snapshot: \(dir)/m.json: case 'big' (cases[1]).size: 8192×8192 pt at scale 3 is 24576×24576 pixels; each side must be from 1 to 16384 pixels\n")
    #expect(run.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: dir + "/small.png"))
  }

  @Test("screenshot --size 8192x8192 --scale 3 is a bad command line (64), refused before rendering")
  func sceneSize() throws {
    let run = try ChildRun(["screenshot", "--size", "8192x8192", "--scale", "3", "--out", "/tmp/never-written.png"])
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("Error: --size 8192x8192 at --scale 3 is 24576×24576 pixels; each side must be at most 16384 pixels\n"))
  }
}
