import Foundation
import Testing

/// The pictures of the README and its pages are what the playground draws today: every
/// `docs/*.png` is written by a command the README or a page of `docs/` shows (`--out docs/NAME.png`, inline under the picture or in a block); this
/// runs each such command with the built binary and compares the file it writes with the
/// committed one, byte for byte. A change in the look fails here until the pictures are made
/// again: run those commands from the package's directory and look at the new pictures.
@Suite("README pictures, made again by their commands")
struct DocsPicturesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized.path

  /// The file under `docs/` that `arguments` write with `--out`, if any.
  static func picture(_ arguments: [String]) -> String? {
    guard let i = arguments.firstIndex(of: "--out"), i + 1 < arguments.count, arguments[i + 1].hasPrefix("docs/") else { return nil }
    return arguments[i + 1]
  }

  /// The pages' commands that make a picture of `docs/`.
  static let makers = ReadmeCommandTests.commands.filter { $0.arguments.flatMap(picture) != nil }

  @Test("every picture in docs/ is made by a command of a page and shown by a page")
  func everyPictureHasItsCommand() throws {
    let pages = try ReadmeCommands.pages()
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/docs").filter { $0.hasSuffix(".png") }.map { "docs/" + $0 }
    #expect(files.count >= 4)
    let made = Set(Self.makers.compactMap { $0.arguments.flatMap(Self.picture) })
    #expect(Set(files) == made, "docs/ has \(files.sorted()); README commands write \(made.sorted())")
    for file in files {  // the README links docs/NAME.png, a page of docs/ links NAME.png
      let shown = pages.contains { page in
        let link = page.path == "README.md" ? file : String(file.dropFirst("docs/".count))
        return page.text.contains("](\(link))")
      }
      #expect(shown, "\(file) is not shown by the README or a page of docs/")
    }
  }

  @Test("the command draws the committed picture, byte for byte", arguments: makers)
  func drawsTheCommittedPicture(_ command: ReadmeCommand) throws {
    let arguments = command.arguments ?? []
    let file = try #require(Self.picture(arguments))
    let dir = try ReadmeFixtures.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try ReadmeFixtures.launch(arguments, in: dir, display: false)
    #expect(run.status == 0, "\(run.stderr)")
    let made = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + file))
    let committed = try Data(contentsOf: URL(fileURLWithPath: Self.root + "/" + file))
    #expect(made == committed, "\(file) is not what `playground \(arguments.joined(separator: " "))` draws now; run it from the package directory and look at the new picture")
  }
}
