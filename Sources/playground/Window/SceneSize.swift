import PlaygroundCore
import PlaygroundUI
import ArgumentParser
import FloatingPanel

/// A `--size WxH` argument in points, e.g. `1280x800` (also `1280×800`).
///
/// Sizes must be between 240×240 and 8192×8192: smaller windows cannot hold the panels, and
/// `0x0`, `1x1` or `abc` are rejected with one line naming the expected form.
struct SceneSize: ExpressibleByArgument, Hashable, Sendable, CustomStringConvertible {
  /// Width in points.
  var width: Int
  /// Height in points.
  var height: Int

  /// The smallest accepted size.
  static let minimum = 240
  /// The largest accepted size.
  static let maximum = 8192

  /// Creates a size.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Parses `WxH`; nil for anything else (ArgumentParser then reports the bad value).
  init?(argument: String) {
    guard let parsed = try? Self.parse(argument) else { return nil }
    self = parsed
  }

  /// Parses `WxH` and checks the range; the error says what was expected.
  static func parse(_ text: String) throws -> SceneSize {
    let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).map(String.init)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
      throw ValidationError("--size '\(text)' is not WIDTHxHEIGHT, e.g. 1280x800")
    }
    guard (minimum...maximum).contains(w), (minimum...maximum).contains(h) else {
      throw ValidationError("--size \(w)x\(h) must be between \(minimum)x\(minimum) and \(maximum)x\(maximum) points")
    }
    return SceneSize(width: w, height: h)
  }

  /// As an engine size.
  var size: Size { Size(width: Double(width), height: Double(height)) }

  /// Shows `WxH` in help.
  var defaultValueDescription: String { description }

  /// `WxH`.
  var description: String { "\(width)x\(height)" }
}

/// Parses `--position` and `--state` values with messages listing the valid names.
enum SceneArguments {
  /// `top`, `left`, `bottom` or `right`.
  static func position(_ name: String) throws -> FloatingPanelPosition {
    guard let p = FloatingPanelPosition(rawValue: name.lowercased()) else {
      throw ValidationError("--position '\(name)' is not an edge; use top, left, bottom or right")
    }
    return p
  }

  /// `full`, `half`, `tip` or `hidden`.
  static func state(_ name: String) throws -> FloatingPanelState {
    guard let s = FloatingPanelState.builtIn(named: name.lowercased()) else {
      throw ValidationError("--state '\(name)' is not a state; use full, half, tip or hidden")
    }
    return s
  }
}
