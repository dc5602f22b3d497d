/// Wrapping text to a width: the HUD's config problem and the modal's sentences.
extension TextMeasuring {
  /// `text` broken at spaces into lines at most `width` points wide at `size`, `weight` and
  /// `scale` (a word wider than `width` gets a line of its own).
  ///
  /// - Throws: what ``width(of:size:weight:scale:)`` throws.
  package func wrap(
    _ text: String, width: Double, size: Double, weight: TextWeight = .regular, scale: Double
  ) throws -> [String] {
    try TextWrap.lines(text) { try self.width(of: $0, size: size, weight: weight, scale: scale) <= width }
  }
}

/// Word wrapping with any notion of "fits".
///
/// ```swift
/// TextWrap.lines("a bb ccc dddd") { $0.count <= 6 }   // ["a bb", "ccc", "dddd"]
/// ```
package enum TextWrap {
  /// `text` broken at spaces into lines that each satisfy `fits` (a word that does not fit alone
  /// gets a line of its own; runs of spaces count as one).
  package static func lines(_ text: String, fits: (String) throws -> Bool) rethrows -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if try line.isEmpty || fits(candidate) {
        line = candidate
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
