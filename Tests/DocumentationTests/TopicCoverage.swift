import Foundation

/// A source-level mirror of `Scripts/check-doc-topics.swift`, fast enough for `swift test`: the
/// public declarations of a documented module, named the way DocC links them (`Name`,
/// `name(label:label:)`), so a test can check that a landing page or a curated type's page lists
/// each. DocC's own output stays the authority (CI runs the script); this catches a forgotten
/// symbol before anyone builds the documentation.
enum TopicCoverage {
  /// One declaration: the name DocC uses in a link, and where it was found.
  struct Declaration: Hashable, CustomStringConvertible {
    var link: String
    var file: String
    var description: String { "``\(link)`` (\(file))" }
  }

  /// The Swift files of module `module`, with their text.
  static func sources(of module: String) throws -> [(file: String, text: String)] {
    let folder = ListingCatalog.root.appendingPathComponent("Sources/\(module)")
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      throw ListingError("cannot list \(folder.path)")
    }
    var files: [(String, String)] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      files.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// `line` without leading attributes (`@discardableResult `, `@inlinable `…).
  static func withoutAttributes(_ line: Substring) -> Substring {
    var rest = line
    while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") { rest = rest[rest.index(after: space)...] }
    return rest
  }

  /// The DocC link of the declaration that starts at `lines[i]` (after its modifiers), or nil when
  /// it is not a type, function, initialiser or property.
  static func link(_ lines: [Substring], at i: Int, declaration: Substring) -> String? {
    let words = declaration.split(separator: " ", maxSplits: 2).map(String.init)
    guard let first = words.first else { return nil }
    let keyword = String(first.prefix { $0.isLetter })
    switch keyword {
    case "class", "struct", "enum", "protocol", "actor", "typealias", "var", "let", "case":
      guard words.count > 1 else { return nil }
      let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return name.isEmpty ? nil : String(name)
    case "func", "init":
      var text = lines[i...].prefix(12).joined(separator: " ")
      guard let open = text.firstIndex(of: "(") else { return nil }
      let head = keyword == "init" ? "init" : String(text[text.index(text.startIndex, offsetBy: 0)..<open]
        .split(separator: " ").last ?? "").components(separatedBy: "<")[0]
      text = String(text[text.index(after: open)...])
      var depth = 0, current = "", params: [String] = []
      for ch in text {
        if depth == 0, ch == ")" { break }
        if ch == "(" || ch == "[" || ch == "<" { depth += 1 }
        if ch == ")" || ch == "]" || ch == ">" { depth -= 1 }
        if depth == 0, ch == "," { params.append(current); current = ""; continue }
        current.append(ch)
      }
      if !current.trimmingCharacters(in: .whitespaces).isEmpty { params.append(current) }
      let labels = params.map { p -> String in
        let name = p.split(separator: ":", maxSplits: 1).first ?? ""
        return String(name.split(separator: " ").first ?? "_")
      }
      return "\(head)(" + labels.map { "\($0):" }.joined() + ")"
    default:
      return nil
    }
  }

  /// The module's public top-level types, functions and global constants.
  static func topLevel(of module: String) throws -> [Declaration] {
    var found: [Declaration] = []
    for (file, text) in try sources(of: module) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (i, line) in lines.enumerated() {
        let bare = withoutAttributes(line)
        guard bare.hasPrefix("public ") || bare.hasPrefix("open ") else { continue }
        var rest = bare.drop { $0 != " " }.dropFirst()
        for modifier in ["final ", "indirect "] where rest.hasPrefix(modifier) { rest = rest.dropFirst(modifier.count) }
        if rest.hasPrefix("extension ") { continue }
        if let link = link(lines, at: i, declaration: rest) { found.append(Declaration(link: link, file: file)) }
      }
    }
    return found
  }

  /// The public members of `type` (or, for a protocol, its requirements), declared in the type's
  /// body or in extensions of it: the lines indented by two spaces inside those blocks.
  static func members(of type: String, in module: String) throws -> [Declaration] {
    var found: [Declaration] = []
    for (file, text) in try sources(of: module) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      var inside = false, isProtocol = false
      for (i, line) in lines.enumerated() {
        if !line.hasPrefix(" "), !line.hasPrefix("}"), !line.hasPrefix("//"), !line.isEmpty {
          let bare = withoutAttributes(line)
          let words = bare.split(separator: " ").map { $0.prefix { $0.isLetter || $0.isNumber || $0 == "_" } }
          inside = false
          if let k = words.firstIndex(where: { ["class", "struct", "enum", "protocol", "extension"].contains(String($0)) }),
             k + 1 < words.count, words[k + 1] == type {
            inside = true
            isProtocol = words[k] == "protocol"
          }
          continue
        }
        guard inside, line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
        let bare = withoutAttributes(line.dropFirst(2))
        var rest: Substring
        if bare.hasPrefix("public ") || bare.hasPrefix("open ") {
          rest = bare.drop { $0 != " " }.dropFirst()
        } else if isProtocol {
          rest = bare
        } else {
          continue
        }
        for modifier in ["private(set) ", "internal(set) ", "static ", "final ", "override ", "mutating ", "nonisolated "] {
          while rest.hasPrefix(modifier) { rest = rest.dropFirst(modifier.count) }
        }
        if let link = link(lines, at: i, declaration: rest) { found.append(Declaration(link: link, file: file)) }
      }
    }
    return found
  }

  /// The links a catalog page curates: every ``…`` in it.
  static func links(in page: String) -> Set<String> {
    var links: Set<String> = []
    var rest = Substring(page)
    while let start = rest.range(of: "``") {
      rest = rest[start.upperBound...]
      guard let end = rest.range(of: "``") else { break }
      links.insert(String(rest[..<end.lowerBound]))
      rest = rest[end.upperBound...]
    }
    return links
  }
}
