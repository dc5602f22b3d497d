import Foundation

/// A JSON value whose objects keep their key order, written pretty-printed (two-space indent)
/// with small objects on one line, so a saved config reads like a hand-written one and the same
/// config always gives the same bytes. Replay lines and bench results are inline objects.
///
/// ```swift
/// OrderedJSON.object([("frame", .int(7)), ("t", .decimal(0.1166667, digits: 6))], inline: true).text()
/// // {"frame": 7, "t": 0.116667}
/// ```
public enum OrderedJSON: Equatable {
  /// A string, escaped.
  case string(String)
  /// A number in its shortest round-trip form, integral values without a fraction (`18`).
  case number(Double)
  /// A number in Swift's shortest round-trip form (`18.0`); `null` when not finite.
  case float(Double)
  /// A number with exactly `digits` decimals (`0.116667`).
  case decimal(Double, digits: Int)
  /// An integer.
  case int(Int)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// A list, on one line.
  case array([OrderedJSON])
  /// An object in key order; `inline` writes it on one line.
  case object([(String, OrderedJSON)], inline: Bool)

  /// Equal when the texts are equal.
  public static func == (a: OrderedJSON, b: OrderedJSON) -> Bool { a.text() == b.text() }

  /// The JSON text, ending without a newline.
  public func text(indent: Int = 0) -> String {
    switch self {
    case .string(let s): return Self.quote(s)
    case .number(let v): return Self.format(v)
    case .float(let v): return v.isFinite ? "\(v)" : "null"
    case .decimal(let v, let digits): return String(format: "%.\(digits)f", v)
    case .int(let i): return "\(i)"
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      return "[" + items.map { $0.text(indent: indent) }.joined(separator: ", ") + "]"
    case .object(let members, let inline):
      if members.isEmpty { return "{}" }
      if inline {
        return "{" + members.map { "\(Self.quote($0.0)): \($0.1.text(indent: indent))" }.joined(separator: ", ") + "}"
      }
      let pad = String(repeating: "  ", count: indent + 1)
      let body = members.map { "\(pad)\(Self.quote($0.0)): \($0.1.text(indent: indent + 1))" }.joined(separator: ",\n")
      return "{\n\(body)\n\(String(repeating: "  ", count: indent))}"
    }
  }

  /// Shortest round-trip form; integral values without a fraction (`18`, not `18.0`).
  public static func format(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    if v == v.rounded(), abs(v) < 1e15 { return "\(Int(v))" }
    return "\(v)"
  }

  /// `s` as a JSON string literal: quotes, backslashes and control characters escaped.
  public static func quote(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where u.value < 0x20:
        let hex = String(u.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(u)
      }
    }
    return out + "\""
  }
}
