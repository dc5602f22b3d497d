/// A target size in pixels given on the command line as `WIDTHxHEIGHT`, e.g. `1280x800`.
///
/// ```swift
/// try RenderSize(parsing: "1280x800")  // width 1280, height 800
/// try RenderSize(parsing: "big")       // throws: expected WIDTHxHEIGHT in pixels, …
/// ```
struct RenderSize: Hashable, Sendable, CustomStringConvertible {
  /// Width in pixels, 1…8192.
  var width: Int
  /// Height in pixels, 1…8192.
  var height: Int

  /// Creates a size.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Parses `WIDTHxHEIGHT` (`x` or `×`, case-insensitive), each side 1…8192.
  ///
  /// - Throws: `RenderSize.ParseError` with a one-line message naming the expected form.
  init(parsing text: String) throws {
    let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
    guard parts.count == 2, let w = Int(parts[0].trimmingSpaces), let h = Int(parts[1].trimmingSpaces) else {
      throw ParseError(message: "expected WIDTHxHEIGHT in pixels, such as 1280x800")
    }
    guard (1...8192).contains(w), (1...8192).contains(h) else {
      throw ParseError(message: "width and height must be between 1 and 8192 pixels")
    }
    self.init(width: w, height: h)
  }

  /// `WIDTHxHEIGHT`.
  var description: String { "\(width)x\(height)" }

  /// A size that could not be parsed.
  struct ParseError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong and the expected form.
    var message: String
    /// The message.
    var description: String { message }
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String { String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) }
}
