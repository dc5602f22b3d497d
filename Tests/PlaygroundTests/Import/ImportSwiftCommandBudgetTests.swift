// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import Foundation
import Testing

/// `playground import-swift` on hostile input as a user runs it (issue 35): one line and status 2,
/// the Swift file never replaced by `--out`, within a bounded peak of memory.
@Suite("import-swift: the command on hostile input")
struct ImportSwiftCommandBudgetTests {
  @Test("--out naming the Swift file read is refused and the file is kept as it was")
  func outIsTheInput() throws {
    let dir = try ImportSwiftCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/m.swift"
    try SwiftHostileSource.layout.write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.swift", withDestinationPath: path)
    for out in [path, dir + "/link.swift"] {
      let run = try ChildRun(["import-swift", path, "--out", out])
      #expect(run.status == 2 && run.stdout.isEmpty)
      #expect(run.stderrLines == ["playground import-swift: \(out): --out names the Swift file \(path) that is read; give another path for the config"])
      #expect(try String(contentsOfFile: path, encoding: .utf8) == SwiftHostileSource.layout)
    }
  }

  @Test("a directory given as Swift: one line that asks for a Swift source file")
  func directory() throws {
    let dir = try ImportSwiftCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try ChildRun(["import-swift", dir])
    #expect(run.status == 2)
    #expect(run.stderrLines == ["playground import-swift: \(dir): not a regular file (a directory, device or pipe); give a Swift source file"])
  }

  @Test("generic arguments 100 000 deep (200 KB): status 2, one line, under 100 MiB")
  func deepGenerics() throws {
    let dir = try ImportSwiftCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/deep.swift"
    try SwiftHostileSource.nested(.generic, 100_000).write(toFile: path, atomically: true, encoding: .utf8)
    let run = try ChildRun(["import-swift", path])
    #expect(run.status == 2 && run.stdout.isEmpty)
    #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("playground import-swift: \(path):8: nested over 128 levels deep"))
    #expect(run.peakMiB < 100)
  }

  @Test("files that take more memory than --memory-budget: one line naming the file that went over")
  func memoryBudget() throws {
    let dir = try ImportSwiftCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/long.swift"
    try SwiftHostileSource.layouts(bytes: 128 * 1024, appearances: true).text.write(toFile: path, atomically: true, encoding: .utf8)
    let run = try ChildRun(["import-swift", path, "--memory-budget", "1"])
    #expect(run.status == 2 && run.stdout.isEmpty && run.stderrLines.count == 1)
    #expect(run.stderr.hasPrefix("playground import-swift: \(path): the files read up to this one take "))
    #expect(run.stderr.hasSuffix(" MiB of memory, over the 1 MiB an import may take (--memory-budget); give only the files that declare the panels\n"))
    let zero = try ChildRun(["import-swift", path, "--memory-budget", "0"])
    #expect(zero.status == 2 && zero.stderrLines == ["playground import-swift: --memory-budget 0: give 1 to 65536 MiB"])
  }

  @Test("an import that keeps no panel prints the skipped lines, then the error")
  func noPanel() throws {
    let dir = try ImportSwiftCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/n.swift"
    let text = """
      class CLayout: FloatingPanelLayout {
        let initialState: FloatingPanelState = .full
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
          FloatingPanelState(rawValue: "one", order: 500): FloatingPanelLayoutAnchor(absoluteInset: 10, edge: .top, referenceGuide: .safeArea),
          FloatingPanelState(rawValue: "two", order: 500): FloatingPanelLayoutAnchor(absoluteInset: 90, edge: .top, referenceGuide: .safeArea),
        ]
      }

      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let run = try ChildRun(["import-swift", path])
    let lines = run.stderrLines
    #expect(run.status == 2 && run.stdout.isEmpty)
    #expect(lines.count >= 2 && lines.dropLast().allSatisfy { $0.hasPrefix("\(path):") && $0.contains(": skipped ") })
    #expect(lines.last?.hasPrefix("playground import-swift: no panel could be imported (the ") == true)
  }
}
#endif
