import Foundation
import Testing

/// Issue 32: the README is a front page (at most 300 lines) and every relative link of README.md
/// and of the pages of `docs/` resolves: the file exists (relative to the page) and an `#anchor`
/// names a heading of the page it points to, as GitHub makes anchors from headings.
@Suite("README and docs/ links resolve")
struct DocsLinksTests {
  /// One link of a page: where it is and what it points to.
  struct Link: Equatable, CustomStringConvertible {
    var page: String
    var line: Int
    var target: String
    var description: String { "\(page):\(line): (\(target))" }
  }

  /// The link targets of `markdown` (`[text](target)` and `![alt](target)`), outside fenced code
  /// blocks and inline code spans.
  static func links(in markdown: String, page: String) -> [Link] {
    var found: [Link] = []
    var fenced = false
    for (i, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if raw.hasPrefix("```") { fenced.toggle(); continue }
      if fenced { continue }
      let prose = raw.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      var rest = prose[...]
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        found.append(Link(page: page, line: i + 1, target: String(after[..<close])))
        rest = after[after.index(after: close)...]
      }
    }
    return found
  }

  /// GitHub's anchor of a heading: lower case, punctuation other than `-` and `_` dropped, spaces as `-`.
  static func anchor(_ heading: String) -> String {
    String(heading.lowercased().compactMap { ch -> Character? in
      if ch == " " { return "-" }
      return ch.isLetter || ch.isNumber || ch == "-" || ch == "_" ? ch : nil
    })
  }

  /// The anchors of `markdown`'s headings (outside fenced code).
  static func anchors(in markdown: String) -> Set<String> {
    var result: Set<String> = []
    var fenced = false
    for line in markdown.split(separator: "\n") {
      if line.hasPrefix("```") { fenced.toggle(); continue }
      guard !fenced, line.hasPrefix("#") else { continue }
      result.insert(anchor(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
    }
    return result
  }

  /// What is wrong with `link`, or nil when it resolves (links with a scheme are not checked).
  static func problem(_ link: Link, root: URL) -> String? {
    if link.target.contains("://") || link.target.hasPrefix("mailto:") { return nil }
    let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let base = root.appendingPathComponent(link.page).deletingLastPathComponent()
    let file = parts[0].isEmpty ? root.appendingPathComponent(link.page) : base.appendingPathComponent(parts[0]).standardized
    guard FileManager.default.fileExists(atPath: file.path) else { return "\(link): no file \(file.path)" }
    guard parts.count == 2 else { return nil }
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return "\(link): \(file.lastPathComponent) is not text" }
    return anchors(in: text).contains(parts[1]) ? nil : "\(link): \(file.lastPathComponent) has no heading #\(parts[1])"
  }

  @Test("README.md is a front page of at most 300 lines that links every page of docs/")
  func frontPage() throws {
    let readme = try ReadmeCommands.readme()
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(lines <= 300, "README.md has \(lines) lines; move the detail to a page of docs/")
    let linked = Set(Self.links(in: readme, page: "README.md").map(\.target))
    for page in try ReadmeCommands.pages() where page.path != "README.md" {
      #expect(linked.contains(page.path), "README.md does not link \(page.path)")
    }
  }

  @Test("every relative link of README.md and docs/*.md resolves, anchors included")
  func everyLinkResolves() throws {
    var count = 0
    for page in try ReadmeCommands.pages() {
      for link in Self.links(in: page.text, page: page.path) {
        count += 1
        if let problem = Self.problem(link, root: ReadmeCommands.root) { Issue.record("\(problem)") }
      }
    }
    #expect(count >= 40, "found only \(count) links; is the scan broken?")
  }

  @Test("the scan finds links outside code, and a missing file or heading is a problem")
  func scanAndProblems() {
    let markdown = """
      # Top

      See [keys](keys.md), ![a](docs/a.png) and [here](#top); `[not](code.md)`.
      ```sh
      echo [no](fence.md)
      ```
      [web](https://example.com/x) [gone](nothere.md) [bad anchor](#bottom) [readme](README.md#the-two-commands)
      """
    let links = Self.links(in: markdown, page: "README.md")
    #expect(links.map(\.target) == ["keys.md", "docs/a.png", "#top", "https://example.com/x", "nothere.md", "#bottom", "README.md#the-two-commands"])
    #expect(links[4].line == 7)
    #expect(Self.anchor("The engine's API") == "the-engines-api")
    #expect(Self.anchor("Replay: a scripted gesture, the exact motion") == "replay-a-scripted-gesture-the-exact-motion")
    let root = ReadmeCommands.root
    #expect(Self.problem(links[3], root: root) == nil)
    #expect(Self.problem(links[4], root: root)?.contains("no file") == true)
    #expect(Self.problem(links[6], root: root) == nil)
    #expect(Self.problem(Link(page: "README.md", line: 1, target: "#no-such-heading"), root: root)?.contains("has no heading") == true)
  }
}
