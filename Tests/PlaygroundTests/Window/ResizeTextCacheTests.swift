import PanelRendering
import Testing
@testable import playground
@testable import PlaygroundWindow
import PlaygroundTestSupport

extension PlaygroundSuite {
  /// What the window keeps across resizes: each resize cuts the labels to new widths (new text
  /// textures), so without a byte budget 80 resizes of a 1280×800 window filled the text cache's
  /// 512 textures with 9.9 MB (the soak's RSS growth). The cache stays within its 4 MiB.
  @Suite struct ResizeTextCacheTests {
    @Test func eightySeededResizesKeepTheTextCacheWithinFourMiB() throws {
      let w = try LoopHarness(size: SceneSize(width: 1280, height: 800))
      try w.frame()
      let text = w.app.driver.drawing.text
      #expect(text.byteLimit == 4 << 20)
      let first = text.textureBytes
      #expect(first > 100_000 && first < 1 << 20)  // the first frame's labels, all kept
      var seed: UInt64 = 7
      func next(_ n: Int) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((seed >> 33) % UInt64(n))
      }
      for _ in 0..<80 {
        w.target.setSize(width: 360 + next(921), height: 400 + next(401))  // the soak's range
        try w.frame()
        try w.frame()
      }
      #expect(text.textureBytes <= 4 << 20)
      #expect(text.textureBytes > 3 << 20)  // full: the budget, not the count, is what bounds it
      #expect(text.textureCount < 512)
      #expect(w.app.driver.drawing.panels.chromeCache.count <= 4)
    }
  }
}
