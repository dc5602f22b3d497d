/// One frame of a panel's motion as a motion golden stores it: time, location, velocity, state
/// and backdrop alpha.
///
/// ```swift
/// let frame = MotionFrame(t: 0.25, location: 120.5, velocity: -840.25, state: "full", backdropAlpha: 0.3)
/// ```
package struct MotionFrame: Equatable, Sendable {
  /// Time in seconds (frame n at n / display rate).
  package var t: Double
  /// The surface location in points (FloatingPanel's `location`: the edge the panel moves by).
  package var location: Double
  /// Main-axis velocity in pt/s: the spring's while it attracts, the frame-to-frame speed
  /// otherwise (0 at rest).
  package var velocity: Double
  /// The current state's name.
  package var state: String
  /// The backdrop's alpha, 0…1.
  package var backdropAlpha: Double

  /// Creates a frame.
  package init(t: Double, location: Double, velocity: Double, state: String, backdropAlpha: Double) {
    self.t = t
    self.location = location
    self.velocity = velocity
    self.state = state
    self.backdropAlpha = backdropAlpha
  }
}

/// Fixed-decimal text without Foundation's locale (and "-0.000" written "0.000"): the numbers
/// of a golden.
package enum GoldenNumber {
  /// `v` rounded to `digits` decimals; "nan" for a non-finite value.
  package static func fixed(_ v: Double, digits: Int) -> String {
    guard v.isFinite else { return "nan" }
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let r = (abs(v) * p).rounded()
    guard r < 9e15 else { return v < 0 ? "-\(r / p)" : "\(r / p)" }
    let whole = Int(r / p), frac = Int(r.truncatingRemainder(dividingBy: p))
    var f = String(frac)
    while f.count < digits { f = "0" + f }
    return (v < 0 && r != 0 ? "-" : "") + "\(whole)" + (digits > 0 ? ".\(f)" : "")
  }

  /// `v` rounded to `digits` decimals, as the text would give it back.
  package static func rounded(_ v: Double, digits: Int) -> Double {
    Double(fixed(v, digits: digits)) ?? v
  }
}
