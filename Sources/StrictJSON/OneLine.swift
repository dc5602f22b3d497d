/// Text made safe for a one-line message (stderr, the HUD): control characters, DEL, C1 controls,
/// the Unicode line and paragraph separators and the bidirectional formatting controls become
/// `\u{…}` escapes, so a file or field name with a newline cannot split an error into two lines,
/// and one with U+202E cannot show its text in another order than the bytes (Trojan Source).
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

  /// Whether `u` is a bidirectional formatting control (Unicode's Bidi_Control: U+061C, U+200E,
  /// U+200F, U+202A–U+202E, U+2066–U+2069), which reorders how the text around it is shown.
  public static func isBidiControl(_ u: Unicode.Scalar) -> Bool {
    u.value == 0x061C || u.value == 0x200E || u.value == 0x200F || (0x202A...0x202E).contains(u.value)
      || (0x2066...0x2069).contains(u.value)
  }

  private static func needsEscape(_ u: Unicode.Scalar) -> Bool {
    u.value < 0x20 || (0x7F...0x9F).contains(u.value) || u.value == 0x2028 || u.value == 0x2029 || isBidiControl(u)
  }
}
