import Foundation

/// The documentation catalogs' Swift code blocks and the listing regions of this test target, read
/// from the repository (found from this file's path, so the tests read the files under review).
enum ListingCatalog {
  /// The repository root: three levels above this file (Tests/DocumentationTests/ListingCatalog.swift).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// One fenced ```swift block of an article.
  struct Block: CustomStringConvertible {
    var file: String
    var line: Int
    var code: String
    var description: String { "\(file):\(line)" }
  }

  /// One `// listing: NAME` … `// end listing` region of a listing file, dedented.
  struct Region {
    var name: String
    var file: String
    var code: String
    var imports: Set<String>
  }

  /// Every `.md` file inside every `*.docc` catalog under Sources/, sorted by path.
  static func articleFiles() throws -> [URL] {
    let sources = root.appendingPathComponent("Sources")
    guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
      throw ListingError("cannot list \(sources.path)")
    }
    var found: [URL] = []
    for case let url as URL in walker where url.pathExtension == "md" && url.path.contains(".docc/") {
      found.append(url)
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The modules whose documentation `make docs` builds: the Makefile's `DOC_TARGETS`.
  static func documentedModules() throws -> [String] {
    let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
    guard let line = makefile.split(separator: "\n").first(where: { $0.hasPrefix("DOC_TARGETS :=") }) else {
      throw ListingError("Makefile has no 'DOC_TARGETS := …' line")
    }
    return line.dropFirst("DOC_TARGETS :=".count).split(separator: " ").map(String.init)
  }

  /// The ```swift blocks of the `///` doc comments in the documented modules' sources: DocC shows
  /// them on the symbol pages.
  static func docCommentBlocks() throws -> [Block] {
    var blocks: [Block] = []
    for module in try documentedModules() {
      let folder = root.appendingPathComponent("Sources/\(module)")
      guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
        throw ListingError("cannot list \(folder.path)")
      }
      var files: [URL] = []
      for case let url as URL in walker where url.pathExtension == "swift" { files.append(url) }
      for url in files.sorted(by: { $0.path < $1.path }) {
        let text = try String(contentsOf: url, encoding: .utf8)
        // The doc-comment lines without their `///` (a run of them is one comment).
        let comment = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
          let t = line.drop { $0 == " " }
          guard t.hasPrefix("///") else { return "<code>" }
          let rest = t.dropFirst(3)
          return String(rest.first == " " ? rest.dropFirst() : rest)
        }.joined(separator: "\n")
        blocks += swiftBlocks(in: comment, file: "Sources/\(module)/\(url.lastPathComponent)")
      }
    }
    return blocks
  }

  /// Whether `block` is a user's `Package.swift` (it starts with `// swift-tools-version:`): a
  /// manifest, which this target cannot compile; `ManifestListingTests` checks those.
  static func isManifest(_ block: Block) -> Bool {
    block.code.hasPrefix("// swift-tools-version:")
  }

  /// The fenced code blocks tagged `swift` in `markdown` (other fences are skipped whole).
  static func swiftBlocks(in markdown: String, file: String) -> [Block] {
    blocks(in: markdown, file: file, language: "swift")
  }

  /// The fenced code blocks tagged `language` in `markdown`.
  static func blocks(in markdown: String, file: String, language: String) -> [Block] {
    var blocks: [Block] = []
    var fence: (isWanted: Bool, start: Int, lines: [String])?
    for (i, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let open = fence {
        if trimmed == "```" {
          if open.isWanted { blocks.append(Block(file: file, line: open.start, code: dedent(open.lines))) }
          fence = nil
        } else {
          fence?.lines.append(line)
        }
      } else if trimmed.hasPrefix("```") {
        let info = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
        fence = (info == language, i + 1, [])
      }
    }
    return blocks
  }

  /// Every listing region of the Swift files in Listings/.
  static func regions() throws -> [Region] {
    let folder = root.appendingPathComponent("Tests/DocumentationTests/Listings")
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    var regions: [Region] = []
    for url in files {
      let text = try String(contentsOf: url, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let imports = Set(lines.filter { $0.hasPrefix("import ") })
      var name: String?
      var body: [String] = []
      for line in lines {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("// listing: ") {
          guard name == nil else { throw ListingError("\(url.lastPathComponent): listing '\(trimmed)' starts inside '\(name ?? "")'") }
          name = String(trimmed.dropFirst("// listing: ".count))
          body = []
        } else if trimmed == "// end listing" {
          guard let n = name else { throw ListingError("\(url.lastPathComponent): '// end listing' without a start") }
          regions.append(Region(name: n, file: url.lastPathComponent, code: dedent(body), imports: imports))
          name = nil
        } else if name != nil {
          body.append(line)
        }
      }
      if let name { throw ListingError("\(url.lastPathComponent): listing '\(name)' has no '// end listing'") }
    }
    return regions
  }

  /// `lines` without their common indentation and without leading or trailing blank lines.
  static func dedent(_ lines: [String]) -> String {
    var lines = lines
    while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
    while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
    let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }.joined(separator: "\n")
  }

  /// A block's leading `import` lines and the code after them.
  static func splitImports(_ code: String) -> (imports: [String], body: String) {
    var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var imports: [String] = []
    while let first = lines.first, first.hasPrefix("import ") { imports.append(first); lines.removeFirst() }
    return (imports, dedent(lines))
  }
}

/// A problem with the catalogs or the listing files, as one line.
struct ListingError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
