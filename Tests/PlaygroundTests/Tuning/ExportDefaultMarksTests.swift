import ConfigFormat
import Foundation
import SwiftSource
import Testing

/// Issue 30, item 3: an export says which behaviour values are FloatingPanel's defaults (an import
/// writes every field; those its source did not set keep the default), and says it once for a
/// behaviour that is the default as a whole.
@Suite("export-swift: FloatingPanel's defaults are marked")
struct ExportDefaultMarksTests {
  /// One panel whose behaviour sets only the response time (0.3) and the top rubber band.
  static let config = """
    {"panels": {"search": {"position": "bottom", "behavior": {"springResponseTime": 0.3, "rubberBand": {"low": true}}}}}
    """

  @Test("uikit: every untuned value ends with the comment; the tuned response time and rubber band do not")
  func uikit() throws {
    let s = try UpstreamExport(config: try PlaygroundConfig.decode(Self.config), target: .uikit, origin: "c.json").source
    #expect(s.contains("  var springDecelerationRate: CGFloat { 0.991 }  // FloatingPanel's default\n"))
    #expect(s.contains("  var springResponseTime: CGFloat { 0.3 }\n"))
    #expect(s.contains("  var momentumProjectionRate: CGFloat { 0.998 }  // FloatingPanel's default\n"))
    #expect(s.contains("    false  // FloatingPanel's default\n  }\n  func redirectionalProgress"))
    #expect(s.contains("    0.5  // FloatingPanel's default\n  }\n"))
    #expect(s.contains("  func allowsRubberBanding(for edge: UIRectEdge) -> Bool {\n    edge == .top\n  }\n"))
    #expect(s.contains("  var removalInteractionVelocityThreshold: CGFloat { 5.5 }  // FloatingPanel's default\n"))
    #expect(!s.contains("FloatingPanel's default behaviour: the config tunes none of it."))
  }

  @Test("engine: the same marks, the integrator too")
  func engine() throws {
    let s = try SwiftExporter.source(for: try PlaygroundConfig.decode(Self.config), origin: "c.json")
    #expect(s.contains("  var springResponseTime: Double { 0.3 }\n"))
    #expect(s.contains("  var springDecelerationRate: Double { 0.991 }  // FloatingPanel's default\n"))
    #expect(s.contains("  var springIntegrator: SpringIntegrator { .numeric }  // FloatingPanel's default\n"))
    #expect(s.contains("-> Bool { edge == .top }\n"))
  }

  @Test("a behaviour that is the default as a whole is said once, with no mark on its lines")
  func wholeDefault() throws {
    let config = try PlaygroundConfig.decode(#"{"panels": {"search": {"position": "bottom"}}}"#)
    for s in [try UpstreamExport(config: config, target: .uikit, origin: "c.json").source, try SwiftExporter.source(for: config, origin: "c.json")] {
      #expect(s.contains("/// FloatingPanel's default behaviour: the config tunes none of it.\n"))
      #expect(!s.contains("  // FloatingPanel's default\n"))
    }
  }
}
