// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import SwiftImport
import Testing

/// What import-swift promised and broke (issue 35, item 8): an assignment with an operator on
/// the right is read, an overflow is named (never an infinite alpha or a NaN anchor), an import
/// that keeps no panel prints why, and no config it gives is over the 1 MiB every command reads.
@Suite("import-swift: values read or named")
struct SwiftImporterPromisesTests {
  static let setUp = SwiftHostileSource.layout + """
    class VC {
      func setUp() {
        let fpc = FloatingPanelController()
        fpc.layout = ALayout()
        let a = SurfaceAppearance()
        a.cornerRadius = 10 + 2
        a.borderWidth = 1e308 * 10
        fpc.surfaceView.appearance = a
        fpc.surfaceView.grabberHandlePadding = 4 + 4
        fpc.surfaceView.grabberHandle.isHidden = !false && true
        fpc.backdropView.backgroundColor = UIColor.black.withAlphaComponent(1e308 * 10)
      }
    }

    """

  @Test("an operator on the right is computed; an overflow is a skipped line, never a default")
  func operatorsAndOverflow() throws {
    let result = try SwiftImporter.importPanels([SwiftImporter.Source(name: "X.swift", bytes: Array(Self.setUp.utf8))])
    let look = try #require(result.config.panels["a"]?.appearance)
    #expect(look.surface.cornerRadius == 12)
    #expect(look.surface.grabberInset == 8)
    #expect(look.surface.showsGrabber == false)
    #expect(look.surface.border == nil)
    #expect(
      result.skips == [
        "X.swift:14: skipped `a.borderWidth`: `1e308 * 10` overflows (its value is not a finite number)",
        "X.swift:18: skipped `fpc.backdropView.backgroundColor`: `1e308 * 10` overflows (its value is not a finite number)",
      ])
  }

  @Test("an anchor that overflows is skipped with its line")
  func overflowingAnchor() throws {
    let text = """
      class BLayout: FloatingPanelLayout {
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
          .half: FloatingPanelLayoutAnchor(absoluteInset: 1e308 * 10 - 1e308 * 10, edge: .bottom, referenceGuide: .safeArea),
        ]
      }

      """
    let outcome = Result { () throws(SwiftImportError) in try SwiftImporter.importPanels([SwiftImporter.Source(name: "X.swift", bytes: Array(text.utf8))]) }
    if case .success(let r) = outcome {
      #expect(r.config.panels["b"]?.anchors?["half"] == nil)
      #expect(r.skips.contains { $0.hasPrefix("X.swift:3: skipped BLayout.") && $0.contains("overflows") })
    } else if case .failure(let e) = outcome {
      #expect(e.skips.contains { $0.hasPrefix("X.swift:3: skipped BLayout.") && $0.contains("overflows") })
    }
  }

  @Test("an import that keeps no panel gives the skipped lines with its error")
  func noPanelSaysWhy() throws {
    let text = """
      class CLayout: FloatingPanelLayout {
        let initialState: FloatingPanelState = .full
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
          FloatingPanelState(rawValue: "one", order: 500): FloatingPanelLayoutAnchor(absoluteInset: 10, edge: .top, referenceGuide: .safeArea),
          FloatingPanelState(rawValue: "two", order: 500): FloatingPanelLayoutAnchor(absoluteInset: 90, edge: .top, referenceGuide: .safeArea),
        ]
      }

      """
    let outcome = Result { () throws(SwiftImportError) in try SwiftImporter.importPanels([SwiftImporter.Source(name: "X.swift", bytes: Array(text.utf8))]) }
    guard case .failure(let e) = outcome else {
      Issue.record("two states of one order imported")
      return
    }
    #expect(e.message == "no panel could be imported (the \(e.skips.count) skipped lines above say why); give a layout whose anchors and states the playground can hold")
    #expect(e.skips.count >= 2 && e.skips.allSatisfy { $0.hasPrefix("X.swift:") && $0.contains(": skipped ") })
  }
}
#endif
