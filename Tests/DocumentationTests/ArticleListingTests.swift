import Foundation
import Testing

/// Every Swift listing of the documentation catalogs is code this target compiles: each fenced
/// ```swift block of an article equals a `// listing:` region of `Listings/` (after its leading
/// imports, which the listing file must have too), and every region is shown by some article.
@Suite struct ArticleListingTests {
  @Test func everyArticleListingIsCompiledCode() throws {
    let regions = try ListingCatalog.regions()
    let articles = try ListingCatalog.articleFiles()
    #expect(!articles.isEmpty, "no .md files found in Sources/*/*.docc")
    var blocks = 0
    for url in articles {
      let name = url.path.replacingOccurrences(of: ListingCatalog.root.path + "/", with: "")
      for block in ListingCatalog.swiftBlocks(in: try String(contentsOf: url, encoding: .utf8), file: name)
      where !ListingCatalog.isManifest(block) {  // a user's Package.swift: ManifestListingTests
        blocks += 1
        let (imports, body) = ListingCatalog.splitImports(block.code)
        let matches = regions.filter { $0.code == body }
        #expect(!matches.isEmpty, "\(block): this listing is not a region of Tests/DocumentationTests/Listings; copy it there between '// listing: NAME' and '// end listing' (first line: \(body.prefix { $0 != "\n" }))")
        for i in imports {
          #expect(matches.isEmpty || matches.contains { $0.imports.contains(i) }, "\(block): '\(i)' is not imported by the listing file")
        }
      }
    }
    #expect(blocks >= 10, "found only \(blocks) article listings; is the scan broken?")
  }

  @Test func everyDocCommentExampleIsCompiledCode() throws {
    let regions = try ListingCatalog.regions()
    let blocks = try ListingCatalog.docCommentBlocks()
    #expect(blocks.count >= 16, "found only \(blocks.count) doc-comment examples; is the scan broken?")
    for block in blocks {
      let (imports, body) = ListingCatalog.splitImports(block.code)
      let matches = regions.filter { $0.code == body }
      #expect(!matches.isEmpty, "\(block.file): this doc-comment example is not a region of Tests/DocumentationTests/Listings; copy it there between '// listing: NAME' and '// end listing' (first line: \(body.prefix { $0 != "\n" }))")
      for i in imports {
        #expect(matches.isEmpty || matches.contains { $0.imports.contains(i) }, "\(block.file): '\(i)' is not imported by the listing file")
      }
    }
  }

  @Test func everyListingRegionIsShownByAnArticle() throws {
    var shown: Set<String> = []
    for block in try ListingCatalog.docCommentBlocks() {
      shown.insert(ListingCatalog.splitImports(block.code).body)
    }
    for url in try ListingCatalog.articleFiles() {
      for block in ListingCatalog.swiftBlocks(in: try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent) {
        shown.insert(ListingCatalog.splitImports(block.code).body)
      }
    }
    for block in try ReadmeListingTests.readmeBlocks() {  // README.md's listings (ReadmeListingTests)
      shown.insert(ListingCatalog.splitImports(block.code).body)
    }
    for region in try ListingCatalog.regions() {
      #expect(shown.contains(region.code), "\(region.file): listing '\(region.name)' differs from every article listing and doc-comment example; update the article (or remove the region)")
    }
  }

  /// A JSON listing (a replay script) is a file of Assets/ verbatim, which the replay tests run.
  @Test func everyJSONListingIsAnAssetFile() throws {
    let assets = ListingCatalog.root.appendingPathComponent("Assets")
    guard let walker = FileManager.default.enumerator(at: assets, includingPropertiesForKeys: nil) else {
      throw ListingError("cannot list \(assets.path)")
    }
    var files: [String] = []
    for case let url as URL in walker where url.pathExtension == "json" {
      files.append(ListingCatalog.dedent(try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
    }
    for url in try ListingCatalog.articleFiles() {
      let text = try String(contentsOf: url, encoding: .utf8)
      for block in ListingCatalog.blocks(in: text, file: url.lastPathComponent, language: "json") {
        #expect(files.contains(block.code), "\(block): this JSON listing is not a file of Assets/; copy it from one")
      }
    }
  }

  /// DocC shows about 80 columns of code (less its padding) before it scrolls sideways; keep
  /// every line in view.
  @Test func listingLinesFitTheDocumentationColumn() throws {
    for region in try ListingCatalog.regions() {
      for line in region.code.split(separator: "\n") where line.count > 78 {
        Issue.record("\(region.file): listing '\(region.name)' has a line of \(line.count) columns (78 at most): \(line)")
      }
    }
  }

  @Test func regionNamesAreUnique() throws {
    let names = try ListingCatalog.regions().map(\.name)
    #expect(names.count == Set(names).count, "duplicate listing names: \(names.sorted())")
  }

  @Test func docCommentBlocksLoseTheirSlashes() throws {
    let blocks = try ListingCatalog.docCommentBlocks()
    let velocity = try #require(blocks.first { $0.file.hasSuffix("/VelocityEstimator.swift") })
    #expect(velocity.code.hasPrefix("var e = VelocityEstimator()\n"))
    #expect(!blocks.contains { $0.code.contains("///") })
  }

  @Test func blocksAreFoundAndDedented() {
    let markdown = "Text\n\n```swift\n    let a = 1\n      a + 1\n```\n\n```console\n$ make docs\n```\n```swift\nimport FloatingPanel\n\nlet b = 2\n```\n"
    let blocks = ListingCatalog.swiftBlocks(in: markdown, file: "x.md")
    #expect(blocks.map(\.code) == ["let a = 1\n  a + 1", "import FloatingPanel\n\nlet b = 2"])
    #expect(blocks.map(\.line) == [3, 11])
    let split = ListingCatalog.splitImports(blocks[1].code)
    #expect(split.imports == ["import FloatingPanel"])
    #expect(split.body == "let b = 2")
  }
}
