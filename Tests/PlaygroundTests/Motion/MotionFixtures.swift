import Foundation

/// A temporary copy of `Assets/` (the example motion suite and the presets it names), in which
/// `playground motion` runs with the copy as its working directory, so a preset edited in the
/// copy is the one the suite uses (as a pull request's edit of `Assets/presets` would be).
enum MotionFixtures {
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Assets").standardized.path

  /// A new directory holding `Assets/` (motion, presets, scripts).
  static func directory() throws -> String {
    let dir = NSTemporaryDirectory() + "motion-\(UUID().uuidString)"
    let fm = FileManager.default
    try fm.createDirectory(atPath: dir + "/Assets", withIntermediateDirectories: true)
    for sub in ["motion", "presets", "scripts"] { try fm.copyItem(atPath: assets + "/" + sub, toPath: dir + "/Assets/" + sub) }
    return dir
  }

  /// Runs the built binary in `dir`; `environment` changes are applied to this process's.
  static func run(_ args: [String], in dir: String, environment: [String: String?] = ["MOTION_TESTING_RECORD": nil]) throws -> (status: Int32, stdout: String, stderr: String) {
    let (status, out, err) = try ReplayTests.launch(ReplayTests.executable(), args, environment: environment, in: dir)
    return (status, out, err)
  }

  /// The case names of the example manifest, in order.
  static func caseNames(_ manifest: String) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest))) as? [String: Any]
    return (object?["cases"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
  }

  /// The names of the example manifest's cases whose `preset` is `preset`.
  static func cases(usingPreset preset: String, _ manifest: String) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest))) as? [String: Any]
    return (object?["cases"] as? [[String: Any]] ?? []).filter { $0["preset"] as? String == preset }.compactMap { $0["name"] as? String }
  }

  /// The case names on `ok` lines (`ok   NAME (N frames)`) of a verify's output.
  static func passed(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").filter { $0.hasPrefix("ok   ") }.compactMap { $0.dropFirst(5).split(separator: " ").first.map(String.init) }
  }

  /// The case names on `FAIL` lines.
  static func failed(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL case '") }.compactMap { $0.dropFirst(11).split(separator: "'").first.map(String.init) }
  }
}
