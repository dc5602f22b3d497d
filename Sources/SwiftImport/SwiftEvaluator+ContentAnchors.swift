import ConfigFormat
import FloatingPanel
import SwiftSyntax

extension SwiftEvaluator {
  /// `FloatingPanelIntrinsicLayoutAnchor(absoluteOffset:|fractionalOffset:referenceGuide:)` and
  /// `FloatingPanelAdaptiveLayoutAnchor(absoluteOffset:contentLayout:referenceGuide:contentBoundingGuide:)`
  /// (the content layout guide is the app's view: the config's `contentLength` stands for it).
  /// An adaptive anchor with a fractional offset throws: the engine's has an absolute one only.
  mutating func contentAnchor(_ type: String, _ labels: [String], _ e: FunctionCallExprSyntax) throws(Unevaluable) -> SwiftValue {
    var offset: Double?, fractional = false
    var guide = FloatingPanelLayoutReferenceGuide.safeArea, bounding: FloatingPanelLayoutReferenceGuide?
    for (i, label) in labels.enumerated() {
      let a = contentArgument(e, i)
      switch label {
      case "absoluteOffset", "fractionalOffset":
        guard case .number(let d) = try value(of: a), d.isFinite, abs(d) <= (label == "absoluteOffset" ? PanelConfig.Anchor.maxInset : PanelConfig.Anchor.maxFraction) else {
          throw cannot(a, "is not an offset in the config's range")
        }
        (offset, fractional) = (d, label == "fractionalOffset")
      case "referenceGuide":
        guard let g = FloatingPanelLayoutReferenceGuide(rawValue: try value(of: a).name ?? "") else { throw cannot(a, "is not a reference guide (.superview or .safeArea)") }
        guide = g
      case "contentBoundingGuide":
        let name = try value(of: a).name ?? ""
        if name != "none" {
          guard let g = FloatingPanelLayoutReferenceGuide(rawValue: name) else { throw cannot(a, "is not a bounding guide (.none, .superview or .safeArea)") }
          bounding = g
        }
      case "contentLayout": continue
      default: throw cannot(e, "is not one of upstream's initializers of \(type)")
      }
    }
    guard let offset else { throw cannot(e, "has no offset") }
    if type == "FloatingPanelIntrinsicLayoutAnchor" {
      let a = fractional
        ? FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: offset, referenceGuide: guide)
        : FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: offset, referenceGuide: guide)
      return .contentAnchor(.intrinsic(a))
    }
    guard !fractional else { throw cannot(e, "has a fractional offset; the playground's adaptive anchor takes points (absoluteOffset)") }
    return .contentAnchor(.adaptive(FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: offset, referenceGuide: guide, contentBoundingGuide: bounding)))
  }

  /// Argument `i` of `e`.
  private func contentArgument(_ e: FunctionCallExprSyntax, _ i: Int) -> ExprSyntax {
    e.arguments[e.arguments.index(e.arguments.startIndex, offsetBy: i)].expression
  }
}
