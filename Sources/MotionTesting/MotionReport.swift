import Foundation

/// The motion report, `DIR/index.html`: one self-contained page (no network: styles, script,
/// plots and filmstrips inline; opens from `file://`) with a summary table and, per case, the
/// expected and actual curves overlaid (``MotionCurvePlot``), the actual motion's filmstrip, the
/// two motions side by side as an animation, and a slider that scrubs both with an onion view
/// (both panels overlaid, the previous frames fading behind).
///
/// The page is written in pieces so a large suite never holds every case in memory:
/// ``section(_:)`` per case as it runs, then ``page(rows:sections:)`` around them.
///
/// ```swift
/// var rows: [MotionReport.Row] = []
/// var sections = ""
/// for c in cases { sections += MotionReport.section(c); rows.append(MotionReport.Row(c)) }
/// let html = MotionReport.page(title: "motion verify", rows: rows, sections: sections)
/// ```
package enum MotionReport {
  /// One line of the summary table.
  package struct Row: Sendable {
    /// The case's name.
    package var name: String
    /// Whether it matched.
    package var passed: Bool
    /// The figures expected → actual.
    package var expected: MotionSummary?, actual: MotionSummary
    /// Frames expected and actual.
    package var frames: (expected: Int?, actual: Int)
    /// The failure's message.
    package var message: String?

    /// The row of `c`.
    package init(_ c: MotionReportCase) {
      name = c.name
      passed = c.passed
      expected = c.expected?.summary
      actual = c.actual.summary
      frames = (c.expected?.frames.count, c.actual.frames.count)
      message = c.message
    }
  }

  /// The most frames a case's animation data holds (longer motions are sampled evenly).
  package static let maximumAnimationFrames = 20_000

  /// The page's head, summary table, `sections` and script.
  package static func page(title: String, rows: [Row], sections: String) -> String {
    head(title: title, rows: rows) + sections + tail
  }

  /// Everything before the sections.
  package static func head(title: String, rows: [Row]) -> String {
    let failed = rows.filter { !$0.passed }.count
    var out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(HTMLText.escape(title))</title>\n"
    out += "<style>\(style)</style></head><body>\n<h1>\(HTMLText.escape(title))</h1>\n"
    out += "<p class=\"total \(failed == 0 ? "pass" : "fail")\">\(rows.count - failed) of \(rows.count) cases match"
    out += failed == 0 ? "" : "; \(failed) differ"
    out += "</p>\n<p class=\"legend\"><span class=\"e\">expected (the golden)</span> <span class=\"a\">actual (this run)</span></p>\n"
    out += "<table class=\"summary\"><thead><tr><th>case</th><th>result</th><th>frames</th><th>final state</th><th>overshoot (pt)</th>"
    out += "<th>settle time (s)</th><th>peak velocity (pt/s)</th></tr></thead><tbody>\n"
    for r in rows {
      func pair(_ e: String?, _ a: String) -> String {
        guard let e, e != a else { return HTMLText.escape(a) }
        return "<span class=\"was\">\(HTMLText.escape(e))</span> → <b>\(HTMLText.escape(a))</b>"
      }
      let d = MotionGolden.digits
      let settle: (MotionSummary) -> String = { $0.settleTime.map { GoldenNumber.fixed($0, digits: d.seconds) } ?? "none" }
      out += "<tr class=\"\(r.passed ? "pass" : "fail")\"><td><a href=\"#case-\(HTMLText.escape(r.name))\">\(HTMLText.escape(r.name))</a></td>"
      out += "<td>\(r.passed ? "ok" : "FAIL")</td><td>\(pair(r.frames.expected.map(String.init), String(r.frames.actual)))</td>"
      out += "<td>\(pair(r.expected?.finalState, r.actual.finalState))</td>"
      out += "<td>\(pair(r.expected.map { GoldenNumber.fixed($0.overshoot, digits: d.location) }, GoldenNumber.fixed(r.actual.overshoot, digits: d.location)))</td>"
      out += "<td>\(pair(r.expected.map(settle), settle(r.actual)))</td>"
      out += "<td>\(pair(r.expected.map { GoldenNumber.fixed($0.peakVelocity, digits: d.velocity) }, GoldenNumber.fixed(r.actual.peakVelocity, digits: d.velocity)))</td></tr>\n"
    }
    return out + "</tbody></table>\n"
  }

  /// Everything after the sections: the script that animates and scrubs them.
  package static var tail: String { "<script>\(script)</script>\n</body></html>\n" }

  /// One case's section.
  package static func section(_ c: MotionReportCase) -> String {
    let id = HTMLText.escape(c.name)
    let a = c.actual, e = c.expected
    var out = "<section class=\"motion \(c.passed ? "pass" : "fail")\" id=\"case-\(id)\">\n"
    out += "<h2>\(id) <span class=\"badge\">\(c.passed ? "ok" : "FAIL")</span></h2>\n"
    if let m = c.message { out += "<p class=\"msg\">\(HTMLText.escape(m))</p>\n" }
    var meta = ["\(a.displayRate) Hz", "\(a.frames.count) frames", a.viewport ?? "", c.position]
    if let b = c.behaviorSource { meta.append(b) }
    if e == nil { meta.append("no golden") }
    out += "<p class=\"meta\">\(HTMLText.escape(meta.filter { !$0.isEmpty }.joined(separator: " · ")))</p>\n<div class=\"plots\">"
    let fps = Double(a.displayRate)
    out += MotionCurvePlot(title: "location (pt) against time", expected: e?.frames.map(\.location) ?? [], actual: a.frames.map(\.location), fps: fps).svg
    out += MotionCurvePlot(title: "velocity (pt/s) against time", expected: e?.frames.map(\.velocity) ?? [], actual: a.frames.map(\.velocity), fps: fps).svg
    if let e {
      // The difference magnified: the golden is the zero line, this run's deviation from it.
      let n = min(e.frames.count, a.frames.count)
      let deviation = (0..<n).map { a.frames[$0].location - e.frames[$0].location }
      out += MotionCurvePlot(title: "actual − expected location (pt)", expected: [Double](repeating: 0, count: n), actual: deviation, fps: fps).svg
    }
    out += "</div>\n<h3>Side by side, and onion (both overlaid, previous frames fading)</h3>\n<div class=\"anim\">"
    let (w, h) = c.viewport
    let fit = 200 / max(w, h)
    let box = "width=\"\(GoldenNumber.fixed(w * fit, digits: 0))\" height=\"\(GoldenNumber.fixed(h * fit, digits: 0))\" viewBox=\"0 0 \(GoldenNumber.fixed(w, digits: 1)) \(GoldenNumber.fixed(h, digits: 1))\""
    for (caption, kind) in [("expected", "e"), ("actual", "a"), ("onion", "o")] {
      out += "<figure><svg class=\"view \(kind)\" xmlns=\"http://www.w3.org/2000/svg\" \(box)><rect class=\"bg\" width=\"100%\" height=\"100%\"/></svg>"
      out += "<figcaption>\(caption)</figcaption></figure>"
    }
    out += "</div>\n<div class=\"controls\"><button type=\"button\" class=\"play\">Pause</button> "
    out += "<input type=\"range\" class=\"scrub\" min=\"0\" max=\"\(max(a.frames.count, e?.frames.count ?? 0) - 1)\" value=\"0\"> <span class=\"frame\"></span></div>\n"
    if let png = c.filmstrip {
      out += "<h3>Filmstrip of the actual motion</h3>\n<img class=\"strip\" alt=\"filmstrip of \(id)\" src=\"data:image/png;base64,\(Data(png).base64EncodedString())\">\n"
    }
    out += "<script type=\"application/json\" class=\"data\">\(data(c))</script>\n</section>\n"
    return out
  }

  /// The animation's data: viewport, position, frames a second and both motions' locations
  /// (0.1 pt), sampled evenly down to ``maximumAnimationFrames``.
  static func data(_ c: MotionReportCase) -> String {
    let n = max(c.actual.frames.count, c.expected?.frames.count ?? 0)
    let stride = max(1, (n + maximumAnimationFrames - 1) / maximumAnimationFrames)
    func list(_ frames: [MotionFrame]) -> String {
      var out = "["
      var first = true
      for i in Swift.stride(from: 0, to: frames.count, by: stride) {
        out += (first ? "" : ",") + GoldenNumber.fixed(frames[i].location, digits: 1)
        first = false
      }
      return out + "]"
    }
    let fps = Double(c.actual.displayRate) / Double(stride)
    return "{\"w\":\(GoldenNumber.fixed(c.viewport.width, digits: 1)),\"h\":\(GoldenNumber.fixed(c.viewport.height, digits: 1)),"
      + "\"position\":\"\(HTMLText.escape(c.position))\",\"fps\":\(GoldenNumber.fixed(fps, digits: 4)),"
      + "\"e\":\(list(c.expected?.frames ?? [])),\"a\":\(list(c.actual.frames))}"
  }
}
