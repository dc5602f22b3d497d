import Foundation
import PlaygroundCore
import PlaygroundTuning
import Testing

@testable import playground
@testable import PlaygroundWindow

/// Issue 29: the README's keys table is the key map's (``KeysTable/markdown``), verbatim, in
/// README.md or one of the docs/*.md pages it moved to; `playground keys` prints it.
@Suite("the keys table: README and docs pages, `playground keys`")
struct KeysTableTests {
  /// README.md and docs/*.md, by path.
  static func pages() throws -> [(path: String, text: String)] {
    let root = URL(fileURLWithPath: StandardOutputFailureTests.root)
    var urls = [root.appendingPathComponent("README.md")]
    let docs = root.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    urls += names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    return try urls.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
  }

  @Test("one page holds the key map's table, every line of it in order and nothing between")
  func readmeTableIsTheMap() throws {
    let table = KeysTable.markdown
    let holders = try Self.pages().filter { $0.text.contains(table + "\n") }
    #expect(holders.count == 1, "no page (README.md, docs/*.md) holds `playground keys --markdown` verbatim")
    // Every row of a keys table on that page (between the header and the first line that is not
    // a row) is a row of the map: a row added by hand fails too.
    for page in holders {
      let lines = page.text.components(separatedBy: "\n")
      guard let start = lines.firstIndex(of: table.components(separatedBy: "\n")[2]) else { continue }
      let rows = lines[start...].prefix { $0.hasPrefix("| ") }
      #expect(Array(rows) == Array(table.components(separatedBy: "\n").dropFirst(2)))
    }
  }

  @Test("the table has a row for every overlay row and every command the map binds")
  func tableCoversTheMap() {
    let rows = KeysTable.rows
    #expect(rows.filter(\.inOverlay).map(\.keys) == KeyBindings.all.map(\.keys) + KeyBindings.gamepad.map(\.keys))
    let listed = Set(rows.flatMap(\.commands).map(\.name))
    let bound = Set(KeyMap.window.map(\.command.name) + KeyMap.gamepad.map(\.command.name))
    #expect(bound.subtracting(listed).isEmpty, "bound but in no row: \(bound.subtracting(listed).sorted())")
    #expect(!KeysTable.markdown.contains("\n| 1  2"), "the Markdown keys have single spaces")
  }

  @Test("`playground keys --markdown` prints the table; --json lists commands with their presses")
  func command() throws {
    let md = try ChildRun(["keys", "--markdown"])
    #expect(md.status == 0 && md.stdout == KeysTable.markdown + "\n")
    let json = try ChildRun(["keys", "--json"])
    #expect(json.status == 0)
    let value = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let rows = value?["rows"] as? [[String: Any]] ?? []
    #expect(rows.count == KeysTable.rows.count)
    let commands = rows.flatMap { $0["commands"] as? [[String: Any]] ?? [] }
    let save = commands.first { $0["name"] as? String == "save" }
    let presses = (save?["keys"] as? [[String: Any]])?.compactMap { $0["press"] as? String }
    #expect(presses == ["ctrl+s"])
    let both = try ChildRun(["keys", "--markdown", "--json"])
    #expect(both.status == 64 && both.stderr.contains("--markdown and --json"))
  }

  @Test("`playground keys` with stdout on /dev/full: exit 1, one line naming standard output")
  func checkedWrites() throws {
    for args in [["keys"], ["keys", "--markdown"], ["keys", "--json"]] {
      let (status, err) = try StandardOutputFailureTests.run(args, redirection: "> /dev/full")
      #expect(status == 1 && err.hasPrefix("playground keys: standard output: cannot write: No space left on device"), "\(args): \(err)")
    }
  }

  @Test("`window --help`'s keys paragraph is the key map's")
  func windowHelp() {
    let help = PlaygroundCommand.helpMessage(for: WindowCommand.self, columns: 2000)
    #expect(help.contains(KeyRow.windowHelp))
    #expect(KeyRow.windowHelp.hasPrefix("Keys: 1-4 states, arrows/PgUp/PgDn step (Down from tip hides), Tab focus,"))
  }
}
