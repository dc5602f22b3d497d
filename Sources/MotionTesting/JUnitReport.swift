/// The results of a run as JUnit XML (`--junit FILE`), which GitHub, GitLab and Jenkins show:
/// one `<testcase>` per case run, with a `<failure message="…">` for a case that differs.
///
/// ```swift
/// var junit = JUnitReport(suite: "motion Assets/motion/manifest.json")
/// junit.add(name: "bottom-flick", seconds: 0.012, failure: nil)
/// junit.add(name: "snappy-release", seconds: 0.010, failure: "first difference at frame 9 …")
/// let xml = junit.xml
/// ```
package struct JUnitReport: Equatable, Sendable {
  /// One case's result.
  package struct Result: Equatable, Sendable {
    /// The case's name.
    package var name: String
    /// How long it took, seconds.
    package var seconds: Double
    /// The failure's message, nil when it passed.
    package var failure: String?
  }

  /// The suite's name (the testsuite's name and each testcase's classname).
  package var suite: String
  /// The results in the order added.
  package private(set) var results: [Result] = []

  /// An empty report.
  package init(suite: String) { self.suite = suite }

  /// Adds a case's result.
  package mutating func add(name: String, seconds: Double, failure: String?) {
    results.append(Result(name: name, seconds: seconds, failure: failure))
  }

  /// The XML document.
  package var xml: String {
    let failures = results.filter { $0.failure != nil }.count
    let total = results.reduce(0) { $0 + $1.seconds }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\" time=\"\(GoldenNumber.fixed(total, digits: 3))\">\n"
    out += "  <testsuite name=\"\(Self.escape(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(GoldenNumber.fixed(total, digits: 3))\">\n"
    for r in results {
      let head = "    <testcase classname=\"\(Self.escape(suite))\" name=\"\(Self.escape(r.name))\" time=\"\(GoldenNumber.fixed(r.seconds, digits: 3))\""
      if let f = r.failure {
        out += head + ">\n      <failure message=\"\(Self.escape(f))\" type=\"MotionMismatch\">\(Self.escape(f))</failure>\n    </testcase>\n"
      } else {
        out += head + "/>\n"
      }
    }
    return out + "  </testsuite>\n</testsuites>\n"
  }

  /// `text` with XML's five special characters escaped, and control characters (not allowed in
  /// XML 1.0) written as `\u{…}`.
  package static func escape(_ text: String) -> String {
    var out = ""
    for u in text.unicodeScalars {
      switch u {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += "&#10;"
      case _ where u.value < 0x20 || u.value == 0x7F || (0xFFFE...0xFFFF).contains(u.value):
        out += "\\u{\(String(u.value, radix: 16))}"
      default: out.unicodeScalars.append(u)
      }
    }
    return out
  }
}
