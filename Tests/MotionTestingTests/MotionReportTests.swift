import MotionTesting
import Testing

/// The report's pieces on their own: plots with both curves, decimation that keeps peaks, a
/// page with nothing to load, escaped text.
@Suite struct MotionReportTests {
  @Test("a plot draws the expected curve in blue and the actual one in red, dashed over it")
  func plot() {
    let svg = MotionCurvePlot(title: "location (pt)", expected: [0, 10, 20], actual: [0, 12, 20], fps: 60).svg
    #expect(svg.hasPrefix("<svg class=\"plot\""))
    #expect(svg.contains("stroke=\"#0A84FF\" stroke-width=\"3.5\""))
    #expect(svg.contains("stroke=\"#FF2D55\" stroke-width=\"2.0\" stroke-linejoin=\"round\" stroke-dasharray=\"7 4\""))
    #expect(svg.components(separatedBy: "<polyline").count == 3)
    let alone = MotionCurvePlot(title: "t", expected: [], actual: [1, 2], fps: 60).svg
    #expect(alone.components(separatedBy: "<polyline").count == 2 && !alone.contains("dasharray"))
  }

  @Test("long curves keep each bucket's lowest and highest frames: a one-frame spike survives 100 000 frames")
  func decimation() {
    var values = [Double](repeating: 0, count: 100_000)
    values[54_321] = 99
    let points = MotionCurvePlot.decimated(values)
    #expect(points.count <= MotionCurvePlot.maximumPoints + 1)
    #expect(points.contains { $0.0 == 54_321 && $0.1 == 99 })
    #expect(points.last?.0 == 99_999)
    #expect(MotionCurvePlot.decimated([1, 2, 3]).map(\.0) == [0, 1, 2])
  }

  @Test("a page: the summary table with changed figures, one section per case, nothing loaded from elsewhere, names escaped")
  func page() {
    let g = MotionGoldenTests.sample(frames: 30).rounded()
    var changed = g
    changed.summary.overshoot = 5
    let failing = MotionReportCase(
      name: "a<b>", passed: false, message: "overshoot 3.210 → 5.000 pt", expected: g, actual: changed, filmstrip: [1, 2, 3],
      viewport: (390, 844), position: "bottom", behaviorSource: "preset default")
    let passing = MotionReportCase(
      name: "ok", passed: true, message: nil, expected: g, actual: g, filmstrip: nil, viewport: (390, 844), position: "bottom", behaviorSource: nil)
    let html = MotionReport.page(title: "t", rows: [MotionReport.Row(failing), MotionReport.Row(passing)], sections: MotionReport.section(failing) + MotionReport.section(passing))
    #expect(html.contains("1 of 2 cases match; 1 differ"))
    #expect(html.contains("<span class=\"was\">3.210</span> → <b>5.000</b>"))
    #expect(html.contains("id=\"case-a&lt;b&gt;\"") && !html.contains("a<b>"))
    #expect(html.contains("src=\"data:image/png;base64,AQID\""))
    #expect(html.components(separatedBy: "<section class=\"motion").count == 3)
    #expect(html.components(separatedBy: "<input type=\"range\" class=\"scrub\"").count == 3)
    for remote in ["src=\"http", "href=\"http", "url(", "@import", "<link"] { #expect(!html.contains(remote), "\(remote)") }
    #expect(html.hasSuffix("</script>\n</body></html>\n"))
  }
}
