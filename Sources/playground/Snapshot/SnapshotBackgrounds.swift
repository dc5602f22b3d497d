import PlaygroundUI
import SDLKit
import StrictJSON

/// The background image files of a manifest's cases, decoded while needed and at most one at a
/// time: a file is decoded when a case that uses it renders, shared by the following cases that
/// name it, and dropped before another file is decoded or after its last case — never one copy
/// per case, and never two backgrounds at once (cases that alternate files decode them again).
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
  /// The one decoded file kept for the next case.
  private var kept: (file: String, image: PixelBuffer)?

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
    if let kept, kept.file == file {
      image = kept.image
    } else {
      kept = nil  // released before the next file is decoded
      image = try BackgroundImage.load(file)
    }
    kept = lastUser[file] == name ? nil : (file, image)
    return image
  }
}
