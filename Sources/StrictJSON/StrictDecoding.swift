import Foundation

/// A coding key for any string or index, used to list and reject unknown fields.
public struct AnyCodingKey: CodingKey {
  /// The key as a string (an index as its decimal text).
  public var stringValue: String
  /// The index, for a key of a list item.
  public var intValue: Int?
  /// A key named `stringValue`.
  public init(stringValue: String) { self.stringValue = stringValue }
  /// The key of list item `intValue`.
  public init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }
  /// A key named `string`.
  public init(_ string: String) { self.stringValue = string }
}

extension Decoder {
  /// A keyed container that throws ``InputError`` for any key not in `allowed`. At the top of a
  /// file a `"$schema"` string (the file's JSON Schema, for editors) is allowed too and ignored;
  /// any other value there is an error.
  public func strictContainer(allowing allowed: Set<String>) throws -> KeyedDecodingContainer<AnyCodingKey> {
    let c = try container(keyedBy: AnyCodingKey.self)
    var allowed = allowed
    if codingPath.isEmpty, c.contains(AnyCodingKey("$schema")) {
      guard (try? c.decode(String.self, forKey: AnyCodingKey("$schema"))) != nil else {
        throw InputError(path: [AnyCodingKey("$schema")], message: "must be a string: the path or URL of the file's JSON Schema")
      }
      allowed.insert("$schema")
    }
    if let strict = self as? ValueDecoder {
      if let key = strict.firstUnknownKey(allowing: allowed) {
        throw InputError(path: codingPath + [AnyCodingKey(key)], message: "unknown field (allowed: \(allowed.subtracting(["$schema"]).sorted().joined(separator: ", ")))")
      }
      return c
    }
    for key in c.allKeys where !allowed.contains(key.stringValue) {
      throw InputError(path: codingPath + [key], message: "unknown field (allowed: \(allowed.subtracting(["$schema"]).sorted().joined(separator: ", ")))")
    }
    return c
  }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// Decodes an optional value; a present value of the wrong type is an error.
  public func optional<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
    try decodeIfPresent(T.self, forKey: AnyCodingKey(key))
  }

  /// Decodes a required value.
  public func required<T: Decodable>(_ type: T.Type, _ key: String) throws -> T {
    guard contains(AnyCodingKey(key)) else {
      throw InputError(path: codingPath + [AnyCodingKey(key)], message: "required field is missing")
    }
    return try decode(T.self, forKey: AnyCodingKey(key))
  }

  /// Decodes a finite number and checks it against `valid`, with `rule` in the message.
  public func number(_ key: String, default value: Double? = nil, where valid: (Double) -> Bool = { _ in true }, _ rule: String = "") throws -> Double {
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
  public func error(_ key: String, _ message: String) -> InputError {
    InputError(path: codingPath + [AnyCodingKey(key)], message: message)
  }

  /// Throws for a key of this (nested) container that is not in `allowed`.
  public func allow(_ allowed: Set<String>) throws {
    for key in allKeys where !allowed.contains(key.stringValue) {
      throw InputError(path: codingPath + [key], message: "unknown field (allowed: \(allowed.subtracting(["$schema"]).sorted().joined(separator: ", ")))")
    }
  }
}
