// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import FloatingPanel
import Foundation
import SwiftImport
import Testing

/// Upstream's SwiftUI modifiers (FloatingPanel 3.x): each `.floatingPanel` call is a panel set up
/// by the modifiers after it, the nearest of each kind winning; what the config cannot hold is a
/// skipped line.
@Suite("import-swift: SwiftUI modifiers")
struct SwiftImporterSwiftUITests {
  static let samples = SwiftImporterTests.examples + "/SamplesSwiftUI/SamplesSwiftUI/UseCases"

  static let layout = """
    final class SheetLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let initialState: FloatingPanelState = .half
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
            .half: FloatingPanelLayoutAnchor(fractionalInset: 0.46, edge: .bottom, referenceGuide: .safeArea),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 92, edge: .bottom, referenceGuide: .safeArea),
        ]
    }
    final class QuickBehavior: FloatingPanelBehavior {
        let springDecelerationRate: CGFloat = 0.985
        let springResponseTime: CGFloat = 0.25
    }
    final class OtherBehavior: FloatingPanelBehavior {
        let springResponseTime: CGFloat = 0.6
    }

    """

  @Test("a view's modifiers: the layout and behaviour through @State properties, the grabber padding, the state binding's start, a closure's appearance")
  func modifiers() throws {
    let result = try SwiftImporterTests.run(Self.layout + """
      struct MapScreen: View {
          @State private var layout: FloatingPanelLayout? = SheetLayout()
          @State private var state: FloatingPanelState? = .tip
          var body: some View {
              Color.blue
                  .floatingPanel(coordinator: Coordinator.self) { proxy in
                      List {}
                  }
                  .floatingPanelLayout(layout)
                  .floatingPanelBehavior(QuickBehavior())
                  .floatingPanelSurfaceAppearance({
                      let a = SurfaceAppearance()
                      a.cornerRadius = 18
                      a.backgroundColor = .secondarySystemBackground
                      return a
                  }())
                  .floatingPanelGrabberHandlePadding(10)
                  .floatingPanelState($state)
          }
      }
      """)
    #expect(result.config.panels.keys.sorted() == ["sheet"])
    let sheet = try #require(result.config.panels["sheet"])
    #expect(sheet.initialState == "tip")  // the binding's start, not the layout's half
    #expect(sheet.anchors?["half"]?.anchor.inset == .fractional(0.46))
    #expect(sheet.behavior.springResponseTime == 0.25 && sheet.behavior.springDecelerationRate == 0.985)
    let look = try #require(sheet.appearance)
    #expect(look.surface.cornerRadius == 18 && look.surface.grabberInset == 10)
    #expect(look.systemColors["backgroundColor"]?.name == "secondarySystemBackground")
    // The closure's appearance is this panel's, not a free one: no "pairs with no layout" line;
    // the one line is the behaviour no modifier names.
    #expect(result.skips.count == 1 && result.skips[0].hasPrefix("T.swift:14: skipped OtherBehavior: no imported layout pairs with it"), "\(result.skips)")
  }

  @Test("the nearest modifier wins: a second behaviour further out is not this panel's")
  func nearestWins() throws {
    let result = try SwiftImporterTests.run(Self.layout + """
      struct Screen: View {
          var body: some View {
              Color.blue
                  .floatingPanel { _ in Text("x") }
                  .floatingPanelBehavior(QuickBehavior())
                  .floatingPanelLayout(SheetLayout())
                  .floatingPanelBehavior(OtherBehavior())
          }
      }
      """)
    let sheet = try #require(result.config.panels["sheet"])
    #expect(sheet.behavior.springResponseTime == 0.25)
  }

  @Test("what the config cannot hold is a line: the content mode, an appearance no file makes, a layout made elsewhere")
  func skippedLines() throws {
    let result = try SwiftImporterTests.run(Self.layout + """
      struct Screen: View {
          @State private var look = PanelStyle.opaque(cornerRadius: 18)
          var body: some View {
              Color.blue
                  .floatingPanel { _ in Text("x") }
                  .floatingPanelLayout(SheetLayout())
                  .floatingPanelSurfaceAppearance(look)
                  .floatingPanelContentMode(.fitToBounds)
                  .floatingPanelContentInsetAdjustmentBehavior(.never)
                  .floatingPanelGrabberHandlePadding(width)
          }
      }
      """)
    let lines = result.skips.filter { $0.contains("`.floatingPanel") }
    // The layout and behaviours above are 16 lines: the view's `.floatingPanel` is on line 21.
    #expect(lines.contains("T.swift:23: skipped `.floatingPanelSurfaceAppearance`: `opaque` is not a SurfaceAppearance made in the files given; the panel keeps FloatingPanel's default surface"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("T.swift:24: skipped `.floatingPanelContentMode(.fitToBounds)`: the config has no content mode") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("T.swift:25: skipped `.floatingPanelContentInsetAdjustmentBehavior(.never)`") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("T.swift:26: skipped `.floatingPanelGrabberHandlePadding(width)`") }, "\(lines)")
    #expect(lines.count == 4, "\(lines)")
  }

  @Test("another library's .floatingPanel (Esri's ArcGIS toolkit: selectedDetent:isPresented:) is a line, not a panel; upstream's beside it is read")
  func anotherLibrarysModifier() throws {
    let result = try SwiftImporterTests.run(Self.layout + """
      struct Screen: View {
          @State private var detent: FloatingPanelDetent = .half
          @State private var shown = true
          var body: some View {
              MapView(map: map)
                  .floatingPanel(selectedDetent: $detent, isPresented: $shown) { Text("attributes") }
                  .floatingPanel(coordinator: SearchCoordinator.self) { _ in Text("search") }
                  .floatingPanelLayout(SheetLayout())
          }
      }
      """)
    let lines = result.skips.filter { $0.contains("`.floatingPanel(") }
    #expect(lines == [
      "T.swift:22: skipped `.floatingPanel(selectedDetent:isPresented:)`: another library's modifier of this name (FloatingPanel's takes coordinator:, onEvent:, delegate: and the content, not selectedDetent:, isPresented:); not imported",
    ], "\(lines)")
    #expect(result.config.panels.count == 1)
    let panel = try #require(result.config.panels.values.first)
    #expect(panel.anchors?["half"] != nil && panel.initialState == "half")
  }

  @Test("upstream's MultiPanel sample: two panels on one view, each with its own transparent surface (continuous radius 8 and 24)")
  func multiPanel() throws {
    let path = Self.samples + "/MultiPanel.swift"
    let result = try SwiftImporter.importPanels([try SwiftImporterTests.source(path)])
    #expect(result.config.panels.keys.sorted() == ["panel", "panel2"])
    let first = try #require(result.config.panels["panel"]?.appearance)
    let second = try #require(result.config.panels["panel2"]?.appearance)
    #expect(first.surface.cornerRadius == 8 && second.surface.cornerRadius == 24)
    #expect(first.surface.backgroundColor.alpha == 0 && first.surface.shadows.count == 1)
    #expect(first.surface.cornerCurve == .continuous && second.surface.cornerCurve == .continuous)  // as upstream's .transparent sets it
    #expect(result.skips.map { $0.replacingOccurrences(of: path, with: "M") }.filter { $0.contains("ContentMode") }
      == ["M:17: skipped `.floatingPanelContentMode(.fitToBounds)`: the config has no content mode or content inset adjustment (the playground's content fills the panel)",
          "M:23: skipped `.floatingPanelContentMode(.static)`: the config has no content mode or content inset adjustment (the playground's content fills the panel)"])
    #expect(result.notes.count == 1 && result.notes[0].hasPrefix(path + ":11: note: the files declare no FloatingPanelLayout: panel, panel2 have FloatingPanel's default layout"))
  }

  @Test("upstream's Maps-SwiftUI: the surface is the app's `.phone` appearance (continuous radius 8, clear), read once")
  func mapsSwiftUI() throws {
    let dir = SwiftImporterTests.examples + "/Maps-SwiftUI/Maps"
    let result = try SwiftImporter.importPanels([
      try SwiftImporterTests.source(dir + "/MapsApp.swift"), try SwiftImporterTests.source(dir + "/SurfaceAppearance+phone.swift"),
    ])
    let panel = try #require(result.config.panels["panel"])
    #expect(panel.appearance?.surface.cornerRadius == 8 && panel.appearance?.surface.backgroundColor.alpha == 0)
    #expect(panel.appearance?.surface.cornerCurve == .continuous)
    #expect(!result.skips.contains { $0.contains("pairs with no layout") }, "\(result.skips)")
  }
}
#endif
