import Foundation

/// A coding key for any string or index, used to list and reject unknown fields.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }
  init(_ string: String) { self.stringValue = string }
}

extension Decoder {
  /// A keyed container that throws ``InputError`` for any key not in `allowed`.
  func strictContainer(allowing allowed: Set<String>) throws -> KeyedDecodingContainer<AnyCodingKey> {
    let c = try container(keyedBy: AnyCodingKey.self)
    if let strict = self as? ValueDecoder {
      if let key = strict.firstUnknownKey(allowing: allowed) {
        throw InputError(path: codingPath + [AnyCodingKey(key)], message: "unknown field (allowed: \(allowed.sorted().joined(separator: ", ")))")
      }
      return c
    }
    for key in c.allKeys where !allowed.contains(key.stringValue) {
      throw InputError(path: codingPath + [key], message: "unknown field (allowed: \(allowed.sorted().joined(separator: ", ")))")
    }
    return c
  }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// Decodes an optional value; a present value of the wrong type is an error.
  func optional<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
    try decodeIfPresent(T.self, forKey: AnyCodingKey(key))
  }

  /// Decodes a required value.
  func required<T: Decodable>(_ type: T.Type, _ key: String) throws -> T {
    guard contains(AnyCodingKey(key)) else {
      throw InputError(path: codingPath + [AnyCodingKey(key)], message: "required field is missing")
    }
    return try decode(T.self, forKey: AnyCodingKey(key))
  }

  /// Decodes a finite number and checks it against `valid`, with `rule` in the message.
  func number(_ key: String, default value: Double? = nil, where valid: (Double) -> Bool = { _ in true }, _ rule: String = "") throws -> Double {
    let v: Double
    if let given = try optional(Double.self, key) {
      v = given
    } else if let value {
      return value
    } else {
      v = try required(Double.self, key)
    }
    guard v.isFinite, valid(v) else {
      throw InputError(path: codingPath + [AnyCodingKey(key)], message: rule.isEmpty ? "must be a finite number" : rule)
    }
    return v
  }

  /// An error at `key` of this container.
  func error(_ key: String, _ message: String) -> InputError {
    InputError(path: codingPath + [AnyCodingKey(key)], message: message)
  }
}
