/// One case as the HTML report shows it: the golden (expected) and the motion this run produced
/// (actual), whether they matched, and a filmstrip of the actual motion (PNG bytes, drawn by the
/// caller: this module draws no pixels).
package struct MotionReportCase: Sendable {
  /// The case's name.
  package var name: String
  /// Whether actual matched expected within the case's tolerance.
  package var passed: Bool
  /// The comparison's message for a failure (nil when it passed).
  package var message: String?
  /// The golden as recorded (nil when there was none).
  package var expected: MotionGolden?
  /// This run's motion.
  package var actual: MotionGolden
  /// A filmstrip of the actual motion as PNG, or nil.
  package var filmstrip: [UInt8]?
  /// The viewport in points (the animation's frame).
  package var viewport: (width: Double, height: Double)
  /// The panel's position: `top`, `left`, `bottom` or `right`.
  package var position: String
  /// Where the behaviour came from (`preset default`, a config file), or nil for the script's own.
  package var behaviorSource: String?

  /// Creates a case.
  package init(
    name: String, passed: Bool, message: String?, expected: MotionGolden?, actual: MotionGolden, filmstrip: [UInt8]?,
    viewport: (width: Double, height: Double), position: String, behaviorSource: String?
  ) {
    self.name = name
    self.passed = passed
    self.message = message
    self.expected = expected
    self.actual = actual
    self.filmstrip = filmstrip
    self.viewport = viewport
    self.position = position
    self.behaviorSource = behaviorSource
  }
}

/// Text for HTML: the five special characters escaped.
package enum HTMLText {
  /// `text` safe inside an element or a quoted attribute.
  package static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for ch in text.unicodeScalars {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(ch)
      }
    }
    return out
  }
}
