import Foundation
import Testing

/// What `Fuzz/FuzzPNG` found: SDL2_image decodes a GIMP XCF header whose width field is
/// 0xFFFFFFFF into an image of 2949120×0 pixels; `screenshot --background` then failed while
/// drawing with status 1. It is a bad image: status 2 and one line.
@Suite("fuzz finding: an image without pixels as a background")
struct BackgroundFuzzFindingTests {
  @Test("screenshot --background with the XCF header: status 2, one line, nothing on stdout")
  func emptyImage() throws {
    let dir = try TuningFixtures.temporaryDirectory("empty-image")
    defer { TuningFixtures.cleanup(dir) }
    let file = dir + "/bg.png"
    try FileManager.default.copyItem(atPath: TuningFixtures.packageRoot + "/Fuzz/Regressions/FuzzPNG/xcf-header-empty-image", toPath: file)
    let (status, out, err) = try ReplayTests.launch(
      ReplayTests.executable(), ["screenshot", "--out", dir + "/shot.png", "--background", file])
    #expect(status == 2)
    #expect(out.isEmpty)
    #expect(err == "playground screenshot: --background: background: '\(file)' is not a PNG image: IMG_Load_RW failed: the image has no pixels (2949120×0)\n")
    #expect(!FileManager.default.fileExists(atPath: dir + "/shot.png"))
  }
}
