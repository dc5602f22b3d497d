import Foundation

/// A problem in a file a user wrote (a replay script, a config), located by its JSON path, e.g.
/// `script[3].at: must be ≥ the previous event's time`.
public struct InputError: Error, CustomStringConvertible, Equatable {
  /// The JSON path, e.g. `panel.behavior.springResponseTime`.
  public var path: String
  /// What is wrong and what to do.
  public var message: String

  /// Creates an error at a path string.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// Creates an error at a coding path.
  public init(path: [any CodingKey], message: String) {
    self.init(path: Self.format(path), message: message)
  }

  /// `script[3].at` from a coding path.
  public static func format(_ path: [any CodingKey]) -> String {
    var out = ""
    for key in path {
      if let i = key.intValue {
        out += "[\(i)]"
      } else {
        out += out.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return out
  }

  /// Turns any error from decoding into an ``InputError`` with its path.
  public static func from(_ error: any Error) -> InputError {
    if let e = error as? InputError { return e }
    guard let e = error as? DecodingError else {
      return InputError(path: "", message: "\(error)")
    }
    switch e {
    case .typeMismatch(let type, let ctx):
      return InputError(path: ctx.codingPath, message: "expected \(Self.name(of: type))")
    case .valueNotFound(let type, let ctx):
      return InputError(path: ctx.codingPath, message: "expected \(Self.name(of: type)), found null")
    case .keyNotFound(let key, let ctx):
      return InputError(path: ctx.codingPath + [key], message: "required field is missing")
    case .dataCorrupted(let ctx):
      if let underlying = ctx.underlyingError as NSError?, ctx.codingPath.isEmpty {
        let detail = underlying.userInfo[NSDebugDescriptionErrorKey] as? String ?? ctx.debugDescription
        return InputError(path: "", message: "not valid JSON: \(detail)")
      }
      return InputError(path: ctx.codingPath, message: ctx.debugDescription)
    @unknown default:
      return InputError(path: "", message: "\(e)")
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type, is Float.Type: return "a number"
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    default:
      let n = "\(type)"
      if n.hasPrefix("Array") { return "a list" }
      if n.hasPrefix("Dictionary") { return "an object" }
      return "a value of type \(n)"
    }
  }

  /// `path: message` on one line (control characters in names are escaped, see ``OneLine``).
  public var description: String { OneLine.escape(path.isEmpty ? message : "\(path): \(message)") }
}
