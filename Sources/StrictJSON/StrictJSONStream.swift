import Glibc

/// Decodes a JSON document with one long list — a replay script's `script`, up to millions of
/// events — without ever holding the file or its tree: the file is read through a sliding window
/// and each item of the list is decoded as soon as it is read, then dropped. Memory is the window
/// (256 KiB, more only for a single longer string or number), the rest of the document as a tree,
/// and what `each` keeps.
///
/// The rules and the messages are ``StrictJSONDecoder``'s, and so is which error is reported when
/// there are several: the first syntax error anywhere in the file (a syntax error after a bad
/// item still wins, as the whole-tree reader finds it before decoding), then the rest of the
/// document's errors in the order its `Head` decodes them, then the first bad item (an error
/// `each` throws counts as that item's). Items after a bad one are only checked for syntax.
///
/// ```swift
/// var events: [Event] = []
/// let head = try StrictJSONStream.decode(Script.self, streaming: "script", as: Event.self, from: bytes) { _, e in
///   events.append(e)
/// }
/// ```
public enum StrictJSONStream {
  /// Decodes `Head` from the JSON `bytes`, handing the items of its top-level member `key` (when
  /// it is a list) to `each` as `Item`s; `Head` sees an empty list in their place.
  public static func decode<Head: Decodable, Item: Decodable>(
    _ head: Head.Type, streaming key: String, as item: Item.Type, from bytes: [UInt8],
    each: (Int, Item) throws -> Void
  ) throws(InputError) -> Head {
    try bytes.withUnsafeBufferPointer { (buffer) throws(InputError) -> Head in
      try run(Head.self, key, Item.self, ByteWindow(memory: buffer), "", each)
    }
  }

  /// Decodes `Head` from the file open as `fd` (read from where it is), as
  /// ``decode(_:streaming:as:from:each:)`` does; more than `limit` bytes stop the reading with
  /// `tooLarge` as the error. The file is read `chunk` bytes at a time (the window's size).
  public static func decode<Head: Decodable, Item: Decodable>(
    _ head: Head.Type, streaming key: String, as item: Item.Type, file fd: Int32, limit: Int, tooLarge: String,
    chunk: Int = 256 * 1024, each: (Int, Item) throws -> Void
  ) throws(InputError) -> Head {
    try run(Head.self, key, Item.self, ByteWindow(fd: fd, limit: limit, chunk: chunk), tooLarge, each)
  }

  private static func run<Head: Decodable, Item: Decodable>(
    _ head: Head.Type, _ key: String, _ item: Item.Type, _ window: ByteWindow, _ tooLarge: String,
    _ each: (Int, Item) throws -> Void
  ) throws(InputError) -> Head {
    var itemError: InputError?
    let tree: JSONValue = try withoutActuallyEscaping(each) { (each) throws(InputError) -> JSONValue in
      let hook = StrictJSON.ListHook(key: key) { index, value in
        guard itemError == nil else { return }
        do {
          let decoder = ValueDecoder(value: value, parentPath: [AnyCodingKey(key)], step: .index(index), userInfo: [:])
          try each(index, try decoder.decode(Item.self))
        } catch {
          itemError = InputError.from(error)
        }
      }
      var reader = StrictJSON.Reader(window: window, hook: hook, tooLarge: tooLarge)
      defer { reader.w.deallocate() }
      return try reader.document()
    }
    let value: Head
    do {
      value = try Head(from: ValueDecoder(value: tree, parentPath: [], step: nil, userInfo: [:]))
    } catch {
      throw InputError.from(error)
    }
    if let itemError { throw itemError }
    return value
  }
}
