// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import Foundation
@testable import SwiftImport
import Testing

/// import-swift frees each file's syntax tree once the file is read (issue 35): what stays is a
/// small tree of the declarations the pairing reads, with the file's lines, so the peak of an
/// import of N files is about one file's tree, not N.
@Suite("import-swift: memory freed file by file")
struct SwiftImporterMemoryTests {
  /// A layout named `F<tag>Layout` and then plain functions, up to `bytes` bytes (the shape of
  /// `Scripts/swift-memory-files.sh`); `lead` functions come before the layout.
  static func functions(tag: Int, bytes: Int, lead: Int = 0) -> String {
    func unit(_ k: Int) -> String {
      "func f\(tag)_\(k)(_ x: Int, _ y: Double) -> Double {\n  let a = x * \(k) + 7\n  let b = Double(a) / (y + 1.5)\n  if a > 100 { return b - 2 }\n  return b + Double(x) * 0.25\n}\n\n"
    }
    var text = (0..<lead).map(unit).joined()
    text += """
      class F\(tag)Layout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let initialState: FloatingPanelState = .half
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
          .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        ]
      }

      """
    var k = lead
    while text.utf8.count + unit(k).utf8.count <= bytes {
      text += unit(k)
      k += 1
    }
    return text
  }

  @Test("a file read keeps only its layout, in a tree of its own whose lines are the file's")
  func keptTree() throws {
    let text = Self.functions(tag: 1, bytes: 256 * 1024, lead: 300)
    let bytes = Array(text.utf8)
    var states: [String: SwiftValue] = [:]
    let file = try SwiftFileSummary.read(.init(name: "F1.swift", bytes: bytes), index: 0, states: &states, adding: true)
    #expect(file.types.map(\.name) == ["F1Layout"])
    let layout = try #require(file.types.first)
    // The layout's class starts after 300 functions of 7 lines each.
    #expect(layout.node.startLocation(converter: file.converter).line == 2101)
    // The tree kept is the layout and the file's line breaks (under 40 KB of 256 KB), not the file.
    #expect(file.keptBytes < 40_000)
    #expect(layout.node.root.totalLength.utf8Length == file.keptBytes)
    #expect(SwiftTypeIndex.property("initialState", in: layout.members) != nil)
  }

  @Test("every file of the upstream examples and the apps corpus: the declarations kept parse alone into the same nodes, byte for byte")
  func fixturesKeptAlone() throws {
    var paths: [String] = []
    for base in [SwiftImporterTests.examples, SwiftImporterTests.examples + "/../../AppsCorpus"] {
      let files = try #require(FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") })
      paths += files.map { base + "/" + $0 }
    }
    #expect(paths.count > 50)
    var keys = 0
    for path in paths {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      var states: [String: SwiftValue] = [:]
      let scan = try SwiftFileSummary.Scan(.init(name: path, bytes: bytes), index: 0, states: &states, adding: true)
      let kept = try #require(SwiftKeptSource(bytes: bytes, keeping: scan.kept), "\(path)")
      for (key, node) in zip(scan.keys, kept.counterparts(of: scan.keys)) {
        #expect(node?.trimmedDescription == String(decoding: bytes[key.start..<key.end], as: UTF8.self), "\(path):\(key)")
        #expect(node.map { kept.converter.location(for: $0.positionAfterSkippingLeadingTrivia).line } == SwiftSourceFile.line(at: key.start, in: bytes))
      }
      keys += scan.keys.count
    }
    #expect(keys > 40)
  }

  @Test("a custom state a later file declares is the same state in an earlier file's SwiftUI panel")
  func stateFromLaterFile() throws {
    let view = """
      struct MapScreen: View {
          @State private var state: FloatingPanelState? = .quarter
          var body: some View {
              Color.blue
                  .floatingPanel(coordinator: Coordinator.self) { proxy in List {} }
                  .floatingPanelLayout(QLayout())
                  .floatingPanelState($state)
          }
      }

      """
    let layout = """
      extension FloatingPanelState {
          static let quarter = FloatingPanelState(rawValue: "lastQuart", order: 750)
      }
      class QLayout: FloatingPanelLayout {
          let position: FloatingPanelPosition = .bottom
          let initialState: FloatingPanelState = .half
          let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
              .quarter: FloatingPanelLayoutAnchor(absoluteInset: 120, edge: .top, referenceGuide: .safeArea),
              .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
          ]
      }

      """
    let v = SwiftImporter.Source(name: "V.swift", bytes: Array(view.utf8)), l = SwiftImporter.Source(name: "L.swift", bytes: Array(layout.utf8))
    let viewFirst = try SwiftImporter.importPanels([v, l]), layoutFirst = try SwiftImporter.importPanels([l, v])
    #expect(viewFirst.config.panels["q"]?.initialState == "lastQuart")
    #expect(viewFirst.config.panels == layoutFirst.config.panels)
    #expect(viewFirst.skips.isEmpty && layoutFirst.skips.isEmpty)
  }

  @Test("4 files of 128 KB of functions peak under 85 MiB (61 MiB; 112 MiB when every tree was kept until the pairing)")
  func fourFilesPeak() throws {
    let dir = try ImportSwiftCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var paths: [String] = []
    for i in 1...4 {
      let path = dir + "/F\(i).swift"
      try Self.functions(tag: i, bytes: 128 * 1024).write(toFile: path, atomically: true, encoding: .utf8)
      paths.append(path)
    }
    let run = try ChildRun(["import-swift"] + paths + ["--out", dir + "/out.json"])
    #expect(run.status == 0)
    let config = try String(contentsOfFile: dir + "/out.json", encoding: .utf8)
    #expect(["f1", "f2", "f3", "f4"].allSatisfy { config.contains("\"\($0)\"") })
    #expect(run.peakMiB < 85, "peak \(run.peakMiB) MiB")
  }
}
#endif
