/// Text made safe for a one-line message (stderr, the HUD): control characters, DEL, C1 controls
/// and the Unicode line and paragraph separators become `\u{…}` escapes, so a file or field name
/// with a newline cannot split an error into two lines.
///
/// ```swift
/// OneLine.escape("a\nb")   // "a\\u{A}b"
/// ```
public enum OneLine {
  /// `text` with every character that could break or hide a line escaped.
  public static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = String.UnicodeScalarView()
    for u in text.unicodeScalars {
      if needsEscape(u) {
        out.append(contentsOf: "\\u{\(String(u.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        out.append(u)
      }
    }
    return String(out)
  }

  private static func needsEscape(_ u: Unicode.Scalar) -> Bool {
    u.value < 0x20 || (0x7F...0x9F).contains(u.value) || u.value == 0x2028 || u.value == 0x2029
  }
}
