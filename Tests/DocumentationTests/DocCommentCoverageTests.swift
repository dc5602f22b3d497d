import Testing

/// Every public declaration of a product module (the library products `FloatingPanel`,
/// `FloatingPanelSnapshotTesting` and `FloatingPanelSDL`) has a `///` doc comment, so no DocC page says "No overview
/// available": enum cases and protocol requirements included.
@Suite struct DocCommentCoverageTests {
  @Test(arguments: ["FloatingPanel", "FloatingPanelSnapshotTesting", "FloatingPanelSDL"])
  func everyPublicDeclarationIsDocumented(module: String) throws {
    let missing = try DocCommentCoverage.undocumented(in: module)
    for m in missing {
      Issue.record("\(m): public but has no /// doc comment; add one")
    }
    #expect(try !TopicCoverage.sources(of: module).isEmpty)
  }

  @Test func theScanFindsCasesRequirementsAndMembers() {
    let text = """
      /// Documented.
      public enum E {
        /// Documented.
        case a
        case b(Int)

        public var name: String { "" }
        /// Documented.
        @discardableResult
        public func f() -> Int { 0 }
        func hidden() {}
      }

      public protocol P {
        func required()
        /// Documented.
        var documented: Int { get }
      }

      struct Internal {
        public var notReallyPublic: Int
      }

      extension S: P {
        public func required() {}
        public var description: String { "" }
      }
      """
    let missing = DocCommentCoverage.undocumented(text: text, file: "x.swift", inheriting: ["required()", "description"])
    #expect(missing.map(\.line) == [5, 7, 14, 15, 21])
  }
}
