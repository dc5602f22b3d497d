/// A JSON value read by ``StrictJSON``: objects keep their members in file order (duplicate keys
/// are refused when reading, so a key appears once), numbers keep the value `Double` parsing of
/// their text gives.
public enum JSONValue {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number: the `Double` its text parses to.
  case number(Double)
  /// A string, escapes decoded.
  case string(String)
  /// A list.
  case array([JSONValue])
  /// An object: its members in file order.
  case object([JSONMember])

  /// What a user would call this kind of value, for "expected …, found …" messages.
  public var kindName: String {
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
public struct JSONMember {
  /// The field name.
  public var key: String
  /// The field's value.
  public var value: JSONValue

  /// A member with `key` and `value`.
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
