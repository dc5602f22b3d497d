/// A number with a fixed count of decimals, without Foundation's `String(format:)` (locale-free,
/// and "-0.0" is written "0.0"): the HUD's read-outs and the comments of exported Swift.
///
/// ```swift
/// DecimalText.fixed(3.14159, digits: 2)   // "3.14"
/// DecimalText.fixed(-0.04, digits: 1)     // "0.0"
/// ```
package enum DecimalText {
  /// `v` rounded to `digits` decimals (trailing zeros kept); `nonFinite` for NaN and ±∞.
  package static func fixed(_ v: Double, digits: Int, nonFinite: String = "–") -> String {
    guard v.isFinite else { return nonFinite }
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let r = (abs(v) * p).rounded()
    let whole = Int(r / p), frac = Int(r.truncatingRemainder(dividingBy: p))
    var f = String(frac)
    while f.count < digits { f = "0" + f }
    return (v < 0 && r != 0 ? "-" : "") + "\(whole)" + (digits > 0 ? ".\(f)" : "")
  }
}
