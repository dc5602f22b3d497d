import PlaygroundCore
import PlaygroundTuning
import StrictJSON

/// A seeded generator of hostile replay scripts and configs: valid documents mutated with
/// strings that end lines or comments (`\r`, `\u{2028}`, `*/`), control characters, quotes and
/// backslashes, extreme and malformed numbers, `null`s, duplicate keys, trailing commas, deep
/// nesting, truncation and invalid UTF-8. The same seed gives the same cases on every machine.
///
/// ```swift
/// var g = HostileInput(seed: 42)
/// let bytes = g.script()          // a mutated replay script
/// let config = g.config()         // a mutated config file
/// ```
package struct HostileInput {
  private var state: UInt64

  /// A generator; `seed` picks the sequence.
  package init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  /// SplitMix64.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<n`.
  package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }

  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// Pieces that break naive escaping.
  static let pieces: [String] = [
    "\n", "\r", "\r\n", "\u{0}", "\u{1}", "\u{7}", "\u{B}", "\u{C}", "\u{1B}[2J", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}",
    "*/", "/*", "//", "\"", "\\", "\\(", "#", "\"\"\"", "func pwned() {}", "}", "{", "é", "😀", "\t", " ", "search",
    "half", "a", "Z", "-", "_", "9", "\u{FEFF}", "\u{202E}", "<script>", "%s%n", "../../etc/passwd",
    "\u{2066}", "\u{2069}", "\u{200F}", "\u{61C}",
  ]

  /// A string of 1–6 hostile pieces (sometimes a very long one).
  package mutating func hostileString() -> String {
    if below(40) == 0 { return String(repeating: pick(["a", "é", "\n"]), count: 10_000) }
    var s = ""
    for _ in 0...below(6) { s += pick(Self.pieces) }
    return s
  }

  /// Numbers that are extreme, non-integral, or not JSON at all.
  static let numbers: [String] = [
    "1e308", "-1e308", "1e-320", "0", "-0", "750.5", "9223372036854775808", "1e30", "1e999", "-1e999", "NaN",
    "Infinity", "0x10", "01", "1.", ".5", "+1", "1e", "3600", "1000", "1e-160", "100001", "-5", "2.5e-300",
    "5e-324", "-2.2e-308",
  ]

  /// A mutated replay script.
  package mutating func script() -> [UInt8] {
    let base: [(String, String)] = [
      ("viewport", #"{"width": 390, "height": 844}"#), ("safeArea", #"{"top": 47, "bottom": 34}"#), ("scale", "3"),
      ("fps", "60"),
      ("panel", #"{"position": "bottom", "initialState": "half", "anchors": {"full": {"inset": 18, "edge": "top"}, "half": {"fraction": 0.5, "edge": "bottom"}, "peek": {"order": 750, "fraction": 0.7, "edge": "bottom"}}, "backdropAlpha": {"full": 0.3}, "behavior": {"springResponseTime": 0.4, "projectMomentum": ["full"]}, "removalEnabled": true}"#),
      ("script", #"[{"at": 0.1, "do": "down", "x": 187, "y": 430}, {"at": 0.116, "do": "drag", "x": 187, "y": 300}, {"at": 0.133, "do": "up", "x": 187, "y": 200, "velocity": -900}, {"at": 0.5, "do": "move", "to": "peek", "animated": true}, {"at": 0.7, "do": "hide"}, {"at": 0.8, "do": "show", "animated": false}]"#),
      ("until", "1.5"),
    ]
    return mutate(base)
  }

  /// A mutated config file.
  package mutating func config() -> [UInt8] {
    let base: [(String, String)] = [
      ("description", #""Snappy search panel""#),
      ("panels", #"{"search": {"position": "bottom", "initialState": "half", "anchors": {"full": {"inset": 18, "edge": "top"}, "half": {"fraction": 0.5, "edge": "bottom"}, "peek": {"order": 750, "fraction": 0.7, "edge": "bottom"}}, "backdropAlpha": {"full": 0.3}, "behavior": {"springResponseTime": 0.3, "springDecelerationRate": 0.985, "rubberBand": {"low": true}, "projectMomentum": ["peek"], "minimumFlickVelocityToAdvance": 400}}, "detail": {"position": "right", "initialState": "full"}}"#),
    ]
    return mutate(base)
  }

  private mutating func mutate(_ base: [(String, String)]) -> [UInt8] {
    var members = base
    for _ in 0...below(3) {
      let k = below(members.count)
      switch below(10) {
      case 0: members[k].1 = replacingString(in: members[k].1)
      case 1: members[k].1 = replacingNumber(in: members[k].1)
      case 2: members[k].1 = "null"
      case 3: members.append((members[k].0, members[k].1))  // duplicate key
      case 4: members[k].0 = hostileString()
      case 5: members[k].1 = pick(["\"text\"", "[]", "{}", "true", "[1, 2,]", "{\"a\": 1,}"])
      case 6: members[k].1 = String(repeating: "[", count: 10 + below(200)) + String(repeating: "]", count: below(220))
      case 7: members[k].1 = replacingString(in: replacingNumber(in: members[k].1))
      case 8: members.remove(at: k)
      default: members[k].1 = replacingNumber(in: replacingNumber(in: members[k].1))
      }
      if members.isEmpty { break }
    }
    let text = "{" + members.map { "\(Self.quote($0.0)): \($0.1)" }.joined(separator: ", ") + (below(12) == 0 ? ",}" : "}")
    var bytes = Array(text.utf8)
    switch below(12) {
    case 0: bytes = Array(bytes.prefix(below(bytes.count + 1)))
    case 1: if !bytes.isEmpty { bytes[below(bytes.count)] = UInt8(truncatingIfNeeded: next()) }
    case 2: bytes.insert(contentsOf: [0xC3, 0x28, 0xFF], at: below(bytes.count + 1))
    default: break
    }
    return bytes
  }

  /// Replaces one JSON string token in `json` with a hostile string (JSON-escaped, so the document
  /// stays well-formed).
  private mutating func replacingString(in json: String) -> String {
    let parts = json.split(separator: "\"", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return json }
    let index = 1 + 2 * below((parts.count - 1) / 2)
    var out = parts.map(String.init)
    out[index] = String(Self.quote(hostileString()).dropFirst().dropLast())
    return out.joined(separator: "\"")
  }

  /// Replaces one number token in `json` with an extreme or malformed one.
  private mutating func replacingNumber(in json: String) -> String {
    let chars = Array(json)
    var starts: [Int] = []
    var inString = false
    for (i, c) in chars.enumerated() {
      if c == "\"" { inString.toggle() }
      if !inString, c.isNumber || c == "-", i == 0 || !(chars[i - 1].isNumber || chars[i - 1] == "." || chars[i - 1] == "e") {
        starts.append(i)
      }
    }
    guard !starts.isEmpty else { return json }
    let start = pick(starts)
    var end = start
    while end < chars.count, chars[end].isNumber || "-+.eE".contains(chars[end]) { end += 1 }
    return String(chars[..<start]) + pick(Self.numbers) + String(chars[end...])
  }

  static func quote(_ s: String) -> String { OrderedJSON.quote(s) }
}
