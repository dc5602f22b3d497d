import FloatingPanel
import StrictJSON

/// The optional `tolerance` object of a manifest or a case: each part given overrides the one
/// below it (the case's over the manifest's over the documented defaults).
struct MotionToleranceEntry {
  var points, seconds, velocity, alpha: Double?

  /// Reads `tolerance` from `c` when present.
  init(_ c: KeyedDecodingContainer<AnyCodingKey>) throws {
    guard c.contains(AnyCodingKey("tolerance")) else { return }
    let t = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("tolerance"))
    try t.allow(["points", "seconds", "velocity", "alpha"])
    func part(_ key: String, _ rule: String) throws -> Double? {
      t.contains(AnyCodingKey(key)) ? try t.number(key, where: { $0 >= 0 && $0 <= 1_000_000 }, rule) : nil
    }
    points = try part("points", "must be a distance in points ≥ 0, e.g. 0.5")
    seconds = try part("seconds", "must be a time in seconds ≥ 0, e.g. 0.02")
    velocity = try part("velocity", "must be a speed in pt/s ≥ 0, e.g. 10")
    alpha = try part("alpha", "must be an alpha difference ≥ 0, e.g. 0.01")
  }

  /// The parts given, the others from `base`.
  func merged(over base: MotionTolerance) -> MotionTolerance {
    MotionTolerance(points: points ?? base.points, seconds: seconds ?? base.seconds, velocity: velocity ?? base.velocity, alpha: alpha ?? base.alpha)
  }
}

/// One case as written.
struct MotionCaseEntry: Decodable {
  var value: MotionManifest.Case
  var tolerance: MotionToleranceEntry

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: [
      "name", "script", "recording", "release", "config", "preset", "panel", "viewport", "position", "displayRate", "until", "tolerance",
    ])
    let name = try c.required(String.self, "name")
    guard MotionManifest.isValidName(name) else {
      throw c.error("name", "'\(name)' cannot name a golden file; start with a letter and use letters, digits, '-' or '_'")
    }
    let given = ["script", "recording", "release"].filter { c.contains(AnyCodingKey($0)) }
    guard given.count == 1 else {
      let what = given.isEmpty ? "no gesture" : "\(given.joined(separator: " and ")) together"
      throw InputError(
        path: c.codingPath + [AnyCodingKey(given.last ?? "script")],
        message: "\(what): give one of script (a replay script), recording (saved with Ctrl+R) or release {\"from\": \"half\", \"velocity\": -1200}")
    }
    let gesture: MotionManifest.Case.Gesture
    switch given[0] {
    case "script": gesture = .script(try Self.path(c, "script"))
    case "recording": gesture = .recording(try Self.path(c, "recording"))
    default:
      let r = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("release"))
      try r.allow(["from", "velocity"])
      let from = try r.required(String.self, "from")
      guard !from.isEmpty, from.count <= 100 else { throw r.error("from", "must name a state of the panel, e.g. \"half\"") }
      let v = try r.number("velocity", where: { abs($0) <= 100_000 }, "must be a speed in pt/s along the panel's axis, -100000 to 100000 (negative: toward the top or left edge)")
      gesture = .release(from: from, velocity: v)
    }
    var v = MotionManifest.Case(name: name, path: "", gesture: gesture, tolerance: .standard)
    v.config = try c.optional(String.self, "config")
    v.preset = try c.optional(String.self, "preset")
    if v.config != nil, v.preset != nil { throw c.error("preset", "give a config or a preset, not both") }
    if let preset = v.preset, !MotionManifest.isValidName(preset) {
      throw c.error("preset", "'\(preset)' is not a preset name (the file name in presets/ without .json, e.g. \"snappy\")")
    }
    v.panel = try c.optional(String.self, "panel")
    if v.panel != nil, v.config == nil { throw c.error("panel", "names a panel of \"config\"; give a config") }
    if let text = try c.optional(String.self, "viewport") {
      let parts = text.lowercased().split(separator: "x")
      guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), (100...8192).contains(w), (100...8192).contains(h) else {
        throw c.error("viewport", "'\(text)' is not a size; write WIDTHxHEIGHT in points, 100 to 8192, e.g. \"390x844\"")
      }
      v.viewport = Size(width: w, height: h)
    }
    if let name = try c.optional(String.self, "position") {
      guard let p = FloatingPanelPosition(rawValue: name) else { throw c.error("position", "'\(name)' is not a position; use top, left, bottom or right") }
      guard case .release = gesture, v.config == nil else {
        throw c.error("position", "sets the panel of a release without a config; a script or config says its own position")
      }
      v.position = p
    }
    if let rate = try c.optional(Double.self, "displayRate") {
      guard let r = DisplayRate(framesPerSecond: rate) else { throw c.error("displayRate", "must be 60 or 120 (frames per second of the display)") }
      v.displayRate = r
    }
    if c.contains(AnyCodingKey("until")) {
      v.until = try c.number("until", where: { $0 > 0 && $0 <= 3600 }, "must be a time in seconds in (0, 3600]")
    }
    value = v
    tolerance = try MotionToleranceEntry(c)
  }

  private static func path(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: String) throws -> String {
    let p = try c.required(String.self, key)
    guard !p.isEmpty else { throw c.error(key, "must be a path relative to the manifest") }
    return p
  }
}
