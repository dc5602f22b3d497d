import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite.SceneSnapshotTests {
  /// The tuning card's Appearance page (key A) beside the Behaviour page's pictures: at 1280×800
  /// with the corner radius widened to 20 and a hex being typed on the background row; on a phone
  /// (390×844) with the corner-radius row focused, the rows around it shown.
  @Test func appearancePage() throws {
    func render(_ size: Size, _ edit: (TuningSession) -> Void) throws -> PixelBuffer {
      let scene = try SceneSetup().makeScene(size: size)
      let session = try TuningSession(scene: scene)
      session.isShown = true
      session.togglePage()
      edit(session)
      let renderer = try Renderer.headless(width: Int(size.width), height: Int(size.height))
      let driver = try FrameDriver(renderer: renderer)
      driver.drawing.showsHUD = true
      try driver.draw(scene, tuning: session, hud: nil)
      return try renderer.readPixels()
    }
    let wide = try render(Self.wide) { s in
      s.handle(key: .down, fine: false)
      for _ in 0..<8 { s.handle(key: .right, fine: false) }
      s.handle(key: .up, fine: false)
      s.beginHexEntry()
      for c in "F2F4F" { s.typeHex(.character(c)) }
    }
    assertPixelSnapshot(of: wide, named: "landscape")
    let phone = try render(Self.portrait) { s in
      s.handle(key: .down, fine: false)
      for _ in 0..<8 { s.handle(key: .right, fine: false) }
    }
    assertPixelSnapshot(of: phone, named: "portrait")
  }
}
