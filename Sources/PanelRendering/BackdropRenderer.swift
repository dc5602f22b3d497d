import SDLKit

/// Draws a panel's backdrop: the whole target dimmed with black at the engine's alpha
/// (FloatingPanel's `BackdropView`, black by default).
public struct BackdropRenderer {
  /// The backdrop colour (alpha ignored; the alpha comes from the engine).
  public var color: RGBA

  /// Creates a backdrop renderer; black by default, as upstream FloatingPanel's `Core.swift` sets
  /// `backdropView.backgroundColor = .black`.
  public init(color: RGBA = .black) {
    self.color = color
  }

  /// Dims everything drawn so far with `alpha` (0…1; 0 draws nothing).
  public func draw(alpha: Double, on renderer: Renderer) {
    let a = RGBA.quantize(alpha)
    guard a > 0 else { return }
    let size = renderer.outputSize
    var c = color
    c.a = a
    renderer.fill(PixelRect(x: 0, y: 0, width: size.width, height: size.height), color: c, blendMode: .blend)
  }
}
