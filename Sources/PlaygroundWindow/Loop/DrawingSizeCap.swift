import SDLKit

/// The largest size the window draws at: the `--size` limit (8192 points a side). A window
/// manager may still resize the window beyond it (X11 allows 32767²; a 34464² surface is 4.7 GB
/// and X refuses to show it); the loop then asks the window back to the cap and lays the scene
/// out at the capped size, so a huge resize never ends the window.
package enum DrawingSizeCap {
  /// Points a side.
  package static let maximum = SceneSize.maximum

  /// `width`×`height` with each side within 1…``maximum``.
  package static func clamp(width: Int, height: Int) -> (width: Int, height: Int) {
    (min(max(1, width), maximum), min(max(1, height), maximum))
  }

  /// The size to lay the scene out at after the window reported `width`×`height`; when that is
  /// over the cap (or over 16384 pixels a side at the target's pixel scale), `target` is asked
  /// to shrink to the capped size.
  package static func apply(width: Int, height: Int, to target: any FrameTarget) -> (Int, Int) {
    var capped = clamp(width: width, height: height)
    let scale = target.pixelScale.isFinite && target.pixelScale > 1 ? target.pixelScale : 1
    let limit = max(1, Int((Double(Renderer.maximumPixels) / scale).rounded(.down)))
    capped = (min(capped.width, limit), min(capped.height, limit))
    if capped != (width, height) { target.setSize(width: capped.width, height: capped.height) }
    return capped
  }
}
