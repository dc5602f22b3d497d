import Foundation
import Testing

/// The libFuzzer targets of `Fuzz/`, as the plain build makes them (runners that check the files
/// named on their command line): their checks pass on the seeds of `Assets/` and on every input
/// kept in `Fuzz/Regressions/<target>/` (what a fuzzing run found, once fixed).
@Suite("libFuzzer targets: the seeds and the kept findings pass")
struct FuzzTargetRunnerTests {
  static let targets: [(name: String, seeds: [String])] = [
    ("FuzzStrictJSON", ["presets", "scripts", "snapshots"]),
    ("FuzzConfig", ["presets", "snapshots"]),
    ("FuzzReplayScript", ["scripts"]),
    ("FuzzManifest", ["snapshots"]),
    ("FuzzSwiftExport", ["presets", "snapshots"]),
    ("FuzzPNG", ["snapshots"]),
  ] + importSwiftTarget

  #if canImport(SwiftImport)
  /// import-swift's target, seeded with upstream's example apps (not in `make sanitize`'s build).
  static let importSwiftTarget = [
    ("FuzzSwiftImport", ["../Tests/Fixtures/UpstreamExamples/Examples/Maps/Maps", "../Tests/Fixtures/UpstreamExamples/Examples/Stocks/Stocks"])
  ]
  #else
  static let importSwiftTarget: [(name: String, seeds: [String])] = []
  #endif

  @Test("each runner checks its seeds and regressions and exits 0", arguments: targets.map(\.name))
  func runner(_ name: String) throws {
    let root = TuningFixtures.packageRoot
    let seeds = try #require(Self.targets.first { $0.name == name }).seeds
    var files: [String] = []
    let ext = name == "FuzzPNG" ? ".png" : name == "FuzzSwiftImport" ? ".swift" : ".json"
    for dir in seeds.map({ "\(root)/Assets/\($0)" }) + ["\(root)/Fuzz/Regressions/\(name)"] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
      files += names.filter { dir.hasSuffix(name) || $0.hasSuffix(ext) }.sorted().map { "\(dir)/\($0)" }
    }
    #expect(files.count >= 3)
    let binary = ReplayTests.executable().deletingLastPathComponent().appendingPathComponent(name)
    let (status, out, err) = try ReplayTests.launch(binary, files)
    #expect(status == 0, "\(err)")
    #expect(out == "\(files.count) inputs checked\n")
  }
}
