import Foundation

/// Checks that bytes are well-formed JSON before decoding, so a syntax error reports where it is
/// (`not valid JSON at line 3, column 9: Invalid value`) — JSONDecoder on Linux says only that the
/// data is not valid.
enum JSONSyntax {
  /// Throws an ``InputError`` with the line and column of the first syntax error.
  static func check(_ data: Data) throws {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "syntax error"
      var message = "not valid JSON"
      if let offset = characterOffset(in: detail) {
        let (line, column) = position(ofCharacter: offset, in: data)
        message += " at line \(line), column \(column)"
      }
      let reason = detail.components(separatedBy: " around character").first ?? detail
      throw InputError(path: "", message: "\(message): \(reason.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ".")))")
    }
  }

  /// The N of "… around character N." in Foundation's message.
  static func characterOffset(in detail: String) -> Int? {
    guard let range = detail.range(of: "character ") else { return nil }
    let digits = detail[range.upperBound...].prefix { $0.isNumber }
    return Int(digits)
  }

  /// 1-based line and column of the character at `offset` (counted in Unicode scalars).
  static func position(ofCharacter offset: Int, in data: Data) -> (Int, Int) {
    var line = 1, column = 1, i = 0
    for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
      if i == offset { break }
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      i += 1
    }
    return (line, column)
  }
}
