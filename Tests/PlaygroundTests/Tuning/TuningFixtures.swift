import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

/// Shared helpers of the tuning tests: temporary directories and a sample config.
enum TuningFixtures {
  /// A new empty directory under the system temp dir; remove it with `cleanup`.
  static func temporaryDirectory(_ label: String) throws -> String {
    let path = NSTemporaryDirectory() + "tuning-\(label)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func cleanup(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

  /// Polls `w` until it reports something, blocking on the inotify descriptor of `files` between
  /// polls (poll(2): no sleeping); nil when nothing came within 3 s.
  static func waitForEvent(_ w: ConfigWatcher, _ files: InotifyFileWatcher) -> ConfigWatcher.Event? {
    let deadline = ContinuousClock.now + .seconds(3)
    while ContinuousClock.now < deadline {
      if let e = w.poll() { return e }
      guard files.wait(timeout: 3) else { return nil }
    }
    return nil
  }

  /// A default bottom panel (390 × 844 at scale 3) flicked up from half at −1500 pt/s, stepped
  /// `frames` frames at 60 Hz with a motion recorder; returns the panel and the recorder.
  static func flickUp(frames: Int) throws -> (FloatingPanelController, MotionRecorder) {
    let env = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3)
    let panel = try FloatingPanelController(layout: FloatingPanelBottomLayout(), environment: env)
    let recorder = MotionRecorder()
    let h = 1.0 / 60
    var t = 0.0
    panel.pointerDown(at: Point(x: 195, y: panel.location + 10), time: t)
    panel.pointerMove(to: Point(x: 195, y: panel.location - 40), time: t + 0.016)
    panel.pointerUp(at: Point(x: 195, y: panel.location - 40), time: t + 0.032, velocity: -1500)
    for _ in 0..<frames {
      t += h
      panel.step(h)
      recorder.record(panel, time: t)
    }
    return (panel, recorder)
  }

  /// The package root (for Assets/ and the export test's path dependency).
  static var packageRoot: String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }  // Tuning, PlaygroundTests, Tests, file
    return url.path
  }

  /// Two panels exercising every field: custom anchors with a custom state, rubber banding,
  /// projection to named states, the closed-form integrator, the flick rule, removal, the engine's
  /// rushing-forward and threshold policies and the show/hide/move springs.
  static let sample = """
    {
      "description": "sample",
      "panels": {
        "search": {
          "position": "bottom",
          "initialState": "half",
          "anchors": {
            "full": {"inset": 20, "edge": "top", "guide": "superview"},
            "half": {"fraction": 0.5, "edge": "bottom"},
            "lastQuart": {"fraction": 0.25, "edge": "top", "order": 750},
            "tip": {"inset": 69, "edge": "bottom"}
          },
          "backdropAlpha": {"full": 0.3, "lastQuart": 0.1},
          "behavior": {
            "springResponseTime": 0.3,
            "springDecelerationRate": 0.985,
            "redirectionalProgress": 0.4,
            "rubberBand": {"low": true, "high": false},
            "integrator": "closedForm",
            "minimumFlickVelocityToAdvance": 400
          }
        },
        "side-detail": {
          "position": "left",
          "initialState": "full",
          "backdropAlpha": {},
          "behavior": {
            "springResponseTime": 0.5,
            "springDecelerationRate": 0.99,
            "momentumProjectionRate": 0.997,
            "projectMomentum": ["tip"],
            "rubberBand": {"low": true, "high": true},
            "removalVelocityThreshold": 4,
            "targetPolicy": {"rushingForward": {"minimumVelocity": 300}},
            "dismissalPolicy": {"threshold": {"velocity": 2000, "position": "none"}},
            "presentingSpring": {"response": 0.3, "dampingRatio": 0.9},
            "dismissingSpring": {"duration": 0.3, "bounce": 0},
            "movingSpring": {"duration": 0.5, "bounce": 0.2},
            "translationFunction": {"rubberBand": {"factor": 0.4, "bouncesAtMinimumHeight": false}}
          },
          "removalEnabled": true
        }
      }
    }
    """
}
