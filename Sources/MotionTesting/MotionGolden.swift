/// A motion golden: the frames of a panel's motion and their summary, as a small text file that
/// diffs well in a pull request (one line per frame, fixed columns, the summary on top).
///
/// ```text
/// # FloatingPanel motion golden: `playground motion record` writes it, `verify` compares with it.
/// motion-golden 1
/// case flick-to-full
/// displayRate 60
/// viewport 375x667
/// position bottom
/// frames 241
/// finalState lastQuart
/// finalLocation 500.250
/// overshoot 8.312
/// settleTime 0.450
/// peakVelocity 2197.30
/// #  frame         t    location    velocity   alpha  state
///        0  0.000000     333.500        0.00  0.0000  half
/// ```
package struct MotionGolden: Equatable, Sendable {
  /// The case's name.
  package var name: String
  /// Frames per second of the clock (60 or 120 for a display rate).
  package var displayRate: Int
  /// The viewport, `WIDTHxHEIGHT` in points (informative).
  package var viewport: String?
  /// The panel's position (informative).
  package var position: String?
  /// The summary figures.
  package var summary: MotionSummary
  /// The frames, frame n at index n.
  package var frames: [MotionFrame]

  /// Creates a golden.
  package init(name: String, displayRate: Int, viewport: String?, position: String?, summary: MotionSummary, frames: [MotionFrame]) {
    self.name = name
    self.displayRate = displayRate
    self.viewport = viewport
    self.position = position
    self.summary = summary
    self.frames = frames
  }

  /// The format's version (the second line, `motion-golden 1`).
  package static let version = 1
  /// Decimals written: time, location, velocity, alpha, settle time.
  static let digits = (t: 6, location: 3, velocity: 2, alpha: 4, seconds: 3)

  /// The golden with every number rounded as ``text`` writes it (what reading the text gives).
  package func rounded() -> MotionGolden {
    var g = self
    let d = Self.digits
    g.frames = frames.map {
      MotionFrame(
        t: GoldenNumber.rounded($0.t, digits: d.t), location: GoldenNumber.rounded($0.location, digits: d.location),
        velocity: GoldenNumber.rounded($0.velocity, digits: d.velocity), state: $0.state,
        backdropAlpha: GoldenNumber.rounded($0.backdropAlpha, digits: d.alpha))
    }
    g.summary.finalLocation = GoldenNumber.rounded(summary.finalLocation, digits: d.location)
    g.summary.overshoot = GoldenNumber.rounded(summary.overshoot, digits: d.location)
    g.summary.settleTime = summary.settleTime.map { GoldenNumber.rounded($0, digits: d.seconds) }
    g.summary.peakVelocity = GoldenNumber.rounded(summary.peakVelocity, digits: d.velocity)
    return g
  }

  /// The file's text (ends with a newline).
  package var text: String {
    let d = Self.digits
    var out = "# FloatingPanel motion golden: `playground motion record` writes it, `verify` compares with it.\n"
    out += "motion-golden \(Self.version)\ncase \(name)\ndisplayRate \(displayRate)\n"
    if let viewport { out += "viewport \(viewport)\n" }
    if let position { out += "position \(position)\n" }
    out += "frames \(frames.count)\n"
    out += "finalState \(summary.finalState)\n"
    out += "finalLocation \(GoldenNumber.fixed(summary.finalLocation, digits: d.location))\n"
    out += "overshoot \(GoldenNumber.fixed(summary.overshoot, digits: d.location))\n"
    out += "settleTime \(summary.settleTime.map { GoldenNumber.fixed($0, digits: d.seconds) } ?? "none")\n"
    out += "peakVelocity \(GoldenNumber.fixed(summary.peakVelocity, digits: d.velocity))\n"
    out += "#  frame         t    location    velocity   alpha  state\n"
    out.reserveCapacity(out.utf8.count + frames.count * 56)
    for (n, f) in frames.enumerated() {
      out += Self.pad("\(n)", 8) + Self.pad(GoldenNumber.fixed(f.t, digits: d.t), 10)
        + Self.pad(GoldenNumber.fixed(f.location, digits: d.location), 12)
        + Self.pad(GoldenNumber.fixed(f.velocity, digits: d.velocity), 12)
        + Self.pad(GoldenNumber.fixed(f.backdropAlpha, digits: d.alpha), 8) + "  " + f.state + "\n"
    }
    return out
  }

  private static func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? " " + s : String(repeating: " ", count: width - s.count) + s
  }
}
