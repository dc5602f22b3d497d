import Foundation
import StrictJSON
import Testing

/// Issue 31's "What must show", the strategy: a scratch package that depends on this repository
/// by path, as a user's would, with a Swift Testing test that asserts a panel's motion with
/// `.motion()`. Its first run records the golden, the second passes, and a changed spring fails
/// naming the first differing frame; the golden is in the format `playground motion` writes.
@Suite struct MotionStrategyPackageTests {
  static let testSource = """
    import FloatingPanel
    import FloatingPanelSnapshotTesting
    import Foundation
    import Testing

    @Test func releaseFromHalf() throws {
      let response = ProcessInfo.processInfo.environment["SPRING_RESPONSE"].flatMap(Double.init) ?? 0.4
      let panel = try FloatingPanelController(
        layout: FloatingPanelBottomLayout(),
        behavior: FloatingPanelBehaviorSettings(springResponseTime: response),
        environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)))
      let motion = PanelMotion(panel: panel, gesture: .release(from: .half, velocity: -1500))
      assertSnapshot(of: motion, as: .motion())
    }
    """

  @Test(
    "a scratch package's motion test records, passes, and fails on springResponseTime 0.42 (slow: builds a package)",
    .enabled(if: ExportSwiftTests.swiftExecutable != nil, "`swift` is not on PATH"),
    .timeLimit(.minutes(20)))
  func scratchPackage() throws {
    let swift = try #require(ExportSwiftTests.swiftExecutable)
    let dir = try TuningFixtures.temporaryDirectory("motion-package")
    defer { TuningFixtures.cleanup(dir) }
    try FileManager.default.createDirectory(atPath: dir + "/Tests/AppTests", withIntermediateDirectories: true)
    let root = TuningFixtures.packageRoot
    let id = (root as NSString).lastPathComponent.lowercased()
    try """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "App",
        dependencies: [.package(path: \(OrderedJSON.quote(root)))],
        targets: [
          .testTarget(
            name: "AppTests",
            dependencies: [
              .product(name: "FloatingPanel", package: \(OrderedJSON.quote(id))),
              .product(name: "FloatingPanelSnapshotTesting", package: \(OrderedJSON.quote(id))),
            ],
            exclude: ["__Snapshots__"]),
        ]
      )
      """.write(toFile: dir + "/Package.swift", atomically: true, encoding: .utf8)
    try Self.testSource.write(toFile: dir + "/Tests/AppTests/MotionTests.swift", atomically: true, encoding: .utf8)
    // The snapshot directory exists from the start so that `exclude` names a real folder.
    try FileManager.default.createDirectory(atPath: dir + "/Tests/AppTests/__Snapshots__", withIntermediateDirectories: true)

    let common = ["--package-path", dir, "--scratch-path", dir + "/.build"]
    let (built, _, buildErrors) = try ExportSwiftTests.run(swift, ["build", "--build-tests"] + common, stderrFile: dir + "/build.txt")
    #expect(built == 0, "swift build failed:\n\(buildErrors)")
    guard built == 0 else { return }
    let golden = dir + "/Tests/AppTests/__Snapshots__/MotionTests/releaseFromHalf.1.motion"

    let (first, firstOut, _) = try Self.run(swift, ["test", "--skip-build"] + common, environment: [:], in: dir)
    #expect(first != 0, "the first run records the golden and fails, as swift-snapshot-testing does")
    #expect(firstOut.contains("recorded") || firstOut.contains("Record"), "\(firstOut)")
    let text = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(text.hasPrefix("# FloatingPanel motion golden"))
    #expect(text.contains("\nfinalState full\n"))

    let (second, secondOut, secondErr) = try Self.run(swift, ["test", "--skip-build"] + common, environment: [:], in: dir)
    #expect(second == 0, "the recorded motion does not match itself:\n\(secondOut)\n\(secondErr)")

    let (third, thirdOut, thirdErr) = try Self.run(swift, ["test", "--skip-build"] + common, environment: ["SPRING_RESPONSE": "0.42"], in: dir)
    #expect(third != 0, "a changed spring passed")
    #expect((thirdOut + thirdErr).contains("first difference at frame "), "\(thirdOut)")
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == text, "the golden was rewritten")
  }

  /// Runs `executable` with `environment` added, output in files under `dir` (read back at the end).
  /// The scratch package's tests never inherit this run's record mode: with
  /// `SNAPSHOT_TESTING_RECORD=all` (as when references are re-recorded) every run would record,
  /// the second would fail and the third rewrite the golden.
  static func run(_ executable: String, _ arguments: [String], environment: [String: String], in dir: String) throws -> (Int32, String, String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    var inherited = ProcessInfo.processInfo.environment
    inherited["SNAPSHOT_TESTING_RECORD"] = nil
    p.environment = inherited.merging(environment) { $1 }
    let out = dir + "/run.out", err = dir + "/run.err"
    for f in [out, err] { _ = FileManager.default.createFile(atPath: f, contents: nil) }
    p.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
    p.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
    try p.run()
    p.waitUntilExit()
    return (p.terminationStatus, try String(contentsOfFile: out, encoding: .utf8), try String(contentsOfFile: err, encoding: .utf8))
  }
}
