// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import FloatingPanel
import Foundation
import SwiftImport
import Testing

/// What a controller is given outside the layout (in place, through `self`, in a subclass), and
/// methods matched to upstream's requirements by signature, not by name.
@Suite("import-swift: controllers and requirements")
struct SwiftImporterControllerTests {
  static func run(_ text: String) throws -> SwiftImporter.Result { try SwiftImporterTests.run(text) }

  static let layout = """
    class SheetLayout: FloatingPanelLayout {
        let position: FloatingPanelPosition = .bottom
        let initialState: FloatingPanelState = .half
        let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
            .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        ]
    }
    """

  @Test("upstream's Stocks example: the appearance changed in place (corner radius, no shadows, border colour; its width is a line)")
  func stocksInPlace() throws {
    let path = SwiftImporterTests.examples + "/Stocks/Stocks/MainViewController.swift"
    let result = try SwiftImporter.importPanels([try SwiftImporterTests.source(path)])
    let look = try #require(result.config.panels.values.first?.appearance?.surface)
    #expect(look.cornerRadius == 24 && look.shadows.isEmpty)
    #expect(result.skips.contains { $0.hasPrefix(path + ":28: skipped ") && $0.contains("displayScale") })
  }

  @Test("a FloatingPanelController subclass: layout, removal and grabber set through self")
  func subclass() throws {
    let result = try Self.run(Self.layout + """

      final class SheetController: FloatingPanelController {
          override init() {
              super.init()
              layout = SheetLayout()
              self.isRemovalInteractionEnabled = true
              surfaceView.grabberHandle.isHidden = true
              surfaceView.appearance.cornerRadius = 20
          }
      }
      """)
    let sheet = try #require(result.config.panels["sheet"])
    #expect(sheet.removalEnabled && sheet.appearance?.surface.showsGrabber == false)
    #expect(sheet.appearance?.surface.cornerRadius == 20)
    #expect(result.skips.isEmpty)
  }

  @Test("settings in a setup closure (`$0.…`) and through self")
  func closure() throws {
    let result = try Self.run(Self.layout + """

      final class Host: UIViewController {
          lazy var panel = FloatingPanelController().then {
              $0.layout = SheetLayout()
              $0.isRemovalInteractionEnabled = true
              $0.surfaceView.appearance.shadows = []
          }
      }
      """)
    let sheet = try #require(result.config.panels["sheet"])
    #expect(sheet.removalEnabled && sheet.appearance?.surface.shadows.isEmpty == true)
  }

  @Test("shouldProjectMomentum(_:for: CGPoint) is not the requirement: one line, the default kept")
  func signatureNotRequirement() throws {
    let result = try Self.run(Self.layout + """

      class SheetBehavior: FloatingPanelBehavior {
          func shouldProjectMomentum(_ fpc: FloatingPanelController, for point: CGPoint) -> Bool { true }
          func allowsRubberBanding(for edge: UIRectEdge) -> Bool { true }
      }
      """)
    let sheet = try #require(result.config.panels["sheet"])
    #expect(sheet.behavior.projectMomentum == BehaviorConfig().projectMomentum)
    #expect(sheet.behavior.rubberBandLow && sheet.behavior.rubberBandHigh)
    #expect(result.skips.count == 1)
    #expect(result.skips[0].contains("shouldProjectMomentum(_: FloatingPanelController, for: CGPoint): not upstream's requirement shouldProjectMomentum(_: FloatingPanelController, to: FloatingPanelState)"))
  }

  @Test("1.x's shouldProjectMomentum(_:for: FloatingPanelPosition) is its requirement")
  func version1Signature() throws {
    let result = try Self.run(Self.layout + """

      class SheetBehavior: FloatingPanelBehavior {
          func shouldProjectMomentum(_ fpc: FloatingPanelController, for proposedTargetPosition: FloatingPanelPosition) -> Bool {
              return proposedTargetPosition == .full
          }
      }
      """)
    #expect(result.config.panels["sheet"]?.behavior.projectMomentum == .states(["full"]))
    #expect(result.skips.isEmpty)
  }
}
#endif
