/// A plot of one quantity of a motion against time, expected and actual overlaid, as inline SVG
/// for the report: expected in blue (`#0A84FF`), actual in red (`#FF2D55`, drawn on top, dashed
/// where it lies on the expected curve so both stay visible), a grid, axes in seconds and the
/// quantity's unit.
///
/// ```swift
/// let svg = MotionCurvePlot(title: "location (pt)", expected: e.frames.map(\.location),
///                           actual: a.frames.map(\.location), fps: 60).svg
/// ```
package struct MotionCurvePlot: Sendable {
  /// The colour of the expected curve (the golden).
  package static let expectedColor = "#0A84FF"
  /// The colour of the actual curve (this run).
  package static let actualColor = "#FF2D55"
  /// The most points a curve is drawn with (longer motions keep each bucket's lowest and highest).
  package static let maximumPoints = 1200

  /// The plot's title, with its unit.
  package var title: String
  /// The golden's values, one a frame (empty when there is no golden).
  package var expected: [Double]
  /// This run's values, one a frame.
  package var actual: [Double]
  /// Frames per second (frame n at n / fps).
  package var fps: Double
  /// The size in CSS pixels.
  package var width = 640.0, height = 220.0

  /// Creates a plot.
  package init(title: String, expected: [Double], actual: [Double], fps: Double) {
    self.title = title
    self.expected = expected
    self.actual = actual
    self.fps = fps
  }

  /// The SVG element.
  package var svg: String {
    let left = 64.0, right = 12.0, top = 26.0, bottom = 30.0
    let all = expected + actual
    var lo = all.min() ?? 0, hi = all.max() ?? 1
    if hi - lo < 1e-9 { lo -= 1; hi += 1 }
    let pad = (hi - lo) * 0.06
    lo -= pad
    hi += pad
    let frames = max(expected.count, actual.count, 2)
    let duration = Double(frames - 1) / fps
    let plotW = width - left - right, plotH = height - top - bottom
    func x(_ n: Int) -> Double { left + Double(n) / Double(frames - 1) * plotW }
    func y(_ v: Double) -> Double { top + (hi - v) / (hi - lo) * plotH }
    func f(_ v: Double) -> String { GoldenNumber.fixed(v, digits: 1) }
    var out = "<svg class=\"plot\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\">"
    out += "<rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"#ffffff\"/>"
    out += "<text x=\"\(f(left))\" y=\"16\" class=\"ptitle\">\(HTMLText.escape(title))</text>"
    for i in 0...4 {
      let v = lo + (hi - lo) * Double(i) / 4
      out += "<line x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(y(v)))\" y2=\"\(f(y(v)))\" stroke=\"#e5e5ea\"/>"
      out += "<text x=\"\(f(left - 6))\" y=\"\(f(y(v) + 4))\" class=\"tick\" text-anchor=\"end\">\(GoldenNumber.fixed(v, digits: hi - lo > 50 ? 0 : 1))</text>"
    }
    let step = Self.timeStep(duration)
    var t = 0.0
    while t <= duration + 1e-9 {
      let px = left + t / max(duration, 1e-9) * plotW
      out += "<line x1=\"\(f(px))\" x2=\"\(f(px))\" y1=\"\(f(top))\" y2=\"\(f(height - bottom))\" stroke=\"#f2f2f7\"/>"
      out += "<text x=\"\(f(px))\" y=\"\(f(height - bottom + 16))\" class=\"tick\" text-anchor=\"middle\">\(GoldenNumber.fixed(t, digits: step < 0.1 ? 2 : 1)) s</text>"
      t += step
    }
    out += "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#c7c7cc\"/>"
    if !expected.isEmpty { out += polyline(expected, x: x, y: y, color: Self.expectedColor, width: 3.5, dash: nil) }
    out += polyline(actual, x: x, y: y, color: Self.actualColor, width: 2, dash: expected.isEmpty ? nil : "7 4")
    return out + "</svg>"
  }

  private func polyline(_ values: [Double], x: (Int) -> Double, y: (Double) -> Double, color: String, width: Double, dash: String?) -> String {
    var points = ""
    points.reserveCapacity(Self.maximumPoints * 14)
    for (n, v) in Self.decimated(values) {
      points += GoldenNumber.fixed(x(n), digits: 1) + "," + GoldenNumber.fixed(y(v), digits: 1) + " "
    }
    let dashed = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
    return "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(GoldenNumber.fixed(width, digits: 1))\" stroke-linejoin=\"round\"\(dashed) points=\"\(points)\"/>"
  }

  /// The points a curve is drawn with: every frame up to ``maximumPoints``, else each bucket's
  /// first, lowest and highest frames (peaks and overshoots stay visible).
  package static func decimated(_ values: [Double]) -> [(Int, Double)] {
    guard values.count > maximumPoints else { return values.enumerated().map { ($0.offset, $0.element) } }
    let buckets = maximumPoints / 3
    var out: [(Int, Double)] = []
    for b in 0..<buckets {
      let from = b * values.count / buckets, to = (b + 1) * values.count / buckets
      guard from < to else { continue }
      var lo = from, hi = from
      for i in from..<to {
        if values[i] < values[lo] { lo = i }
        if values[i] > values[hi] { hi = i }
      }
      for i in Set([from, lo, hi]).sorted() { out.append((i, values[i])) }
    }
    if let last = out.last, last.0 != values.count - 1 { out.append((values.count - 1, values[values.count - 1])) }
    return out
  }

  /// A round grid step giving 4 to 10 lines over `duration` seconds.
  static func timeStep(_ duration: Double) -> Double {
    for step in [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600] where duration / step <= 10 { return step }
    return 1200
  }
}
