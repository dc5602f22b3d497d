import Foundation
import Testing

@testable import playground

/// Issue 32: the engine costs a consumer nothing. The README's manifest ("Use it as a library"),
/// with its URL pointing at a clone of this repository tagged with the current version, resolves
/// this package alone (`traits: []` turns off the dependencies of the playground and the snapshot
/// library), builds, and runs the README's engine listing to the output it promises.
@Suite struct EnginePackageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized
  static let placeholderURL = "https://github.com/OWNER/FloatingPanel.git"

  /// The fenced ```swift blocks of `markdown`, in order.
  static func swiftBlocks(_ markdown: String) -> [String] {
    var blocks: [String] = [], current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```swift" { current = [] } else if line == "```", let c = current { blocks.append(c.joined(separator: "\n")); current = nil } else { current?.append(String(line)) }
    }
    return blocks
  }

  /// Runs `arguments` (the first is looked up on PATH) in `directory`; status and output.
  static func run(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = arguments
    p.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe()
    p.standardOutput = out
    p.standardError = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(
    "the README's manifest with traits: [] resolves only this package, builds and runs the README's listing (slow: builds a package)",
    .enabled(if: ExportSwiftTests.swiftExecutable != nil, "`swift` is not on PATH"), .timeLimit(.minutes(15)))
  func engineAlone() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = Self.swiftBlocks(readme)
    let manifest = try #require(blocks.first { $0.hasPrefix("// swift-tools-version:") }, "README.md shows no manifest")
    let listing = try #require(blocks.first { $0.contains("print(panel.state, panel.location)") }, "README.md shows no engine listing")
    #expect(manifest.contains(".package(url: \"\(Self.placeholderURL)\", from: \"\(PlaygroundVersion.current)\", traits: [])"))
    #expect(manifest.contains(".product(name: \"FloatingPanel\", package: \"FloatingPanel\")"))

    let dir = NSTemporaryDirectory() + "engine-package-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let clone = dir + "/FloatingPanel", app = dir + "/MyApp"
    try FileManager.default.createDirectory(atPath: app + "/Sources/MyApp", withIntermediateDirectories: true)
    let cloned = try Self.run(["git", "clone", "--quiet", Self.root.path, clone], in: dir)
    try #require(cloned.status == 0, "\(cloned.output)")
    let tagged = try Self.run(["git", "-C", clone, "tag", "-f", "v" + PlaygroundVersion.current], in: dir)
    try #require(tagged.status == 0, "\(tagged.output)")
    try manifest.replacingOccurrences(of: Self.placeholderURL, with: "file://" + clone).write(toFile: app + "/Package.swift", atomically: true, encoding: .utf8)
    try (listing + "\n").write(toFile: app + "/Sources/MyApp/main.swift", atomically: true, encoding: .utf8)

    let built = try Self.run(["swift", "build"], in: app)
    try #require(built.status == 0, "\(built.output)")
    let checkouts = try FileManager.default.contentsOfDirectory(atPath: app + "/.build/checkouts")
    #expect(checkouts == ["FloatingPanel"], "fetched \(checkouts.sorted())")
    let resolved = try String(contentsOfFile: app + "/Package.resolved", encoding: .utf8)
    #expect(resolved.components(separatedBy: "\"identity\"").count - 1 == 1, "\(resolved)")
    #expect(!built.output.contains("SDL"), "the engine's build touched SDL: \(built.output)")
    let ran = try Self.run([app + "/.build/debug/MyApp"], in: app)
    #expect(ran.status == 0 && ran.output == "full 63.0\n", "\(ran.output)")
  }
}
