import StrictJSON
import Testing

@Suite("strict JSON numbers: the fast path gives the same Double as parsing the text")
struct StrictJSONNumberTests {
  @Test("20000 seeded numbers (integers, decimals, exponents, long mantissas) parse bit-identically to Double(text)")
  func sameBits() throws {
    var g = SeededNumbers(seed: 99)
    for _ in 0..<20000 {
      let whole = String(g.next() % 1_000_000_000_000)
      var text = (g.below(3) == 0 ? "-" : "") + (g.below(4) == 0 ? "0" : whole)
      if g.below(2) == 0 { text += "." + String(g.next() % 100_000_000_000_000_000).prefix(1 + g.below(20)) }
      if g.below(6) == 0 { text += "e" + String(g.below(40) - 20) }
      guard case .number(let v) = try StrictJSON.parse(Array(text.utf8)) else { Issue.record("\(text) is not a number"); return }
      #expect(v.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }
}

/// SplitMix64, the same sequence as the fuzzer's `HostileInput` for the same seed, so this suite
/// reads the same 20000 numbers it did when it lived with the fuzzer.
struct SeededNumbers {
  private var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<n`.
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
}
