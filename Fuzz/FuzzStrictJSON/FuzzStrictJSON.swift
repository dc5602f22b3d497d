import FuzzSupport
import StrictJSON

/// libFuzzer target: the strict JSON reader. Any bytes are either a value or an `InputError` of
/// one line; an accepted value, written with `OrderedJSON`, reads back as the same text.
@main enum FuzzStrictJSON {
  static func main() {
    FuzzDriver.main { bytes in
      do {
        let text = ordered(try StrictJSON.parse(bytes)).text()
        let again = ordered(try StrictJSON.parse(Array(text.utf8))).text()
        FuzzDriver.require(again == text, "the written JSON reads back differently: \(text) → \(again)")
      } catch {
        FuzzDriver.require(FuzzDriver.isOneLine("\(error)"), "a refusal of several lines: \(error)")
      }
    }
  }

  /// `value` as the ordered writer's value.
  static func ordered(_ value: JSONValue) -> OrderedJSON {
    switch value {
    case .null: return .null
    case .bool(let b): return .bool(b)
    case .number(let d): return .number(d)
    case .string(let s): return .string(s)
    case .array(let a): return .array(a.map(ordered))
    case .object(let members): return .object(members.map { ($0.key, ordered($0.value)) }, inline: true)
    }
  }
}
