import FloatingPanel
import SDLKit

/// How a run of text looks: size in points, weight and colour.
public struct TextStyle: Hashable, Sendable {
  /// Font size in points (pixels at scale 1).
  public var size: Double
  /// Font weight.
  public var weight: FontLocator.Weight
  /// Text colour.
  public var color: Color

  /// Creates a style; 17 pt regular black by default (iOS body text).
  public init(size: Double = 17, weight: FontLocator.Weight = .regular, color: Color = .black) {
    self.size = size
    self.weight = weight
    self.color = color
  }
}
