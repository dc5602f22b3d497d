/// A JSON value read by ``StrictJSON``: objects keep their members in file order (duplicate keys
/// are refused when reading, so a key appears once), numbers keep the value `Double` parsing of
/// their text gives.
enum JSONValue {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])

  /// What a user would call this kind of value, for "expected …, found …" messages.
  var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "true or false"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "a list"
    case .object: return "an object"
    }
  }
}

/// One member of a JSON object: its key and value.
struct JSONMember {
  var key: String
  var value: JSONValue
}
