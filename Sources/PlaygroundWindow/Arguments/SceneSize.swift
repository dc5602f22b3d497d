import ArgumentParser
import ConfigFormat
import FloatingPanel
import Foundation
import PlaygroundCore
import PlaygroundTuning
import StrictJSON

/// A `--size WxH` argument, e.g. `1280x800` (also `1280×800`): the one size type of the command
/// line, in points for the window, `screenshot` and `bench scene`, in pixels for `bench render`.
///
/// Window sizes must be between 240×240 and 8192×8192 points: smaller windows cannot hold the
/// panels, and `0x0`, `1x1` or `abc` are rejected with one line naming the expected form.
package struct SceneSize: ExpressibleByArgument, Hashable, Sendable, CustomStringConvertible {
  /// Width (points, or pixels for `bench render`).
  package var width: Int
  /// Height (points, or pixels for `bench render`).
  package var height: Int

  /// The smallest accepted window size, in points.
  package static let minimum = 240
  /// The largest accepted size.
  package static let maximum = 8192

  /// Creates a size.
  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Parses `WxH` in points; nil for anything else (ArgumentParser then reports the bad value).
  package init?(argument: String) {
    guard let parsed = try? Self.parse(argument) else { return nil }
    self = parsed
  }

  /// Parses a window size `WxH` in points (240…8192 each); the error says what was expected.
  package static func parse(_ text: String) throws -> SceneSize {
    try parse(text, unit: "points", range: minimum...maximum)
  }

  /// Parses a target size `WxH` in pixels (1…8192 each), for `bench render`.
  package static func parsePixels(_ text: String) throws -> SceneSize {
    try parse(text, unit: "pixels", range: 1...maximum)
  }

  private static func parse(_ text: String, unit: String, range: ClosedRange<Int>) throws -> SceneSize {
    let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
      throw ValidationError("--size '\(OneLine.escape(text))' is not WIDTHxHEIGHT\(unit == "pixels" ? " in pixels" : ""), e.g. 1280x800")
    }
    guard range.contains(w), range.contains(h) else {
      let (lo, hi) = (range.lowerBound, range.upperBound)
      throw ValidationError("--size \(w)x\(h) must be between \(lo)x\(lo) and \(hi)x\(hi) \(unit)")
    }
    return SceneSize(width: w, height: h)
  }

  /// As an engine size.
  package var size: Size { Size(width: Double(width), height: Double(height)) }

  /// Shows `WxH` in help.
  package var defaultValueDescription: String { description }

  /// `WxH`.
  package var description: String { "\(width)x\(height)" }
}

/// Parses `--position` and `--state` values with messages listing the valid names.
package enum SceneArguments {
  /// `top`, `left`, `bottom` or `right`.
  package static func position(_ name: String) throws -> FloatingPanelPosition {
    guard let p = FloatingPanelPosition(rawValue: name.lowercased()) else {
      throw ValidationError("--position '\(OneLine.escape(name))' is not an edge; use top, left, bottom or right")
    }
    return p
  }

  /// `full`, `half`, `tip`, `hidden` or the name of a custom state of a config's layout (its
  /// order is looked up in the layout when the scene is built).
  package static func state(_ name: String) throws -> FloatingPanelState {
    if let s = FloatingPanelState.builtIn(named: name.lowercased()) { return s }
    guard PlaygroundConfig.isValidName(name) else {
      throw ValidationError("--state '\(OneLine.escape(name))' is not a state; use full, half, tip, hidden or a state of the config's layout")
    }
    return FloatingPanelState(rawValue: name, order: 0)
  }
}
