import PlaygroundUI
import SDLKit
import StrictJSON

/// The background image files of a manifest's cases, decoded once each and only while needed:
/// a file is decoded when the first case that uses it renders, shared by every later case that
/// names it, and dropped after the last one — so memory holds one decoded background at a time
/// when cases sharing a file are neighbours, never one copy per case.
///
/// ```swift
/// let backgrounds = SnapshotBackgrounds(files: ["a": "photo.png", "b": "photo.png"], order: ["a", "b"])
/// let image = try backgrounds.take(for: "a")   // decodes photo.png
/// _ = try backgrounds.take(for: "b")           // the same pixels; photo.png is dropped after it
/// ```
final class SnapshotBackgrounds {
  /// Each case's background file (cases with map or plain are absent).
  private let files: [String: String]
  /// For each file, the name of the last case that uses it.
  private let lastUser: [String: String]
  /// Decoded files still needed.
  private var decoded: [String: PixelBuffer] = [:]

  /// The backgrounds of cases rendered in `order`.
  init(files: [String: String], order: [String]) {
    self.files = files
    var last: [String: String] = [:]
    for name in order { if let file = files[name] { last[file] = name } }
    lastUser = last
  }

  /// The background of case `name` (nil: the case has none of its own); the file is released
  /// once its last case has taken it.
  ///
  /// - Throws: ``InputError`` (empty path) when the file cannot be decoded.
  func take(for name: String) throws(InputError) -> PixelBuffer? {
    guard let file = files[name] else { return nil }
    let image: PixelBuffer
    if let kept = decoded[file] {
      image = kept
    } else {
      image = try BackgroundImage.load(file)
    }
    decoded[file] = lastUser[file] == name ? nil : image
    return image
  }
}
