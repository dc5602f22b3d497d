import FloatingPanel

// This file is compiled twice: into the tests, and copied as-is into the package that
// ExportSwiftTests builds from the exported source, so both run exactly the same gesture.

/// The fixed gesture: four drags with explicit release velocities, 90 frames of 1/60 s after
/// each, one line per frame.
func runGesture(_ panel: FloatingPanelController) -> [String] {
  var out: [String] = []
  let sign = panel.position.expandingSign
  let h = 1.0 / 60
  var t = 0.0
  func point(_ main: Double) -> Point {
    let f = panel.surfaceFrame
    return panel.position.isVertical ? Point(x: f.minX + f.width / 2, y: main) : Point(x: main, y: f.minY + f.height / 2)
  }
  let gestures: [(Double, Double)] = [(sign * 30, sign * 450), (-sign * 40, -sign * 350), (-sign * 10, -sign * 2500), (sign * 12, sign * 1200)]
  for (g, (distance, velocity)) in gestures.enumerated() {
    let start = panel.location - 10 * sign
    _ = panel.pointerDown(at: point(start), time: t)
    for i in 1...5 {
      t += 0.016
      panel.pointerMove(to: point(start + distance * Double(i) / 5), time: t)
    }
    _ = panel.pointerUp(at: point(start + distance), time: t, velocity: velocity)
    for n in 0..<90 {
      t += h
      panel.step(h)
      out.append("\(panel.name) \(g) \(n) \(panel.location) \(panel.state.rawValue) \(panel.phase.rawValue)")
    }
  }
  return out
}
