// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import FloatingPanel
import Foundation
import SwiftImport
import Testing

/// Each form of value import-swift understands, in one app file, with the numbers it must give.
@Suite("import-swift: the forms of values")
struct SwiftImporterFormsTests {
  static let app = """
    import FloatingPanel
    extension FloatingPanelState { static let peek = FloatingPanelState(rawValue: "peek", order: 300) }

    final class CardLayout: FloatingPanelLayout {
      var position: FloatingPanelPosition { return .bottom }
      let initialState: FloatingPanelState = .peek
      var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        [
          .full: FloatingPanelLayoutAnchor(absoluteInset: 10 + 8, edge: .top, referenceGuide: .superview),
          .half: FloatingPanelLayoutAnchor(fractionalInset: 1.0 / 2, edge: .bottom, referenceGuide: .safeArea),
          .peek: FloatingPanelLayoutAnchor(absoluteInset: CGFloat(120), edge: .bottom, referenceGuide: .safeArea),
          FloatingPanelState(rawValue: "mini", order: 50): FloatingPanelLayoutAnchor(absoluteInset: 40, edge: .bottom, referenceGuide: .safeArea),
        ]
      }
      func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        switch state {
        case .full: return 0.4
        case .half, .peek: return 0.1
        default: return 0
        }
      }
      func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint] {
        [
          surfaceView.leftAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor, constant: 12),
          surfaceView.widthAnchor.constraint(equalToConstant: 320),
        ]
      }
    }

    struct SheetLayout: FloatingPanelLayout {
      let position: FloatingPanelPosition = .left
      let initialState: FloatingPanelState = .full
      let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .full: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .left, referenceGuide: .superview),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: 44, edge: .left, referenceGuide: .superview),
      ]
      func backdropAlpha(for state: FloatingPanelState) -> CGFloat { state == .full ? 0.5 : 0.0 }
    }

    class SnappyBehavior: FloatingPanelDefaultBehavior {
      override var springDecelerationRate: CGFloat { UIScrollView.DecelerationRate.normal.rawValue - 0.008 }
      override var springResponseTime: CGFloat { 0.25 }
      override var momentumProjectionRate: CGFloat { .fast.rawValue }
      override func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool {
        proposedState == .full || proposedState == .peek
      }
      override func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat { 0.3 }
      override func allowsRubberBanding(for edge: UIRectEdge) -> Bool { return edge == .bottom }
      override var removalInteractionVelocityThreshold: CGFloat { get { return 8 } }
    }

    struct SheetBehavior: FloatingPanelBehavior {
      let responseTime: CGFloat = 0.2
      var springResponseTime: CGFloat { responseTime }
      var springDecelerationRate: CGFloat = 0.97
      func allowsRubberBanding(for edge: UIRectEdge) -> Bool {
        if edge == .left { return true } else { return false }
      }
    }

    @MainActor func makeCardPanel() -> FloatingPanelController {
      let fpc = FloatingPanelController()
      fpc.layout = CardLayout()
      fpc.behavior = SnappyBehavior()
      fpc.isRemovalInteractionEnabled = true
      fpc.surfaceView.containerMargins = UIEdgeInsets(top: 0, left: 8, bottom: 8, right: 8)
      fpc.surfaceView.grabberHandleSize = CGSize(width: 40, height: 4)
      let appearance = SurfaceAppearance()
      appearance.cornerRadius = 14
      appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      appearance.borderWidth = 2
      appearance.borderColor = UIColor.black.withAlphaComponent(0.5)
      let shadow = SurfaceAppearance.Shadow()
      shadow.color = .black
      shadow.offset = CGSize(width: 0, height: 4)
      shadow.radius = 10
      shadow.opacity = 0.3
      appearance.shadows = [shadow]
      fpc.surfaceView.appearance = appearance
      return fpc
    }
    """

  @Test("anchors with arithmetic, CGFloat(…), a custom state declared in an extension and one made inline")
  func layout() throws {
    let card = try #require(try SwiftImporterTests.run(Self.app).config.panels["card"])
    #expect(card.position == .bottom && card.initialState == "peek")
    #expect(card.anchors?["full"]?.anchor == FloatingPanelLayoutAnchor(absoluteInset: 18, edge: .top, referenceGuide: .superview))
    #expect(card.anchors?["half"]?.anchor == FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea))
    #expect(card.anchors?["peek"] == PanelConfig.Anchor(FloatingPanelLayoutAnchor(absoluteInset: 120, edge: .bottom, referenceGuide: .safeArea), order: 300))
    #expect(card.anchors?["mini"]?.order == 50)
    #expect(card.backdropAlpha == ["full": 0.4, "half": 0.1, "peek": 0.1])
    #expect(card.placement == .fixed(length: 320, inset: 12))
  }

  @Test("a behaviour paired by the function that gives the controller both: rates, projection per state, rubber band per edge")
  func behavior() throws {
    let b = try #require(try SwiftImporterTests.run(Self.app).config.panels["card"]).behavior
    #expect(abs(b.springDecelerationRate - 0.99) < 1e-12)
    #expect(b.springResponseTime == 0.25 && b.momentumProjectionRate == 0.99 && b.redirectionalProgress == 0.3)
    #expect(b.projectMomentum == .states(["full", "peek"]))
    #expect(!b.rubberBandLow && b.rubberBandHigh)
    #expect(b.removalVelocityThreshold == 8)
  }

  @Test("a ternary backdrop, an if over edges of a left panel, and a stored let read by name")
  func sheet() throws {
    let result = try SwiftImporterTests.run(Self.app)
    let sheet = try #require(result.config.panels["sheet"])
    #expect(sheet.backdropAlpha == ["full": 0.5])
    #expect(sheet.behavior.springDecelerationRate == 0.97)
    #expect(sheet.behavior.springResponseTime == 0.2)  // `responseTime`, a stored let of the type
    #expect(sheet.behavior.rubberBandLow && !sheet.behavior.rubberBandHigh)
    #expect(result.skips.isEmpty)
  }

  @Test("the surface a function sets up: appearance, border, shadow, margins, grabber, removal")
  func surface() throws {
    let card = try #require(try SwiftImporterTests.run(Self.app).config.panels["card"])
    let look = try #require(card.appearance)
    #expect(look.surface.cornerRadius == 14 && look.surface.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(look.surface.border?.width == 2 && PanelAppearance.hex(look.surface.border?.color ?? .white) == "#00000080")
    #expect(look.surface.shadows == [SurfaceAppearance.Shadow(color: .black, offset: Point(x: 0, y: 4), opacity: 0.3, radius: 10, spread: 0)])
    #expect(look.surface.grabberSize == Size(width: 40, height: 4))
    #expect(card.margins == EdgeInsets(top: 0, left: 8, bottom: 8, right: 8))
    #expect(card.removalEnabled)
    // The sheet has no surface of its own: the card's appearance is claimed by the card.
    #expect(try SwiftImporterTests.run(Self.app).config.panels["sheet"]?.appearance == nil)
  }

  @Test("the config is one a file holds: it writes, decodes and equals itself")
  func roundTripsThroughJSON() throws {
    let config = try SwiftImporterTests.run(Self.app).config
    #expect(try PlaygroundConfig.decode(config.jsonText()) == config)
  }
}
#endif
