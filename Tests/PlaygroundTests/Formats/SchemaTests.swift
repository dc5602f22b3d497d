import ConfigFormat
import FloatingPanel
import Foundation
import PlaygroundCore
import StrictJSON
import Testing

/// Issue 32: a JSON Schema (draft 2020-12) per format in `Assets/schemas/` (docs/formats.md).
/// Every JSON file of `Assets/` names its schema in `"$schema"` and validates against it (Python's
/// `jsonschema`, through `Scripts/check-json-schema.py`); the strict readers accept that key; and
/// on the bad files of `Tests/Fixtures/BadFiles/KIND/` the reader and the schema agree (both
/// refuse each), except the files of `reader-only/`, which break a rule across fields that no
/// schema can state (docs/formats.md lists them): the reader refuses those and the schema accepts.
@Suite("JSON Schemas of scripts, configs and manifests")
struct SchemaTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized

  /// The three formats: the schema's name, and how the playground reads a file of it.
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case script, config, manifest
    var testDescription: String { rawValue }
    var schema: String { "Assets/schemas/\(rawValue).schema.json" }

    /// Reads `path` as the playground does; nil when it is accepted, else the one-line error.
    func readerError(_ path: String) -> String? {
      do {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        switch self {
        case .script: _ = try ReplayScript.decode(data).panel.engineConfiguration(path: "panel")
        case .config: _ = try PlaygroundConfig.decode(data)
        case .manifest: _ = try SnapshotManifest.decode(data)
        }
        return nil
      } catch {
        return "\(error)"
      }
    }
  }

  /// Runs `Scripts/check-json-schema.py SCHEMA FILES…`: file → nil (valid) or the reason.
  static func validate(_ files: [String], against schema: String) throws -> [String: String?] {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["python3", root.appendingPathComponent("Scripts/check-json-schema.py").path, root.appendingPathComponent(schema).path] + files
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { throw SchemaCheckError("check-json-schema.py exited \(p.terminationStatus): \(errText)") }
    var verdicts: [String: String?] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 2).map(String.init)
      verdicts[parts[0]] = parts.count > 1 && parts[1] == "ok" ? .some(nil) : .some(parts.count > 2 ? parts[2] : "invalid")
    }
    return verdicts
  }

  struct SchemaCheckError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
  }

  /// The JSON files of `Assets/` by format: scripts, presets and the snapshot examples.
  static func shippedExamples() throws -> [(Kind, String)] {
    let fm = FileManager.default
    var found: [(Kind, String)] = []
    for (dir, kind) in [("Assets/scripts", Kind.script), ("Assets/presets", .config)] {
      for name in try fm.contentsOfDirectory(atPath: root.appendingPathComponent(dir).path).sorted() where name.hasSuffix(".json") {
        found.append((kind, root.appendingPathComponent(dir + "/" + name).path))
      }
    }
    let snapshots: [String: Kind] = ["flick-card.json": .script, "my-panels.json": .config, "manifest.json": .manifest]
    let names = try fm.contentsOfDirectory(atPath: root.appendingPathComponent("Assets/snapshots").path).filter { $0.hasSuffix(".json") }
    #expect(Set(names) == Set(snapshots.keys), "a new JSON file in Assets/snapshots: add it to SchemaTests.shippedExamples")
    for (name, kind) in snapshots.sorted(by: { $0.key < $1.key }) { found.append((kind, root.appendingPathComponent("Assets/snapshots/" + name).path)) }
    return found
  }

  @Test("every JSON file of Assets/ names its schema, validates against it and is read by the playground")
  func shippedExamplesValidate() throws {
    let examples = try Self.shippedExamples()
    #expect(examples.count >= 14)
    for kind in Kind.allCases {
      let files = examples.filter { $0.0 == kind }.map(\.1)
      let verdicts = try Self.validate(files, against: kind.schema)
      for file in files {
        let relative = String(file.dropFirst(Self.root.path.count + 1))
        #expect(verdicts[file] == .some(nil), "\(relative) does not validate against \(kind.schema): \(String(describing: verdicts[file] ?? "no verdict")); a change of the format changes its schema too")
        #expect(kind.readerError(file) == nil, "\(relative): \(kind.readerError(file) ?? "")")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let expected = "../schemas/\(kind.rawValue).schema.json"
        #expect(text.contains("\"$schema\": \"\(expected)\""), "\(relative) does not name its schema: \"$schema\": \"\(expected)\"")
      }
    }
  }

  @Test("the reader and the schema refuse the same bad files; reader-only/ holds the rules across fields", arguments: Kind.allCases)
  func badFilesAgree(_ kind: Kind) throws {
    let fm = FileManager.default
    let dir = Self.root.appendingPathComponent("Tests/Fixtures/BadFiles/\(kind.rawValue)").path
    let both = try fm.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json") }.sorted().map { dir + "/" + $0 }
    let readerOnly = try fm.contentsOfDirectory(atPath: dir + "/reader-only").filter { $0.hasSuffix(".json") }.sorted().map { dir + "/reader-only/" + $0 }
    #expect(both.count >= 8 && readerOnly.count >= 2)
    let verdicts = try Self.validate(both + readerOnly, against: kind.schema)
    for file in both {
      let name = URL(fileURLWithPath: file).lastPathComponent
      #expect(kind.readerError(file) != nil, "\(kind.rawValue)/\(name): the reader accepts it")
      #expect(verdicts[file] != .some(nil) && verdicts[file] != nil, "\(kind.rawValue)/\(name): the schema accepts it")
    }
    for file in readerOnly {
      let name = URL(fileURLWithPath: file).lastPathComponent
      #expect(kind.readerError(file) != nil, "\(kind.rawValue)/reader-only/\(name): the reader accepts it")
      #expect(verdicts[file] == .some(nil), "\(kind.rawValue)/reader-only/\(name): the schema refuses it too; move it up a directory")
    }
  }

  @Test("the readers accept a \"$schema\" string at the top and refuse any other value there")
  func schemaKey() throws {
    let config = #"{"$schema": "../schemas/config.schema.json", "panels": {"search": {}}}"#
    #expect(throws: Never.self) { try PlaygroundConfig.decode(config) }
    let script = #"{"$schema": "s.json", "viewport": {"width": 390, "height": 844}, "script": [], "until": 1}"#
    #expect(throws: Never.self) { try ReplayScript.decode(Data(script.utf8)) }
    let manifest = #"{"$schema": "m.json", "cases": [{"name": "a"}]}"#
    #expect(throws: Never.self) { try SnapshotManifest.decode(Data(manifest.utf8)) }
    #expect(throws: InputError.self) { try PlaygroundConfig.decode(#"{"$schema": 7, "panels": {"search": {}}}"#) }
    // Only at the top: inside a panel it is an unknown field.
    #expect(throws: InputError.self) { try PlaygroundConfig.decode(#"{"panels": {"search": {"$schema": "x"}}}"#) }
  }

  @Test("the script and config schemas define the panel the same way")
  func sharedDefinitions() throws {
    func defs(_ kind: Kind) throws -> [String: Any] {
      let data = try Data(contentsOf: Self.root.appendingPathComponent(kind.schema))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      return try #require(object["$defs"] as? [String: Any])
    }
    let script = try defs(.script), config = try defs(.config)
    let shared = Set(script.keys).intersection(config.keys)
    #expect(shared.isSuperset(of: ["panelCore", "behaviorCore", "anchor", "appearance", "spring", "name", "color", "displayRate"]))
    for key in shared.sorted() {
      let a = try JSONSerialization.data(withJSONObject: try #require(script[key]), options: .sortedKeys)
      let b = try JSONSerialization.data(withJSONObject: try #require(config[key]), options: .sortedKeys)
      #expect(a == b, "$defs.\(key) differs between script.schema.json and config.schema.json")
    }
  }
}
