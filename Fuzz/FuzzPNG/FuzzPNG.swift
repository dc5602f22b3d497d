import FuzzSupport
import SDLKit

/// libFuzzer target: the PNG decoder behind `--background FILE.png` (the in-memory path,
/// `PixelBuffer(pngBytes:)`). Any bytes are an image or a thrown error; never a crash.
@main enum FuzzPNG {
  static func main() {
    FuzzDriver.main { bytes in
      if let image = try? PixelBuffer(pngBytes: bytes) {
        FuzzDriver.require(image.width > 0 && image.height > 0, "an empty image was accepted")
      }
    }
  }
}
