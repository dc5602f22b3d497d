import Foundation
import Testing

/// What `Fuzz/FuzzPNG` found: SDL2_image decoded a GIMP XCF header whose width field is
/// 0xFFFFFFFF into an image of 2949120×0 pixels, and `screenshot --background` then failed while
/// drawing with status 1. It is a bad image: status 2 and one line (the PNG check before decoding,
/// `PNGHeader`, refuses it as not a PNG).
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
    #expect(err == "playground screenshot: --background: '\(file)' is not a PNG file (it does not start with the PNG signature)\n")
    #expect(!FileManager.default.fileExists(atPath: dir + "/shot.png"))
  }
}
