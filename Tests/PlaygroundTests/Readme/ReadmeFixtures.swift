import Foundation
import SDLKit

/// The working directory a README command runs in: a copy of `Assets/` and the files the README
/// names as the user's own (`my-panels.json`, `photo.png`, a `tuning.json` that keeps the window
/// from opening, the imports `maps.json` and `notes.json` of docs/ios-round-trip.md), the bad
/// files of `docs/examples/`, and the Swift that `import-swift` reads
/// (`Tests/Fixtures/UpstreamExamples`, `Tests/Fixtures/Imports`).
enum ReadmeFixtures {
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Assets").standardized.path

  /// A new temporary directory with the fixtures.
  static func directory() throws -> String {
    let dir = NSTemporaryDirectory() + "readme-\(UUID().uuidString)"
    let fm = FileManager.default
    try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try fm.copyItem(atPath: assets, toPath: dir + "/Assets")
    try fm.createDirectory(atPath: dir + "/docs", withIntermediateDirectories: true)  // where the README's pictures go
    try fm.copyItem(atPath: assets + "/../docs/examples", toPath: dir + "/docs/examples")  // the pages' bad files
    try fm.createDirectory(atPath: dir + "/Tests/Fixtures", withIntermediateDirectories: true)
    try fm.copyItem(atPath: assets + "/../Tests/Fixtures/UpstreamExamples", toPath: dir + "/Tests/Fixtures/UpstreamExamples")
    try fm.copyItem(atPath: assets + "/../Tests/Fixtures/Imports", toPath: dir + "/Tests/Fixtures/Imports")
    try fm.copyItem(atPath: assets + "/snapshots/my-panels.json", toPath: dir + "/my-panels.json")
    for name in ["maps.json", "notes.json"] { try fm.copyItem(atPath: assets + "/../docs/examples/" + name, toPath: dir + "/" + name) }
    try PixelBuffer(width: 40, height: 30, fill: RGBA(r: 30, g: 90, b: 160, a: 255)).writePNG(toFile: dir + "/photo.png")
    let tuning = #"{"panels": {"search": {"behavior": {"springResponseTime": 0}}}}"#
    try tuning.write(toFile: dir + "/tuning.json", atomically: true, encoding: .utf8)
    return dir
  }

  /// Runs the built binary with `arguments` in `dir`, standard input empty and its output in files
  /// (read back when it ends). `display`: SDL's dummy driver, else no display at all.
  static func launch(_ arguments: [String], in dir: String, display: Bool) throws -> (status: Int32, stdout: String, stderr: String) {
    let p = Process()
    p.executableURL = ReplayTests.executable()
    p.arguments = arguments
    p.currentDirectoryURL = URL(fileURLWithPath: dir)
    var env = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { env[name] = nil }
    if display { env["SDL_VIDEODRIVER"] = "dummy" }
    p.environment = env
    let out = dir + "/.stdout", err = dir + "/.stderr"
    for f in [out, err] { _ = FileManager.default.createFile(atPath: f, contents: nil) }
    p.standardInput = FileHandle.nullDevice
    p.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
    p.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
    try p.run()
    p.waitUntilExit()
    return (p.terminationStatus, try String(contentsOfFile: out, encoding: .utf8), try String(contentsOfFile: err, encoding: .utf8))
  }

  /// The files `arguments` say they write, relative to the working directory: `--out`, the
  /// references of `snapshot record`, the corpus of `fuzz --write-corpus`.
  static func writtenFiles(_ arguments: [String]) -> [String] {
    var files: [String] = []
    if let i = arguments.firstIndex(of: "--out"), i + 1 < arguments.count { files.append(arguments[i + 1]) }
    if let i = arguments.firstIndex(of: "--write-corpus"), i + 1 < arguments.count { files.append(arguments[i + 1]) }
    if arguments.starts(with: ["snapshot", "record"]), arguments.count > 2 {
      let manifest = arguments[2], folder = (manifest as NSString).deletingLastPathComponent
      let text = (try? String(contentsOfFile: assets + "/../" + manifest, encoding: .utf8)) ?? ""
      for name in text.components(separatedBy: #""name": ""#).dropFirst().compactMap({ $0.split(separator: "\"").first }) {
        files.append(folder + "/" + name + ".png")
      }
    }
    return files
  }
}
