import ArgumentParser
import SDLKit
import StrictJSON

/// Keys for the window to press before its first frame (`window --press s,right`, hidden: smoke
/// tests of the real binary, which has no keyboard under SDL's dummy driver). A comma-separated
/// list of key names: a letter, a digit, `up`, `down`, `left`, `right`, `tab` or `escape`, each
/// optionally after `ctrl+`, `alt+` or `shift+`.
///
/// ```swift
/// let keys = try KeyPresses.parse("s,right,ctrl+s")   // S, →, Ctrl+S
/// ```
struct KeyPresses {
  /// The presses, in order.
  var keys: [(Key, KeyModifiers)]

  /// The named keys (besides letters and digits).
  private static let named: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "tab": .tab, "escape": .escape,
  ]

  /// Parses `text`; a name it does not know is a usage error (status 64).
  static func parse(_ text: String) throws -> KeyPresses {
    var keys: [(Key, KeyModifiers)] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      var parts = item.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
      let name = parts.removeLast()
      var modifiers: KeyModifiers = []
      for m in parts {
        switch m {
        case "ctrl": modifiers.insert(.control)
        case "alt": modifiers.insert(.alt)
        case "shift": modifiers.insert(.shift)
        default: throw ValidationError("--press: unknown modifier '\(OneLine.escape(m))' (use ctrl+, alt+ or shift+)")
        }
      }
      let scalar = name.unicodeScalars.count == 1 ? name.unicodeScalars.first : nil
      if let key = named[name] {
        keys.append((key, modifiers))
      } else if let scalar, ("a"..."z").contains(scalar) {
        keys.append((.letter(Character(scalar)), modifiers))
      } else if let scalar, ("0"..."9").contains(scalar) {
        keys.append((.digit(Int(scalar.value) - 48), modifiers))
      } else {
        throw ValidationError("--press: unknown key '\(OneLine.escape(name))' (use a letter, a digit, up, down, left, right, tab or escape)")
      }
    }
    return KeyPresses(keys: keys)
  }
}
