/// Decodes `Decodable` types from JSON read by ``StrictJSON``, with one rule set for every file the
/// playground reads (scripts, configs, presets) and every field in them, present or future:
///
/// - `null` is never taken for "absent": leaving a field out gives its default, `"scale": null` is
///   an error — unless the field's decoder asks for null explicitly (`decodeNil(forKey:)`) and
///   gives it a meaning (an appearance's `"border": null`: no border);
/// - a whole number (an `Int` field such as an anchor's `order`) must be written as one that fits:
///   750.5, 1e30 or 2^63 are errors at that field;
/// - a wrong type names what was expected and what was found;
/// - every error is an ``InputError`` whose path is the field (`panels.search.anchors.peek.order`)
///   and whose text is one line (``InputError/description`` escapes control characters).
///
/// ```swift
/// let script = try StrictJSONDecoder.decode(ReplayScript.self, from: bytes)
/// ```
public enum StrictJSONDecoder {
  /// Parses `bytes` strictly and decodes a `T`; every problem is an ``InputError``.
  public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws(InputError) -> T {
    let value = try StrictJSON.parse(bytes)
    do {
      return try T(from: ValueDecoder(value: value, parentPath: [], step: nil, userInfo: userInfo))
    } catch {
      throw InputError.from(error)
    }
  }
}

/// The `Decoder` over one ``JSONValue``.
struct ValueDecoder: Decoder {
  /// The last step of a coding path, kept unboxed so that decoding a field allocates nothing
  /// until a container or an error needs the whole path.
  enum Step {
    case key(String)
    case index(Int)

    var codingKey: any CodingKey {
      switch self {
      case .key(let k): return AnyCodingKey(k)
      case .index(let i): return AnyCodingKey(intValue: i)
      }
    }
  }

  let value: JSONValue
  let parentPath: [any CodingKey]
  let step: Step?
  let userInfo: [CodingUserInfoKey: Any]

  init(value: JSONValue, parentPath: [any CodingKey], step: Step?, userInfo: [CodingUserInfoKey: Any]) {
    self.value = value
    self.parentPath = parentPath
    self.step = step
    self.userInfo = userInfo
  }

  var codingPath: [any CodingKey] { step.map { parentPath + [$0.codingKey] } ?? parentPath }

  /// The first key of this object not in `allowed` (nil when none, or when this is no object):
  /// the strict containers' check without building a list of keys.
  func firstUnknownKey(allowing allowed: Set<String>) -> String? {
    guard case .object(let members) = value else { return nil }
    return members.first { !allowed.contains($0.key) }?.key
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw Self.mismatch("an object", value, codingPath) }
    return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath, userInfo: userInfo))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value else { throw Self.mismatch("a list", value, codingPath) }
    return UnkeyedContainer(items: items, codingPath: codingPath, userInfo: userInfo)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValue(decoder: self) }

  /// The error for `value` where `expected` was wanted.
  static func mismatch(_ expected: String, _ value: JSONValue, _ path: [any CodingKey]) -> InputError {
    if case .null = value { return nullError(path) }
    return InputError(path: path, message: "expected \(expected)")
  }

  static func nullError(_ path: [any CodingKey]) -> InputError {
    InputError(path: path, message: "null is not allowed; leave the field out to use its default")
  }

  /// Decodes a `T` from this value: the scalar types directly, anything else through its `init(from:)`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    // The scalar types directly (T is exactly that type in each branch, so the bit casts are
    // identity conversions); anything else through its own init(from:).
    if T.self == Double.self { return unsafeBitCast(try number(), to: T.self) }
    if T.self == String.self { return unsafeBitCast(try string(), to: T.self) }
    if T.self == Bool.self { return unsafeBitCast(try bool(), to: T.self) }
    if T.self == Int.self { return unsafeBitCast(try integer(Int.self), to: T.self) }
    if T.self == Float.self { return unsafeBitCast(Float(try number()), to: T.self) }
    if T.self == Int64.self { return unsafeBitCast(try integer(Int64.self), to: T.self) }
    if T.self == Int32.self { return unsafeBitCast(try integer(Int32.self), to: T.self) }
    if T.self == UInt.self { return unsafeBitCast(try integer(UInt.self), to: T.self) }
    if case .null = value { throw Self.nullError(codingPath) }
    return try T(from: self)
  }

  func bool() throws -> Bool {
    guard case .bool(let b) = value else { throw Self.mismatch("true or false", value, codingPath) }
    return b
  }

  func string() throws -> String {
    guard case .string(let s) = value else { throw Self.mismatch("a string", value, codingPath) }
    return s
  }

  func number() throws -> Double {
    guard case .number(let d) = value else { throw Self.mismatch("a number", value, codingPath) }
    return d
  }

  func integer<I: BinaryInteger>(_ type: I.Type) throws -> I {
    let d = try number()
    guard d == d.rounded(.towardZero) else {
      throw InputError(path: codingPath, message: "expected a whole number, found \(OrderedJSON.format(d))")
    }
    guard abs(d) <= 9_007_199_254_740_992, let v = I(exactly: d) else {
      throw InputError(path: codingPath, message: "the whole number \(OrderedJSON.format(d)) is out of range")
    }
    return v
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [JSONMember]
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]
  private let index: [String: Int]?

  init(members: [JSONMember], codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
    self.members = members
    self.codingPath = codingPath
    self.userInfo = userInfo
    if members.count > 16 {
      var index: [String: Int] = [:]
      for (i, m) in members.enumerated() { index[m.key] = i }
      self.index = index
    } else {
      self.index = nil
    }
  }

  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

  private func lookup(_ key: String) -> JSONValue? {
    if let index { return index[key].map { members[$0].value } }
    return members.first { $0.key == key }?.value
  }

  func contains(_ key: Key) -> Bool { lookup(key.stringValue) != nil }

  private func child(_ key: Key) throws -> ValueDecoder {
    guard let v = lookup(key.stringValue) else {
      throw InputError(path: codingPath + [key], message: "required field is missing")
    }
    return ValueDecoder(value: v, parentPath: codingPath, step: .key(key.stringValue), userInfo: userInfo)
  }

  /// True for `null`: only a field decoder that asks explicitly gives null a meaning (e.g. an
  /// appearance's `"border": null`, no border). `decodeIfPresent` below never takes null for
  /// "absent", so everywhere else null is an error.
  func decodeNil(forKey key: Key) throws -> Bool {
    if case .null? = lookup(key.stringValue) { return true }
    return false
  }

  private func ifPresent<T: Decodable>(_ key: Key, _ decode: (ValueDecoder) throws -> T) throws -> T? {
    guard lookup(key.stringValue) != nil else { return nil }
    return try decode(try child(key))
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try ifPresent(key) { try $0.bool() } }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try ifPresent(key) { try $0.string() } }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try ifPresent(key) { try $0.number() } }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try ifPresent(key) { try $0.decode(type) } }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try ifPresent(key) { try $0.decode(type) } }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try ifPresent(key) { try $0.integer(type) } }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try ifPresent(key) { try $0.integer(type) } }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try ifPresent(key) { try $0.integer(type) } }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try ifPresent(key) { try $0.integer(type) } }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try ifPresent(key) { try $0.integer(type) } }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try ifPresent(key) { try $0.integer(type) } }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try ifPresent(key) { try $0.integer(type) } }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try ifPresent(key) { try $0.integer(type) } }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try ifPresent(key) { try $0.integer(type) } }
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try ifPresent(key) { try $0.decode(type) } }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).bool() }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).string() }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).number() }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decode(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).integer(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).integer(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).integer(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).integer(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).integer(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).integer(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).integer(type) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).integer(type) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).integer(type) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(type) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try child(key).unkeyedContainer() }
  func superDecoder() throws -> any Decoder { ValueDecoder(value: .object(members), parentPath: codingPath, step: nil, userInfo: userInfo) }
  func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let items: [JSONValue]
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]
  private(set) var currentIndex = 0

  init(items: [JSONValue], codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
    self.items = items
    self.codingPath = codingPath
    self.userInfo = userInfo
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  private mutating func next() throws -> ValueDecoder {
    guard !isAtEnd else {
      throw InputError(path: codingPath + [AnyCodingKey(intValue: currentIndex)], message: "the list has too few items")
    }
    defer { currentIndex += 1 }
    return ValueDecoder(value: items[currentIndex], parentPath: codingPath, step: .index(currentIndex), userInfo: userInfo)
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { return false }
    if case .null = items[currentIndex] { throw ValueDecoder.nullError(codingPath + [AnyCodingKey(intValue: currentIndex)]) }
    return false
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
    try next().container(keyedBy: type)
  }
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
  mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct SingleValue: SingleValueDecodingContainer {
  let decoder: ValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool {
    if case .null = decoder.value { return true }
    return false
  }

  func decode(_ type: Bool.Type) throws -> Bool { try decoder.decode(type) }
  func decode(_ type: String.Type) throws -> String { try decoder.decode(type) }
  func decode(_ type: Double.Type) throws -> Double { try decoder.decode(type) }
  func decode(_ type: Float.Type) throws -> Float { try decoder.decode(type) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.decode(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}
