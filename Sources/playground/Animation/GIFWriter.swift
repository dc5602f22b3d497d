import CGIF
import ConfigFormat
import Foundation
import SDLKit

/// Writes an animated GIF frame by frame with giflib: each frame's colours reduced to its own
/// 256-colour map by giflib's `GifQuantizeBuffer`, a graphics-control block with the frame's
/// delay, and the NETSCAPE2.0 loop. The file is written to a temporary name next to `path`
/// and renamed over it by ``finish()``; nothing is left behind when it fails.
///
/// ```swift
/// let gif = try GIFWriter(path: "flick.gif", width: 390, height: 844)
/// for frame in frames { try gif.add(frame, delayCentiseconds: 2) }
/// try gif.finish()
/// ```
final class GIFWriter {
  /// The output path.
  let path: String
  /// The size of every frame, in pixels.
  let width: Int, height: Int
  private let temporary: String
  private var file: UnsafeMutablePointer<GifFileType>?
  private var red: [UInt8], green: [UInt8], blue: [UInt8], indices: [UInt8]
  /// Frames written so far.
  private(set) var frames = 0

  /// Opens a temporary file next to `path` for a GIF of `width`×`height` pixels that loops forever.
  ///
  /// - Throws: ``FileWriteError`` naming the file and giflib's reason.
  init(path: String, width: Int, height: Int) throws {
    self.path = path
    self.width = width
    self.height = height
    temporary = MotionPath.joining(MotionPath.directory(of: path), ".\(MotionPath.name(of: path)).tmp-\(getpid())")
    red = [UInt8](repeating: 0, count: width * height)
    green = red
    blue = red
    indices = red
    var error: Int32 = 0
    guard let f = EGifOpenFileName(temporary, false, &error) else { throw Self.failure(path, error) }
    file = f
    EGifSetGifVersion(f, true)
    guard EGifPutScreenDesc(f, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else { throw close(f.pointee.Error) }
    // NETSCAPE2.0: loop forever.
    var app = Array("NETSCAPE2.0".utf8), loop: [UInt8] = [1, 0, 0]
    guard EGifPutExtensionLeader(f, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
      EGifPutExtensionBlock(f, Int32(app.count), &app) == GIF_OK,
      EGifPutExtensionBlock(f, Int32(loop.count), &loop) == GIF_OK,
      EGifPutExtensionTrailer(f) == GIF_OK
    else { throw close(f.pointee.Error) }
  }

  deinit {
    if let file {
      var error: Int32 = 0
      EGifCloseFile(file, &error)
      unlink(temporary)
    }
  }

  /// Adds `image` (exactly ``width``×``height``) shown for `delayCentiseconds` hundredths of a second.
  ///
  /// - Throws: ``FileWriteError`` when giflib cannot quantize or write the frame.
  func add(_ image: PixelBuffer, delayCentiseconds: Int) throws {
    guard let f = file, image.width == width, image.height == height else {
      throw FileWriteError(file: path, message: "a frame of \(image.width)x\(image.height) pixels in a GIF of \(width)x\(height)")
    }
    let n = width * height
    image.bytes.withUnsafeBufferPointer { px in
      for i in 0..<n {
        red[i] = px[4 * i]
        green[i] = px[4 * i + 1]
        blue[i] = px[4 * i + 2]
      }
    }
    var colors = [GifColorType](repeating: GifColorType(), count: 256)
    var count: Int32 = 256
    guard GifQuantizeBuffer(UInt32(width), UInt32(height), &count, &red, &green, &blue, &indices, &colors) == GIF_OK,
      let map = GifMakeMapObject(256, colors)
    else { throw FileWriteError(file: path, message: "giflib could not reduce frame \(frames) to 256 colours") }
    defer { GifFreeMapObject(map) }
    var gcb = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delayCentiseconds), TransparentColor: NO_TRANSPARENT_COLOR)
    var ext = [UInt8](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&gcb, &ext)
    guard EGifPutExtension(f, GRAPHICS_EXT_FUNC_CODE, Int32(length), &ext) == GIF_OK,
      EGifPutImageDesc(f, 0, 0, Int32(width), Int32(height), false, map) == GIF_OK
    else { throw FileWriteError(file: path, message: "giflib: \(Self.reason(f.pointee.Error))") }
    let ok = indices.withUnsafeMutableBufferPointer { buffer -> Bool in
      for y in 0..<height where EGifPutLine(f, buffer.baseAddress! + y * width, Int32(width)) != GIF_OK { return false }
      return true
    }
    guard ok else { throw FileWriteError(file: path, message: "giflib: \(Self.reason(f.pointee.Error))") }
    frames += 1
  }

  /// Closes the GIF and renames it over ``path``.
  ///
  /// - Throws: ``FileWriteError`` when closing or renaming fails.
  func finish() throws {
    guard let f = file else { return }
    file = nil
    var error: Int32 = 0
    guard EGifCloseFile(f, &error) == GIF_OK else {
      unlink(temporary)
      throw Self.failure(path, error)
    }
    // giflib creates the file 0600; a picture for reviews is readable as other new files are.
    let mask = umask(0)
    umask(mask)
    chmod(temporary, 0o666 & ~mask)
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw FileWriteError(file: path, message: "cannot replace it: \(reason)")
    }
  }

  private func close(_ code: Int32) -> FileWriteError {
    if let f = file {
      var error: Int32 = 0
      EGifCloseFile(f, &error)
    }
    file = nil
    unlink(temporary)
    return Self.failure(path, code)
  }

  private static func failure(_ path: String, _ code: Int32) -> FileWriteError {
    FileWriteError(file: path, message: "cannot write the GIF: \(reason(code))")
  }

  private static func reason(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
  }
}
