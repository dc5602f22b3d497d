import Foundation
import Testing

/// Issue 22, item 12: every Swift listing of README.md and of the pages of `docs/` is compiled and
/// run; a manifest (a block that starts with `// swift-tools-version:`) is built as a package
/// instead, by the test that names it. Each ```swift block
/// (after its imports) is a region of `Listings/` (the engine's two in `ReadmeListing.swift`, the
/// screenshot test in `SnapshotTestingListing.swift`, which runs as a test of this target), and
/// what the engine listings print is what the README's `// prints:` comments say.
@Suite struct ReadmeListingTests {
  /// The Swift listings of README.md, then of every `docs/*.md` page in name order (the README's
  /// engine listing runs first; `docs/engine.md` continues it).
  static func readmeBlocks() throws -> [ListingCatalog.Block] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: ListingCatalog.root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return try (["README.md"] + docs).flatMap { path in
      let text = try String(contentsOf: ListingCatalog.root.appendingPathComponent(path), encoding: .utf8)
      return ListingCatalog.swiftBlocks(in: text, file: path).filter { !$0.code.hasPrefix("// swift-tools-version:") }
    }.filter { block in !examples.contains { $0.contains(block.code) } }
  }

  /// The Swift files of the packages under `Examples/`: a listing that is a verbatim part of one
  /// is compiled and run by that example's own build (`make host-examples`, and HostDocsTests
  /// checks the excerpt), not as a region of `Listings/`.
  static let examples: [String] = {
    let root = ListingCatalog.root.appendingPathComponent("Examples").path
    guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
    return walk.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") && !$0.contains(".build/") }
      .compactMap { try? String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
  }()

  @Test func everyReadmeListingIsCompiledCode() throws {
    let regions = try ListingCatalog.regions()
    let blocks = try Self.readmeBlocks()
    #expect(blocks.count >= 3, "found only \(blocks.count) Swift listings in README.md and docs/; is the scan broken?")
    for block in blocks {
      let (imports, body) = ListingCatalog.splitImports(block.code)
      let matches = regions.filter { $0.code == body }
      #expect(!matches.isEmpty, "\(block): this README listing is not a region of Tests/DocumentationTests/Listings; copy it there between '// listing: NAME' and '// end listing' (first line: \(body.prefix { $0 != "\n" }))")
      for i in imports {
        #expect(matches.isEmpty || matches.contains { $0.imports.contains(i) }, "\(block): '\(i)' is not imported by the listing file")
      }
    }
  }

  /// The `// prints: …` comments of the README's listings, in order.
  static func promisedOutput(_ blocks: [ListingCatalog.Block]) -> [String] {
    blocks.flatMap { block in
      block.code.split(separator: "\n").compactMap { line -> String? in
        guard let r = line.range(of: "// prints: ") else { return nil }
        return String(line[r.upperBound...])
      }
    }
  }

  @Test func theEngineListingsPrintWhatTheReadmeSays() throws {
    let blocks = try Self.readmeBlocks()
    let promised = Self.promisedOutput(blocks)
    #expect(promised == ["full 63.0", "at half", "left half"])
    let calls = blocks.map { $0.code.components(separatedBy: "print(").count - 1 }.reduce(0, +)
    #expect(calls == promised.count, "every print( in a README listing needs a '// prints: …' comment with its output")
    #expect(try ReadmeListing.engine() == promised)
  }
}
