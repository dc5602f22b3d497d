import ConfigFormat
import SDLKit
import StrictJSON

/// A background image file (`--background FILE.png`, a manifest case's `background`): PNG only,
/// at most ``maximumSize`` pixels and ``maximumFileBytes`` on disk. The file's size and its PNG
/// header are checked before anything is decoded, so a small file that declares a huge image is
/// refused at once; JPEG, GIF, BMP and PPM files are refused by name (convert them to PNG).
///
/// ```swift
/// let image = try BackgroundImage.load("photo.png")   // InputError: "'photo.png' is a JPEG file, …"
/// ```
package enum BackgroundImage {
  /// The largest background, in pixels a side: 8192² RGBA is 256 MiB once decoded. It is
  /// stretched to the output, so a larger one would add memory, not detail.
  package static let maximumSize = PixelSize(width: 8192, height: 8192)
  /// The largest file read: an 8192² RGBA PNG that does not compress (256 MiB of pixels) fits.
  package static let maximumFileBytes = 320 << 20

  /// The decoded pixels of the PNG at `path`.
  ///
  /// - Throws: ``InputError`` (empty path) whose message names the file and what is wrong.
  package static func load(_ path: String) throws(InputError) -> PixelBuffer {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: maximumFileBytes)
    } catch {
      throw InputError(path: "", message: "'\(OneLine.escape(path))' is not map, plain or a readable PNG file: \(reason(error))")
    }
    do {
      return try PixelBuffer(png: bytes, maximumSize: maximumSize)
    } catch {
      throw InputError(path: "", message: "'\(OneLine.escape(path))' \(error.message)")
    }
  }
}

extension BackgroundImage {
  /// Checks the file at `path` as ``load(_:)`` would — readable, PNG, structure and CRCs, at most
  /// ``maximumSize`` — without decoding it: a manifest's backgrounds are checked up front and
  /// decoded when their first case renders.
  ///
  /// - Throws: ``InputError`` (empty path) naming the file and what is wrong.
  package static func check(_ path: String) throws(InputError) {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: maximumFileBytes)
    } catch {
      throw InputError(path: "", message: "'\(OneLine.escape(path))' is not map, plain or a readable PNG file: \(reason(error))")
    }
    let header: PNGHeader
    do {
      header = try PNGHeader(bytes)
    } catch {
      throw InputError(path: "", message: "'\(OneLine.escape(path))' \(error.message)")
    }
    guard header.size.width <= maximumSize.width, header.size.height <= maximumSize.height else {
      throw InputError(path: "", message: "'\(OneLine.escape(path))' is \(header.size) pixels; at most \(maximumSize) are read (use a smaller image)")
    }
  }

  /// Why the file could not be read, without the JSON reader's advice.
  private static func reason(_ error: InputError) -> String {
    error.message.hasPrefix("not a regular file") ? "not a regular file (a directory, device or pipe)" : error.message
  }
}
