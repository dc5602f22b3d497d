import FloatingPanel
import Foundation
import StrictJSON

/// A snapshot manifest: the screenshot cases of a user's panels that `playground snapshot record`
/// renders into reference PNGs next to the manifest and `playground snapshot verify` compares.
/// Paths in a case are relative to the manifest's directory. Decoding is strict: an unknown
/// field, a wrong type or a bad value is an ``InputError`` naming the case and field.
///
/// ```json
/// {
///   "cases": [
///     {"name": "search-full", "config": "my-panels.json", "size": "390x844", "scale": 2, "state": "full"},
///     {"name": "flick-mid", "script": "../scripts/flick-to-full.json", "at": 0.25, "background": "plain",
///      "tolerance": {"maxChannelDelta": 2, "maxDifferingFraction": 0.001}},
///     {"name": "flick-mid-120", "script": "../scripts/flick-to-full.json", "at": 0.25, "displayRate": 120}
///   ]
/// }
/// ```
package struct SnapshotManifest: Equatable, Sendable {
  /// One screenshot case.
  package struct Case: Equatable, Sendable {
    /// The name; the reference is `<name>.png` next to the manifest.
    package var name: String
    /// Where the case sits in the manifest (`cases[2]`), for messages.
    package var path: String
    /// A config applied to the scene (path as written).
    package var config: String?
    /// A replay script whose panel is drawn at ``at`` seconds instead of the scene.
    package var script: String?
    /// The time in the script, seconds.
    package var at: Double?
    /// Size in points (scene only), default 390×844.
    package var size = Size(width: 390, height: 844)
    /// Pixels per point: 1, 2 or 3 (default 1; with a script, the script's own).
    package var scale: Int?
    /// State of the front panel (a state name of its layout).
    package var state: String?
    /// Edge of the search and detail panels (scene only).
    package var position = FloatingPanelPosition.bottom
    /// Open the detail panel / show the modal (scene only).
    package var detail = false, modal = false
    /// `map`, `plain` or a PNG path (default `map`).
    package var background = "map"
    /// The display rate the spring steps at (`"displayRate": 60 | 120`): a script's clock, or the
    /// rate the scene settles at; nil: the script's or config's own, else 60.
    package var displayRate: DisplayRate?
    /// Largest channel delta that still counts as equal, 0…255 (default 0: exact).
    package var maxChannelDelta = 0
    /// Share of pixels that may differ, 0…1 (default 0).
    package var maxDifferingFraction = 0.0

    /// A `name (cases[i])` label for messages.
    package var label: String { "case '\(name)' (\(path))" }
  }

  /// The cases in file order.
  package var cases: [Case]

  /// At most this many cases (each renders an image; the bound keeps a run's memory in check).
  package static let maximumCases = 500

  /// Reads and decodes a manifest; every problem is a ``ConfigError`` naming the file, case and field.
  package static func load(path: String) throws(ConfigError) -> SnapshotManifest {
    do {
      return try decode(Data(try InputFile.read(path, limit: ConfigFile.maxFileSize)))
    } catch {
      throw ConfigError(file: path, error: error)
    }
  }

  /// Decodes a manifest from JSON bytes.
  package static func decode(_ data: Data) throws(InputError) -> SnapshotManifest {
    try StrictJSONDecoder.decode(Document.self, from: Array(data)).manifest
  }
}

private struct Document: Decodable {
  var manifest: SnapshotManifest

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: ["description", "cases"])
    _ = try c.optional(String.self, "description")
    guard c.contains(AnyCodingKey("cases")) else {
      throw c.error("cases", "required field is missing; write {\"cases\": [{\"name\": \"search-half\", \"config\": \"panels.json\"}]}")
    }
    var list = try c.nestedUnkeyedContainer(forKey: AnyCodingKey("cases"))
    var cases: [SnapshotManifest.Case] = []
    var names: Set<String> = []
    while !list.isAtEnd {
      guard cases.count < SnapshotManifest.maximumCases else {
        throw c.error("cases", "at most \(SnapshotManifest.maximumCases) cases")
      }
      let path = "cases[\(cases.count)]"
      let entry = try list.decode(CaseEntry.self).value
      guard names.insert(entry.name).inserted else {
        throw InputError(path: "\(path).name", message: "'\(entry.name)' is used by an earlier case; names must be unique")
      }
      var value = entry
      value.path = path
      cases.append(value)
    }
    guard !cases.isEmpty else { throw c.error("cases", "needs at least one case") }
    manifest = SnapshotManifest(cases: cases)
  }
}

private struct CaseEntry: Decodable {
  var value: SnapshotManifest.Case

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: [
      "name", "config", "script", "at", "size", "scale", "state", "position", "detail", "modal", "background", "tolerance",
      "displayRate",
    ])
    let name = try c.required(String.self, "name")
    guard PlaygroundConfig.isValidName(name) else {
      throw c.error("name", "'\(name)' cannot name a PNG; start with a letter and use letters, digits, '-' or '_'")
    }
    var v = SnapshotManifest.Case(name: name, path: "")
    v.config = try c.optional(String.self, "config")
    v.script = try c.optional(String.self, "script")
    if c.contains(AnyCodingKey("at")) {
      guard v.script != nil else { throw c.error("at", "needs \"script\": a time is a time of a gesture") }
      v.at = try c.number("at", where: { $0 >= 0 }, "must be a time in seconds ≥ 0, e.g. 0.25")
    } else if v.script != nil {
      throw c.error("at", "required with \"script\": the time in seconds of the frame to draw, e.g. 0.25")
    }
    if let text = try c.optional(String.self, "size") {
      let parts = text.lowercased().split(separator: "x")
      guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), (240...8192).contains(w), (240...8192).contains(h) else {
        throw c.error("size", "'\(text)' is not a size; write WIDTHxHEIGHT in points, 240 to 8192, e.g. \"390x844\"")
      }
      v.size = Size(width: w, height: h)
    }
    if let scale = try c.optional(Int.self, "scale") {
      guard (1...3).contains(scale) else { throw c.error("scale", "\(scale) is not a pixel density; use 1, 2 or 3") }
      v.scale = scale
    }
    v.state = try c.optional(String.self, "state")
    if let name = try c.optional(String.self, "position") {
      guard let p = FloatingPanelPosition(rawValue: name) else {
        throw c.error("position", "'\(name)' is not a position; use top, left, bottom or right")
      }
      v.position = p
    }
    v.detail = try c.optional(Bool.self, "detail") ?? false
    v.modal = try c.optional(Bool.self, "modal") ?? false
    v.background = try c.optional(String.self, "background") ?? "map"
    v.displayRate = try c.displayRate()
    if v.script != nil {
      for key in ["config", "size", "state", "position", "detail", "modal"] where c.contains(AnyCodingKey(key)) {
        throw c.error(key, "describes the scene; it does not go with \"script\" (the script's panel and viewport are drawn)")
      }
    }
    if c.contains(AnyCodingKey("tolerance")) {
      let t = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("tolerance"))
      try t.allow(["maxChannelDelta", "maxDifferingFraction"])
      v.maxChannelDelta = Int(try t.number("maxChannelDelta", default: 0, where: { $0 >= 0 && $0 <= 255 && $0 == $0.rounded() }, "must be a whole number from 0 to 255"))
      v.maxDifferingFraction = try t.number("maxDifferingFraction", default: 0, where: { $0 >= 0 && $0 <= 1 }, "must be a fraction from 0 to 1, e.g. 0.001")
    }
    value = v
  }
}
