import Foundation
import Testing

/// Every command line of docs/motion-tests.md runs with the built binary, as ReadmeCommandTests
/// runs the README's: in a temporary directory holding a copy of `Assets/`, with the exit status
/// the page documents, and the files it says it writes written.
@Suite("docs/motion-tests.md command lines, run as written")
struct MotionDocsPageTests {
  static func page() throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../docs/motion-tests.md").standardized
    return try String(contentsOf: url, encoding: .utf8)
  }

  static let commands: [ReadmeCommand] = (try? ReadmeCommands.parse(page())) ?? []

  @Test("the page's commands are found: motion record, verify with --report, --junit and --shard, animate to GIF, APNG and MP4")
  func found() throws {
    let lines = try ReadmeCommands.parse(Self.page()).map(\.line)
    for known in ["playground motion record Assets/motion/manifest.json", "playground motion verify Assets/motion/manifest.json"] {
      #expect(lines.contains(known), "\(known)")
    }
    for option in ["--report", "--junit", "--shard 1/2", "--shard 2/2", ".gif", ".mp4", ".png", "--compare"] {
      #expect(lines.contains { $0.contains(option) }, "no command with \(option)")
    }
    for c in try ReadmeCommands.parse(Self.page()) { #expect(c.arguments != nil, "'\(c.line)' is not a playground command") }
  }

  @Test("runs as the page says", arguments: commands.filter { $0.arguments != nil })
  func runs(_ command: ReadmeCommand) throws {
    let args = command.arguments ?? []
    let dir = try ReadmeFixtures.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let started = Date()
    let run = try ReadmeFixtures.launch(args, in: dir, display: false)
    #expect(run.status == 0, "\(args): \(run.stdout) \(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    var written = ReadmeFixtures.writtenFiles(args)
    for option in ["--junit", "--report"] {
      if let i = args.firstIndex(of: option), i + 1 < args.count { written.append(args[i + 1] + (option == "--report" ? "/index.html" : "")) }
    }
    if args.starts(with: ["motion", "record"]) {
      for name in try MotionFixtures.caseNames(dir + "/" + args[2]) { written.append("Assets/motion/\(name).motion") }
    }
    for file in written {
      let modified = (try? FileManager.default.attributesOfItem(atPath: dir + "/" + file)[.modificationDate] as? Date) ?? nil
      #expect(modified.map { $0 >= started.addingTimeInterval(-1) } == true, "\(file) was not written")
    }
    var rest = (run.stdout + run.stderr).split(separator: "\n", omittingEmptySubsequences: false)[...]
    for shown in command.shownOutput {
      guard let i = rest.firstIndex(where: { $0 == shown }) else {
        Issue.record("'\(shown)' is not printed (in order) by \(command.line)")
        break
      }
      rest = rest[(i + 1)...]
    }
  }
}
