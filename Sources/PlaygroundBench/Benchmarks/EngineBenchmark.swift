import FloatingPanel
import Foundation
import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow

/// Measurements of the engine alone (no SDL): per-panel step cost and replay throughput.
package enum EngineBenchmark {
  /// Nanoseconds per panel per frame while `panels` panels are dragged and released in turn, so
  /// that most frames have every panel moving (a drag move or a spring step).
  package static func measureSteps(panels count: Int, frames: Int) throws -> Percentiles {
    let env = LayoutEnvironment(containerSize: Size(width: 1280, height: 800), scale: 2)
    let container = try FloatingPanelContainer(environment: env)
    var panels: [FloatingPanelController] = []
    for i in 0..<count {
      let p = try FloatingPanelController(name: "p\(i)", layout: FloatingPanelBottomLayout(), environment: env)
      try container.add(p)
      panels.append(p)
    }
    let h = 1.0 / 60
    var samples: [Double] = []
    samples.reserveCapacity(frames / 10)
    let clock = ContinuousClock()
    var batchStart = clock.now
    for n in 0..<frames {
      let t = Double(n) * h
      let phase = n % 90
      for (i, p) in panels.enumerated() {
        let x = 640.0 + Double(i)
        if phase == 0 {
          p.pointerDown(at: Point(x: x, y: p.location + 10), time: t)
        } else if phase < 12 {
          p.pointerMove(to: Point(x: x, y: p.location + (n / 90 % 2 == 0 ? -25 : 25) + 10), time: t)
        } else if phase == 12 {
          p.pointerUp(at: Point(x: x, y: p.location + 10), time: t)
        }
        p.step(h)
      }
      if n % 10 == 9 {
        let now = clock.now
        let ns = (now - batchStart) / .nanoseconds(1)
        samples.append(ns / Double(10 * count))
        batchStart = now
      }
    }
    return Percentiles(samples)
  }

  /// A built-in 10-second script: drags, flicks in both directions, programmatic moves.
  package static let tenSecondScript = """
    {"viewport": {"width": 390, "height": 844}, "scale": 3, "fps": 60,
     "panel": {"position": "bottom", "behavior": {"rubberBand": {"low": true, "high": true}}},
     "script": [
       {"at": 0.5, "do": "down", "x": 195, "y": 440},
       {"at": 0.6, "do": "drag", "x": 195, "y": 400},
       {"at": 0.7, "do": "drag", "x": 195, "y": 300},
       {"at": 0.75, "do": "up", "x": 195, "y": 260},
       {"at": 2.0, "do": "down", "x": 195, "y": 40},
       {"at": 2.1, "do": "drag", "x": 195, "y": 140},
       {"at": 2.2, "do": "up", "x": 195, "y": 260, "velocity": 1800},
       {"at": 3.5, "do": "move", "to": "full", "animated": true},
       {"at": 4.0, "do": "down", "x": 195, "y": 40},
       {"at": 4.05, "do": "drag", "x": 195, "y": 20},
       {"at": 4.2, "do": "drag", "x": 195, "y": -40},
       {"at": 4.3, "do": "up", "x": 195, "y": -40},
       {"at": 5.0, "do": "move", "to": "tip", "animated": true},
       {"at": 6.0, "do": "hide"},
       {"at": 7.0, "do": "show"},
       {"at": 8.0, "do": "down", "x": 195, "y": 440},
       {"at": 8.2, "do": "drag", "x": 195, "y": 600},
       {"at": 8.25, "do": "up", "x": 195, "y": 640, "velocity": 900}
     ],
     "until": 10.0}
    """

  /// Engine milliseconds per run of ``tenSecondScript`` (frames are produced, not printed) and
  /// simulated seconds per wall second.
  package static func measureReplay(runs: Int) throws -> (runMs: Percentiles, throughput: Double) {
    let script = try ReplayScript.decode(Data(tenSecondScript.utf8))
    let clock = ContinuousClock()
    var ms: [Double] = []
    var sink = 0.0
    for _ in 0..<runs {
      let start = clock.now
      let summary = try ReplayRunner(script: script).run { sink += $0.location }
      let d = clock.now - start
      ms.append(d / .milliseconds(1))
      sink += summary.finalLocation
    }
    let stats = Percentiles(ms)
    withExtendedLifetime(sink) {}
    return (stats, 10.0 / (stats.p50 / 1000))
  }
}
