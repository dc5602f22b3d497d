import ConfigFormat
import FloatingPanel
@testable import PanelRendering
@testable import PlaygroundCore
@testable import PlaygroundUI
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite.SceneSnapshotTests {
  /// Issue 33: a dark surface (#1C2B4A, tuned on the Appearance page or set in a config) keeps the
  /// list readable: the names are white, the subtitles light grey, the search field a lighter
  /// navy; the detail panel's text the same. Looked at.
  @Test func darkSurfaceKeepsContrast() throws {
    let config = try PlaygroundConfig.decode("""
      {"panels": {"search": {"appearance": {"backgroundColor": "#1C2B4A", "cornerRadius": 12}},
                  "detail": {"appearance": {"backgroundColor": "#1C2B4A", "cornerRadius": 12}}}}
      """)
    let search = try SceneSetup(state: .half, config: config).renderHeadless(size: Self.portrait)
    assertPixelSnapshot(of: search, named: "search-portrait")
    // The first row's name (x 60–200, y 498–516 at half): its brightest pixels are white text,
    // and no pixel is darker than the surface (no black text left).
    let navy = RGBA(hex: 0x1C2B4A)
    let surfaceLuma = Int(navy.r) + Int(navy.g) + Int(navy.b)
    var brightest = 0, darkest = 765
    for y in 498..<516 {
      for x in 60..<200 {
        let p = search[x, y]
        let v = Int(p.r) + Int(p.g) + Int(p.b)
        brightest = max(brightest, v)
        darkest = min(darkest, v)
      }
    }
    #expect(brightest >= 720 && darkest >= surfaceLuma - 6, "brightest \(brightest), darkest \(darkest)")
    let detail = try SceneSetup(detail: true, config: config).renderHeadless(size: Self.landscape)
    assertPixelSnapshot(of: detail, named: "detail-landscape")
  }
}
