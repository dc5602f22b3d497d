import FloatingPanel
import Foundation
import Testing

/// Checks the numbers of "Choosing the feel": its listings' comments and its table of presets,
/// which must agree with the preset files in Assets/presets.
@Suite struct ChoosingTheFeelTests {
  @Test func theConversionsGiveTheCommentedNumbers() throws {
    let s = try ChoosingTheFeelListing.conversions()
    #expect(abs(s[0].dampingRatio - 0.5756) < 5e-5)
    #expect(abs(s[0].bounce - 0.424) < 5e-4)
    #expect(abs(s[1].stiffness() - 157.91) < 5e-3)
    #expect(abs(s[1].damping() - 17.59) < 5e-3)
    #expect(abs(s[2].duration - 0.628) < 5e-4)
    #expect(abs(s[2].dampingRatio - 0.5) < 1e-12)
    #expect(abs(s[2].bounce - 0.5) < 1e-12)
  }

  @Test func theSnappyBehaviourMatchesTheSnappyPreset() throws {
    let b = try ChoosingTheFeelListing.snappyBehavior()
    let preset = try Self.preset("snappy")
    #expect(abs(b.springDecelerationRate - preset.rate) < 5e-7)
    #expect(b.springResponseTime == preset.responseTime)
    try b.validate()
  }

  /// Each spring of the listing drives its kind of motion: the attraction that starts carries
  /// that spring's ω and ζ.
  @Test func theShowHideAndMoveSpringsDriveTheirMotions() throws {
    let panel = try FloatingPanelController(
      layout: FloatingPanelBottomLayout(), behavior: try ChoosingTheFeelListing.sheetSprings(),
      environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3))
    panel.hide(animated: true)
    var a = try #require(panel.attraction)
    #expect(abs(a.omega - 2 * Double.pi / 0.25) < 1e-9 && a.zeta == 1)
    while panel.isAnimating { panel.step(1.0 / 60) }
    panel.show(animated: true)
    a = try #require(panel.attraction)
    #expect(abs(a.omega - 2 * Double.pi / 0.45) < 1e-9 && abs(a.zeta - 0.8) < 1e-12)
    while panel.isAnimating { panel.step(1.0 / 60) }
    try panel.move(to: .full, animated: true)
    a = try #require(panel.attraction)
    #expect(abs(a.omega - 2 * Double.pi / 0.5) < 1e-9 && a.zeta == 1)
    // Without movingSpring a move uses the release spring: T 0.4 s, critically damped from rest.
    let plain = try FloatingPanelController(layout: FloatingPanelBottomLayout(), environment: panel.environment)
    try plain.move(to: .full, animated: true)
    #expect(abs((try #require(plain.attraction)).omega - 2 * Double.pi / 0.4) < 1e-9)
    #expect(ShowHideSpring.parameters.responseTime == 0.25 && ShowHideSpring.parameters.dampingRatio == 0.8)
  }

  @Test func theClosedFormBehaviourKeepsTheDefaults() {
    let b = FrameRateIndependentBehavior()
    #expect(b.springIntegrator == .closedForm)
    #expect(b.springResponseTime == FloatingPanelDefaultBehavior().springResponseTime)
    #expect(b.springDecelerationRate == FloatingPanelDefaultBehavior().springDecelerationRate)
  }

  /// Every row of the article's preset table: the file exists, its T and r are the row's, and the
  /// row's ζ and bounce are what ``SpringParameters`` computes from them (to the digits shown).
  @Test func thePresetTableAgreesWithThePresetFiles() throws {
    let url = ListingCatalog.root.appendingPathComponent("Sources/FloatingPanel/FloatingPanel.docc/ChoosingTheFeel.md")
    let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("| `") }
      .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
    let files = try FileManager.default.contentsOfDirectory(atPath: ListingCatalog.root.appendingPathComponent("Assets/presets").path)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
    #expect(Set(rows.map { $0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }) == Set(files),
            "the table must have one row per file in Assets/presets")
    for row in rows {
      let name = row[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let preset = try Self.preset(name)
      let t = try #require(Double(row[1].replacingOccurrences(of: " s", with: "")), "\(name): T")
      let r = try #require(Double(row[2]), "\(name): r")
      let zeta = try #require(Double(row[3]), "\(name): ζ")
      let bounce = try #require(Double(row[4]), "\(name): bounce")
      #expect(t == preset.responseTime, "\(name): T in the table differs from the file")
      #expect(r == preset.rate, "\(name): r in the table differs from the file")
      let spring = try SpringParameters(responseTime: t, decelerationRate: r)
      #expect(abs(spring.dampingRatio - zeta) <= 0.0005, "\(name): ζ is \(spring.dampingRatio)")
      #expect(abs(spring.bounce - bounce) <= 0.005, "\(name): bounce is \(spring.bounce)")
    }
  }

  /// The search panel's response time and deceleration rate in `Assets/presets/NAME.json`.
  static func preset(_ name: String) throws -> (responseTime: Double, rate: Double) {
    let url = ListingCatalog.root.appendingPathComponent("Assets/presets/\(name).json")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let behavior = ((json as? [String: Any])?["panels"] as? [String: Any])
      .flatMap { $0["search"] as? [String: Any] }
      .flatMap { $0["behavior"] as? [String: Any] }
    let t = try #require(behavior?["springResponseTime"] as? Double, "\(name).json: springResponseTime")
    let r = try #require(behavior?["springDecelerationRate"] as? Double, "\(name).json: springDecelerationRate")
    return (t, r)
  }
}
