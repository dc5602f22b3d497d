import Foundation
import Testing

/// The command lines README.md and the pages of `docs/` show, as the tests run them: every line of a fenced `sh` block,
/// every `$ ` line of a `console` block (with the output shown under it), and every inline
/// `` `playground …` `` command. A command added to the README later is picked up by the next run.
///
/// ```swift
/// let commands = try ReadmeCommands.all()   // README.md and docs/*.md
/// ```
struct ReadmeCommand: CustomTestStringConvertible, Sendable {
  /// The line as the README writes it (after `$ `, without a trailing `# comment`).
  var line: String
  /// The arguments of the playground binary, or nil for another program (`make`, a script).
  var arguments: [String]?
  /// The README wraps it in `xvfb-run`: it opens a window (run under SDL's dummy driver here).
  var needsDisplay = false
  /// The output lines a `console` block shows under the command (`…` lines left out).
  var shownOutput: [String] = []
  /// The file a `> FILE` redirection sends standard output to.
  var stdoutFile: String?

  /// The line, as each test case is named.
  var testDescription: String { line }
}

enum ReadmeCommands {
  /// The package's directory.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized

  /// README.md of this package.
  static func readme() throws -> String {
    try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The documentation a reader reads as Markdown: README.md, then every `docs/*.md` page in name
  /// order, each as its path from the package's directory and its text.
  static func pages() throws -> [(path: String, text: String)] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return try (["README.md"] + docs).map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
  }

  /// The commands of every page (``pages()``), in page order.
  static func all() throws -> [ReadmeCommand] {
    try pages().flatMap { parse($0.text) }
  }

  /// The commands of `markdown`, in the order they appear (fenced blocks first, then inline).
  static func parse(_ markdown: String) -> [ReadmeCommand] {
    var commands: [ReadmeCommand] = []
    var fence: String?
    var console: ReadmeCommand?
    for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if raw.hasPrefix("```") {
        if let c = console { commands.append(c) }
        console = nil
        fence = fence == nil ? String(raw.dropFirst(3)) : nil
        continue
      }
      switch fence {
      case "sh":
        let line = withoutComment(raw)
        guard !line.isEmpty else { continue }
        for part in split(line) { commands.append(command(part)) }
      case "console":
        if raw.hasPrefix("$ ") {
          if let c = console { commands.append(c) }
          console = command(String(raw.dropFirst(2)))
        } else if !raw.contains("…"), !raw.isEmpty {
          console?.shownOutput.append(raw)
        }
      default: continue
      }
    }
    for span in inlineSpans(markdown) { commands.append(command(span)) }
    return commands
  }

  /// Inline code spans that are playground commands (`playground replay X`, not the message
  /// `playground replay: X: …`).
  static func inlineSpans(_ markdown: String) -> [String] {
    var spans: [String] = []
    var inFence = false
    for line in markdown.split(separator: "\n") {
      if line.hasPrefix("```") { inFence.toggle(); continue }
      if inFence { continue }
      let parts = line.split(separator: "`", omittingEmptySubsequences: false)
      for (i, part) in parts.enumerated() where i % 2 == 1 {
        let words = part.split(separator: " ")
        let start = words.first == "swift" && words.dropFirst().first == "run" ? 2 : 0
        guard words.count > start + 1, words[start] == "playground", !words[start + 1].hasSuffix(":") else { continue }
        spans.append(String(part))
      }
    }
    return spans
  }

  /// `line` without a `# comment` (a `#` after a space).
  static func withoutComment(_ line: String) -> String {
    var text = line
    if let r = text.range(of: " #") { text = String(text[..<r.lowerBound]) }
    if text.hasPrefix("#") { text = "" }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// One shell line split at `&&` and `;` (no quoted separators occur in the README).
  static func split(_ line: String) -> [String] {
    line.replacingOccurrences(of: "&&", with: ";").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// Shell words of `text` (double quotes group, as in `-s "-screen 0 1280x800x24"`).
  static func words(_ text: String) -> [String] {
    var words: [String] = [], current = "", quoted = false, any = false
    for ch in text {
      if ch == "\"" { quoted.toggle(); any = true } else if ch == " " && !quoted {
        if any { words.append(current) }
        current = ""
        any = false
      } else {
        current.append(ch)
        any = true
      }
    }
    if any { words.append(current) }
    return words
  }

  /// The command `text` stands for: `swift run playground`, `$BIN` and `playground` run the built
  /// binary; `xvfb-run` and its options mark a window.
  static func command(_ text: String) -> ReadmeCommand {
    var w = words(text)
    var display = false
    if w.first == "xvfb-run" {
      display = true
      w.removeFirst()
      while let f = w.first, f.hasPrefix("-") {
        w.removeFirst()
        if f == "-s", !w.isEmpty { w.removeFirst() }
      }
    }
    if w.starts(with: ["swift", "run"]) { w.removeFirst(2) }
    var redirect: String?
    if let i = w.firstIndex(of: ">"), i + 1 < w.count {
      redirect = w[i + 1]
      w.removeSubrange(i...(i + 1))
    }
    guard let first = w.first, ["playground", "$BIN"].contains(first) else {
      return ReadmeCommand(line: text, arguments: nil, needsDisplay: display)
    }
    return ReadmeCommand(line: text, arguments: Array(w.dropFirst()), needsDisplay: display, stdoutFile: redirect)
  }
}
