// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import Foundation
import SwiftImport
import Testing

/// Issue 30's formats in the config schema: what `import-swift` writes (roles, size-class
/// variants, intrinsic and adaptive anchors with a content length, system colours) validates
/// against `Assets/schemas/config.schema.json`, so an editor checking a file against the schema
/// agrees with the playground on the files the playground itself writes.
@Suite("the config schema and what import-swift writes")
struct ImportedConfigSchemaTests {
  /// Writes each config as import-swift does (``PlaygroundConfig/jsonText()``) into a fresh
  /// directory and validates them all: name → nil (valid) or the schema's reason.
  static func validate(_ configs: [(String, PlaygroundConfig)]) throws -> [String: String?] {
    try validate(texts: configs.map { ($0.0, $0.1.jsonText()) })
  }

  /// Validates each text as a config file: name → nil (valid) or the schema's reason.
  static func validate(texts: [(String, String)]) throws -> [String: String?] {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var paths: [String: String] = [:]
    for (name, text) in texts {
      let path = dir.appendingPathComponent(name + ".json").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      paths[path] = name
    }
    let verdicts = try SchemaTests.validate(Array(paths.keys).sorted(), against: "Assets/schemas/config.schema.json")
    var out: [String: String?] = [:]
    for (path, name) in paths { out[name] = verdicts[path] ?? .some("no verdict") }
    return out
  }

  @Test("upstream's Maps and every corpus file, as imported, validate against the config schema")
  func importedConfigsValidate() throws {
    var configs = [("Maps", try VariantsRoundTripTests.maps())]
    for file in AppsCorpusTests.files { configs.append((file, try AppsCorpusTests.run(file).config)) }
    #expect(configs.count >= 16)
    let maps = try #require(configs.first?.1.panels["searchPanel"])
    #expect(maps.variants.count == 3 && maps.role == .search, "Maps must exercise variants and roles")
    for (name, verdict) in try Self.validate(configs).sorted(by: { $0.key < $1.key }) {
      #expect(verdict == nil, "\(name): \(verdict ?? "")")
    }
  }

  /// A config with every field issue 30 added to the format.
  static let everyNewField = #"""
    {"panels": {
      "cart": {"role": "plain", "position": "bottom", "initialState": "half", "contentLength": 420,
               "anchors": {"full": {"intrinsic": 0, "guide": "superview"}, "half": {"intrinsicFraction": 0.5},
                           "tip": {"adaptive": 120, "contentBoundingGuide": "safeArea"}},
               "appearance": {"backgroundColor": {"system": "secondarySystemBackground", "dark": "#1C1C1E"},
                              "border": {"color": {"system": "separator"}, "width": 1},
                              "grabber": {"color": {"system": "systemGray3"}}, "backdropColor": "#000000"},
               "variants": [{"when": {"idiom": "pad", "minWidth": 700, "maxWidth": 1400.5},
                             "layout": {"position": "left", "initialState": "full",
                                        "anchors": {"full": {"inset": 0, "edge": "left"}},
                                        "behavior": {"minimumFlickVelocityToAdvance": 400}}},
                            {"when": {"verticalSizeClass": "compact", "horizontalSizeClass": "compact"}, "layout": {}}]}}}
    """#

  @Test("a config with roles, variants, content anchors and system colours: read by the playground, valid for the schema, also as written back")
  func everyNewFieldValidates() throws {
    let config = try PlaygroundConfig.decode(Self.everyNewField)
    let cart = try #require(config.panels["cart"])
    #expect(cart.variants.count == 2 && cart.role == .plain && cart.contentLength == 420)
    #expect(cart.appearance?.systemColors["border.color"]?.name == "separator")
    let verdicts = try Self.validate(texts: [("written", config.jsonText()), ("given", Self.everyNewField)])
    #expect(verdicts == ["written": nil, "given": nil], "\(verdicts)")
  }

  @Test("docs/formats.md's config listings are read by the playground and valid for the schema")
  func formatsPageListings() throws {
    let page = try String(contentsOf: SchemaTests.root.appendingPathComponent("docs/formats.md"), encoding: .utf8)
    let blocks = page.components(separatedBy: "```json\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
    let configs = blocks.filter { $0.contains("\"panels\"") }
    #expect(configs.count >= 2)
    for text in configs { _ = try PlaygroundConfig.decode(text).resolved() }
    #expect(configs.contains { $0.contains("\"variants\"") })
    let named = configs.enumerated().map { ("listing\($0.offset + 1)", $0.element) }
    for (name, verdict) in try Self.validate(texts: named) { #expect(verdict == nil, "\(name): \(verdict ?? "")") }
  }

  @Test("the schemas list exactly the system colours the reader knows")
  func systemColorNames() throws {
    for kind in ["config", "script"] {
      let data = try Data(contentsOf: SchemaTests.root.appendingPathComponent("Assets/schemas/\(kind).schema.json"))
      let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let defs = try #require(schema["$defs"] as? [String: Any])
      let either = try #require((defs["colorOrSystem"] as? [String: Any])?["oneOf"] as? [[String: Any]])
      let system = try #require(either.last?["properties"] as? [String: Any])
      let names = try #require((system["system"] as? [String: Any])?["enum"] as? [String])
      #expect(names.sorted() == SystemColor.names, "\(kind).schema.json")
      #expect(SystemColor.names.count == 17)
    }
  }
}
#endif
