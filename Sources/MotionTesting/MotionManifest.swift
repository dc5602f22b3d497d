import FloatingPanel
import Foundation
import StrictJSON

/// A motion manifest: the motion cases `playground motion record` writes goldens for and `verify`
/// compares, in the conventions of the snapshot manifest (strict JSON, paths relative to the
/// manifest, unique names that name files, one-line errors naming the case and field).
///
/// ```json
/// {"cases": [
///   {"name": "bottom-flick", "script": "scripts/bottom-flick.json"},
///   {"name": "window-drag", "recording": "recordings/window-drag.json"},
///   {"name": "default-release", "preset": "default", "release": {"from": "half", "velocity": -1200}},
///   {"name": "flick-120", "script": "scripts/bottom-flick.json", "displayRate": 120,
///    "tolerance": {"points": 1, "seconds": 0.05}}]}
/// ```
package struct MotionManifest: Equatable, Sendable {
  /// One motion case.
  package struct Case: Equatable, Sendable {
    /// The gesture.
    package enum Gesture: Equatable, Sendable {
      /// A replay script (path as written).
      case script(String)
      /// A recording saved by the window (Ctrl+R): a replay script (path as written).
      case recording(String)
      /// The panel at `from`, grabbed at its grabber and released at `velocity` pt/s along its
      /// main axis (negative: toward the top or left edge).
      case release(from: String, velocity: Double)
    }
    /// The name; the golden is `<name>.motion` next to the manifest.
    package var name: String
    /// Where the case sits in the manifest (`cases[2]`), for messages.
    package var path: String
    /// The gesture.
    package var gesture: Gesture
    /// A config file (path as written): with a release, its panel ``panel`` is the panel; with a
    /// script, that panel's behaviour replaces the script's.
    package var config: String?
    /// A preset's name (`default`, `snappy`, …): its behaviour replaces the panel's.
    package var preset: String?
    /// The config's panel (default `search`).
    package var panel: String?
    /// The viewport in points; nil: the script's own, or 390×844 for a release.
    package var viewport: Size?
    /// The panel's position for a release without a config (default bottom).
    package var position: FloatingPanelPosition?
    /// The clock, 60 or 120 frames a second; nil: the script's own, else 60.
    package var displayRate: DisplayRate?
    /// The end in seconds; nil: the script's own, or 3 s for a release.
    package var until: Double?
    /// The case's tolerance (the manifest's, then the documented defaults, where not given).
    package var tolerance: MotionTolerance

    /// A `case 'name' (cases[i])` label for messages.
    package var label: String { "case '\(name)' (\(path))" }
    /// The preset or config the case's behaviour comes from, for the report (nil: the script's).
    package var behaviorSource: String? { preset.map { "preset \($0)" } ?? config }
  }

  /// The manifest's description.
  package var description: String?
  /// The cases in file order.
  package var cases: [Case]

  /// At most this many cases.
  package static let maximumCases = 500

  /// Decodes a manifest from JSON bytes; every problem is an ``InputError`` naming the case and field.
  package static func decode(_ bytes: [UInt8]) throws(InputError) -> MotionManifest {
    try StrictJSONDecoder.decode(MotionManifestDocument.self, from: bytes).manifest
  }

  /// Whether `name` can name a golden file: an ASCII letter, then letters, digits, `-` or `_`
  /// (at most 100 characters).
  package static func isValidName(_ name: String) -> Bool {
    let scalars = Array(name.unicodeScalars)
    func letter(_ u: Unicode.Scalar) -> Bool { ("a"..."z").contains(u) || ("A"..."Z").contains(u) }
    guard let first = scalars.first, letter(first), scalars.count <= 100 else { return false }
    return scalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
  }
}

private struct MotionManifestDocument: Decodable {
  var manifest: MotionManifest

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: ["description", "tolerance", "cases"])
    let description = try c.optional(String.self, "description")
    let suiteTolerance = try MotionToleranceEntry(c).merged(over: .standard)
    guard c.contains(AnyCodingKey("cases")) else {
      throw c.error("cases", "required field is missing; write {\"cases\": [{\"name\": \"flick\", \"script\": \"flick.json\"}]}")
    }
    var list = try c.nestedUnkeyedContainer(forKey: AnyCodingKey("cases"))
    var cases: [MotionManifest.Case] = []
    var names: Set<String> = []
    while !list.isAtEnd {
      guard cases.count < MotionManifest.maximumCases else { throw c.error("cases", "at most \(MotionManifest.maximumCases) cases") }
      let path = "cases[\(cases.count)]"
      let entry = try list.decode(MotionCaseEntry.self)
      var value = entry.value
      guard names.insert(value.name).inserted else {
        throw InputError(path: "\(path).name", message: "'\(value.name)' is used by an earlier case; names must be unique")
      }
      value.path = path
      value.tolerance = entry.tolerance.merged(over: suiteTolerance)
      cases.append(value)
    }
    guard !cases.isEmpty else { throw c.error("cases", "needs at least one case") }
    manifest = MotionManifest(description: description, cases: cases)
  }
}
