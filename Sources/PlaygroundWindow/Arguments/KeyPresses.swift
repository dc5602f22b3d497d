import ArgumentParser
import PlaygroundCore
import PlaygroundInput
import PlaygroundTuning
import StrictJSON

/// Keys for the window to press before its first frame (`window --press s,right`, hidden: smoke
/// tests of the real binary, which has no keyboard under SDL's dummy driver). A comma-separated
/// list of key names as the key map names them (``KeyMap/key(named:)``): a letter, a digit, `up`,
/// `down`, `left`, `right`, `tab` or `escape`, each optionally after `ctrl+`, `alt+` or `shift+`.
///
/// ```swift
/// let keys = try KeyPresses.parse("s,right,ctrl+s")   // S, →, Ctrl+S
/// ```
package struct KeyPresses {
  /// The presses, in order.
  package var keys: [KeyInput]

  /// Parses `text`; a name it does not know is a usage error (status 64).
  package static func parse(_ text: String) throws -> KeyPresses {
    var keys: [KeyInput] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      var parts = item.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
      let name = parts.removeLast()
      var modifiers: InputModifiers = []
      for m in parts {
        switch m {
        case "ctrl": modifiers.insert(.control)
        case "alt": modifiers.insert(.alt)
        case "shift": modifiers.insert(.shift)
        default: throw ValidationError("--press: unknown modifier '\(OneLine.escape(m))' (use ctrl+, alt+ or shift+)")
        }
      }
      guard let key = KeyMap.key(named: name) else {
        throw ValidationError("--press: unknown key '\(OneLine.escape(name))' (use a letter, a digit, up, down, left, right, tab or escape)")
      }
      keys.append(KeyInput(key: key, modifiers: modifiers))
    }
    return KeyPresses(keys: keys)
  }

  /// Creates the value from each of its properties.
  package init(keys: [KeyInput]) {
    self.keys = keys
  }
}
