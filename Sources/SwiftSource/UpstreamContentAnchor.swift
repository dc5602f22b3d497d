import ConfigFormat
import FloatingPanel

/// Intrinsic and adaptive anchors in an export (``ContentAnchor``): upstream's
/// `FloatingPanelIntrinsicLayoutAnchor` and `FloatingPanelAdaptiveLayoutAnchor` (whose content
/// layout guide is the app's: the layout class declares `contentLayout` for it), and the content
/// length the playground measured them with as `static let playgroundContentLength`, which
/// import-swift reads back.
enum UpstreamContentAnchor {
  /// The anchor as Swift for upstream (`upstream`) or this package's engine; nil when it is not
  /// an intrinsic or adaptive one.
  static func source(_ anchoring: (any FloatingPanelLayoutAnchoring)?, upstream: Bool) -> String? {
    func n(_ v: Double) -> String { upstream ? UpstreamPanel.cg(v) : SwiftExporter.number(v) }
    if let a = anchoring as? FloatingPanelIntrinsicLayoutAnchor {
      let offset: String
      switch a.offset {
      case .absolute(let d): offset = "absoluteOffset: \(n(d))"
      case .fractional(let f): offset = "fractionalOffset: \(n(f))"
      }
      return "FloatingPanelIntrinsicLayoutAnchor(\(offset), referenceGuide: .\(a.referenceGuide.rawValue))"
    }
    guard let a = anchoring as? FloatingPanelAdaptiveLayoutAnchor else { return nil }
    if upstream {
      let bounding = a.contentBoundingGuide?.rawValue ?? "none"
      return "FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: \(n(a.absoluteOffset)), contentLayout: contentLayout, "
        + "referenceGuide: .\(a.referenceGuide.rawValue), contentBoundingGuide: .\(bounding))"
    }
    let bounding = a.contentBoundingGuide.map { ", contentBoundingGuide: .\($0.rawValue)" } ?? ""
    return "FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: \(n(a.absoluteOffset)), referenceGuide: .\(a.referenceGuide.rawValue)\(bounding))"
  }

  /// The layout class's `playgroundContentLength` (and, for an adaptive anchor in upstream's
  /// code, its `contentLayout`), or nothing without content anchors.
  static func contentLengthSource(_ config: PanelConfig) -> String {
    guard config.hasContentAnchors, let l = config.contentLength else { return "" }
    var s = "  /// The content length (points) the playground measured the intrinsic and adaptive anchors with;\n"
    s += "  /// upstream measures your content instead.\n"
    s += "  static let playgroundContentLength: CGFloat = \(UpstreamPanel.cg(l))\n"
    if config.anchors?.values.contains(where: { if case .adaptive? = $0.content { return true } else { return false } }) == true {
      s += "  /// The layout guide of the content the adaptive anchors measure: give it your content's (a table view's `frameLayoutGuide`).\n"
      s += "  var contentLayout = UILayoutGuide()\n"
    }
    return s
  }
}
