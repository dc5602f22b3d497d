import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// Configs of the user-panel tests.
enum UserPanelFixtures {
  /// The scene's three panels with every field of the format set: anchors of every kind
  /// (absolute, fractional, superview and safe-area guides, a custom state), backdrop alphas,
  /// margins, padding, a fixed placement, a look with two shadows, a border and a custom grabber,
  /// a backdrop colour, and behaviour fields.
  static let everyField = """
    {
      "description": "every field",
      "panels": {
        "search": {
          "position": "bottom",
          "initialState": "half",
          "anchors": {
            "full": {"inset": 30, "edge": "top", "guide": "superview"},
            "lastQuart": {"fraction": 0.3, "edge": "top", "guide": "safeArea", "order": 750},
            "half": {"fraction": 0.45, "edge": "bottom", "guide": "safeArea"},
            "tip": {"inset": 90, "edge": "bottom", "guide": "safeArea"}
          },
          "backdropAlpha": {"full": 0.35, "lastQuart": 0.15},
          "margins": {"top": 0, "left": 10, "bottom": 14, "right": 10},
          "padding": {"top": 4, "left": 2, "bottom": 6, "right": 2},
          "appearance": {
            "backgroundColor": "#FAF7F0",
            "cornerRadius": 20,
            "shadows": [
              {"color": "#1C2B4A", "opacity": 0.25, "offset": {"x": 0, "y": 8}, "radius": 16, "spread": 3},
              {"color": "#000000", "opacity": 0.1, "offset": {"x": 1, "y": 1}, "radius": 2, "spread": 0}
            ],
            "border": {"color": "#B0B4C0", "width": 1.5},
            "grabber": {"visible": true, "color": "#5E2CA5", "width": 60, "height": 7, "offset": 10},
            "backdropColor": "#102040"
          },
          "behavior": {
            "springResponseTime": 0.3, "springDecelerationRate": 0.985, "momentumProjectionRate": 0.997,
            "projectMomentum": ["full", "tip"], "redirectionalProgress": 0.4,
            "rubberBand": {"low": true, "high": false}, "removalVelocityThreshold": 4, "integrator": "closedForm"
          },
          "removalEnabled": false
        },
        "detail": {
          "position": "bottom",
          "initialState": "half",
          "anchors": {
            "half": {"inset": 420, "edge": "bottom", "guide": "safeArea"},
            "tip": {"inset": 120, "edge": "bottom", "guide": "superview"}
          },
          "backdropAlpha": {},
          "placement": {"length": 300, "inset": 45},
          "appearance": {
            "backgroundColor": "#FFFFFFF2",
            "cornerRadius": 14,
            "shadows": [],
            "border": null,
            "grabber": {"visible": false},
            "backdropColor": "#000000"
          },
          "behavior": {"springResponseTime": 0.45},
          "removalEnabled": true
        },
        "modal": {
          "position": "bottom",
          "initialState": "half",
          "anchors": {"half": {"inset": 320, "edge": "bottom", "guide": "safeArea"}},
          "backdropAlpha": {"half": 0.4},
          "margins": {"top": 0, "left": 20, "bottom": 20, "right": 20},
          "appearance": {
            "backgroundColor": "#F2F2F7",
            "cornerRadius": 28,
            "shadows": [{"color": "#000000", "opacity": 0.3, "offset": {"x": 0, "y": 12}, "radius": 24, "spread": 0}],
            "border": {"color": "#FFFFFF80", "width": 2},
            "grabber": {"visible": true, "color": "#8E8E93", "width": 40, "height": 5, "offset": 8},
            "backdropColor": "#3A0A0A"
          },
          "removalEnabled": true
        }
      }
    }
    """

  /// A directory with `Assets/snapshots` copied into it (for tests that change a copy).
  static func copyOfExampleSnapshots(_ label: String) throws -> String {
    let dir = try TuningFixtures.temporaryDirectory(label)
    try FileManager.default.removeItem(atPath: dir)
    try FileManager.default.copyItem(atPath: TuningFixtures.packageRoot + "/Assets/snapshots", toPath: dir)
    return dir
  }
}
