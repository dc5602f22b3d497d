import FloatingPanel
import Foundation
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow

/// A gesture made in the window's scene and the same gesture written as a replay script move the
/// panel identically, frame by frame, on every edge: the window's input path (scene → container)
/// adds nothing to the engine's motion.
@Suite("window gesture ≡ replay script")
struct WindowReplayParityTests {
  static let size = Size(width: 390, height: 844)

  /// One pointer event of the gesture, at a frame time.
  enum Step {
    case down(Point), drag(Point), up(Point)
  }

  /// A grab at the grabber, 10 frames of 20-pt moves toward more expanded, a release.
  static func gesture(start: Point, position: FloatingPanelPosition) -> [(t: Double, step: Step)] {
    let d: (Double, Double)
    switch position {
    case .bottom: d = (0, -20)
    case .top: d = (0, 20)
    case .left: d = (20, 0)
    case .right: d = (-20, 0)
    }
    var out: [(Double, Step)] = [(6.0 / 60, .down(start))]
    var p = start
    for i in 1...10 {
      p = Point(x: p.x + d.0, y: p.y + d.1)
      out.append((Double(6 + i) / 60, .drag(p)))
    }
    out.append((17.0 / 60, .up(p)))
    return out
  }

  /// The script of `gesture` for a panel at `position` with the scene's search layout.
  static func script(_ gesture: [(t: Double, step: Step)], position: FloatingPanelPosition) -> String {
    var anchors = ""
    if !position.isVertical {
      let e = position.rawValue
      anchors = """
        "anchors": {"full": {"inset": 375, "edge": "\(e)", "guide": "safeArea"},
                    "half": {"inset": 260, "edge": "\(e)", "guide": "safeArea"},
                    "tip": {"inset": 69, "edge": "\(e)", "guide": "safeArea"}},
        """
    }
    let events = gesture.map { g -> String in
      switch g.step {
      case .down(let p): return #"{"at": \#(g.t), "do": "down", "x": \#(p.x), "y": \#(p.y)}"#
      case .drag(let p): return #"{"at": \#(g.t), "do": "drag", "x": \#(p.x), "y": \#(p.y)}"#
      case .up(let p): return #"{"at": \#(g.t), "do": "up", "x": \#(p.x), "y": \#(p.y)}"#
      }
    }
    return """
      {"viewport": {"width": 390, "height": 844}, "scale": 1, "fps": 60,
       "panel": {"position": "\(position.rawValue)", "initialState": "half", \(anchors) "backdropAlpha": {}},
       "script": [\(events.joined(separator: ", "))],
       "until": 2.0}
      """
  }

  @Test("the search panel's locations match the replay's to the bit", arguments: [
    FloatingPanelPosition.bottom, .top, .left, .right,
  ])
  func parity(position: FloatingPanelPosition) throws {
    let scene = try PlaygroundScene(size: Self.size, position: position)
    let band = scene.search.grabberBand
    let gesture = Self.gesture(start: Point(x: band.midX, y: band.midY), position: position)
    let replay = try ReplayRunner(script: ReplayScript.decode(Data(Self.script(gesture, position: position).utf8))).run()

    var pending = gesture[...]
    var locations: [Double] = []
    for n in 0..<replay.frames.count {
      let t = Double(n) / 60
      while let g = pending.first, g.t <= t {
        pending = pending.dropFirst()
        switch g.step {
        case .down(let p): scene.pointerDown(at: p, time: g.t)
        case .drag(let p): scene.pointerMove(to: p, time: g.t)
        case .up(let p): scene.pointerUp(at: p, time: g.t)
        }
      }
      scene.step()
      locations.append(scene.search.location)
    }
    #expect(locations == replay.frames.map(\.location))
    #expect(scene.search.state.rawValue == replay.summary.finalState)
    #expect(scene.search.state == .full)  // 200 pt toward full at 1200 pt/s: the gesture does move it
    #expect(scene.lastRelease?.stateAfter == .full)
  }
}
