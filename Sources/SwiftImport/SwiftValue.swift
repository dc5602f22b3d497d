import ConfigFormat
import FloatingPanel

/// A value that import-swift computed from an iOS app's Swift source: a number, a flag, an
/// implicit member (`.full`, `.top`, `.safeArea`), a custom state, an anchor, a colour, a size,
/// insets, a list or `nil`.
///
/// ```swift
/// // `UIScrollView.DecelerationRate.fast.rawValue - 0.003`
/// SwiftValue.number(0.987)
/// ```
package enum SwiftValue: Equatable {
  /// A `CGFloat`, `Double` or integer literal, or arithmetic on them.
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// An implicit member or a type's static member by name (`.full`, `FloatingPanelPosition.top`).
  case member(String)
  /// A state made with `FloatingPanelState(rawValue:order:)`.
  case state(name: String, order: Int)
  /// A `FloatingPanelLayoutAnchor(absoluteInset:|fractionalInset:edge:referenceGuide:)`.
  case anchor(FloatingPanelLayoutAnchor)
  /// A `FloatingPanelIntrinsicLayoutAnchor` or `FloatingPanelAdaptiveLayoutAnchor`.
  case contentAnchor(ContentAnchor)
  /// A `UIColor`.
  case color(Color)
  /// A named UIKit system colour (`.systemBackground`), light and dark (``SystemColor``).
  case systemColor(String)
  /// A `CGSize` or `CGPoint` (width/x, height/y).
  case size(Double, Double)
  /// A `UIEdgeInsets`.
  case insets(EdgeInsets)
  /// An array literal.
  case array([SwiftValue])
  /// A string literal without interpolation.
  case string(String)
  /// `nil`.
  case none

  /// The number, if this is one.
  var number: Double? { if case .number(let d) = self { return d } else { return nil } }

  /// The name of a state or member (`.full` → `full`, a custom state → its raw value).
  var name: String? {
    switch self {
    case .member(let n): return n
    case .state(let n, _): return n
    default: return nil
    }
  }
}

/// Why a value could not be computed: the node (for its line) and what to say after "skipped".
struct Unevaluable: Error {
  /// The expression or statement that could not be computed.
  var line: Int
  /// E.g. "`owner.traitCollection.displayScale` is not a literal".
  var reason: String
}
