import FloatingPanel
import SDLKit

/// The fixed parts of the benchmark scene.
package enum BenchmarkScene {
  /// Two shadows: a tight one with spread and a soft outer one.
  package static let sheetLook = SurfaceAppearance(
    cornerRadius: 16,
    shadows: [
      .init(color: .black, offset: Point(x: 0, y: 2), opacity: 0.08, radius: 24, spread: 0),
      .init(color: .black, offset: Point(x: 0, y: 16), opacity: 0.12, radius: 16, spread: 8),
    ])
  /// The σ = 12, 25 % shadow of the SDL2 notes' measured scene.
  package static let sideLook = SurfaceAppearance(
    cornerRadius: 12, shadows: [.init(color: .black, offset: Point(x: 0, y: 4), opacity: 0.25, radius: 12)])
  /// FloatingPanel's default shadow with a 16 pt radius.
  package static let topLook = SurfaceAppearance(cornerRadius: 16)

  /// A flat "map": background, a park, a lake and a few roads.
  package static func drawMap(on renderer: Renderer, width: Int, height: Int) {
    renderer.clear(RGBA(hex: 0xE5E9F0))
    renderer.fill(PixelRect(x: width / 8, y: height / 6, width: width / 4, height: height / 4), color: RGBA(hex: 0xC8E6C0))
    renderer.fill(PixelRect(x: width / 2, y: height / 2, width: width / 3, height: height / 5), color: RGBA(hex: 0xAAD3F5))
    for i in 0..<6 {
      renderer.fill(PixelRect(x: 0, y: (i * 2 + 1) * height / 12, width: width, height: 6), color: .white)
      renderer.fill(PixelRect(x: (i * 2 + 1) * width / 12, y: 0, width: 6, height: height), color: .white)
    }
    renderer.fill(PixelRect(x: 0, y: height / 2 - 5, width: width, height: 10), color: RGBA(hex: 0xFBD58B))
  }
}
