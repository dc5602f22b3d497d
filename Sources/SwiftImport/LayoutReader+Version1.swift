import ConfigFormat
import FloatingPanel
import SwiftSyntax

/// FloatingPanel 1.x's layout API, translated to anchors (the mapping is mechanical): 1.x panels
/// are bottom panels; `insetFor(position:)` gives full as an inset from the top of the
/// reference (the safe area, or the superview when `positionReference` is `.fromSuperview` or
/// the type adopts `FloatingPanelFullScreenLayout`), half and tip as insets from its bottom, and
/// `nil` for a supported position is 0; `supportedPositions` are the states (default full, half
/// and tip); `initialPosition` is the initial state; `backdropAlphaFor(position:)` the alphas.
///
/// ```swift
/// // var initialPosition: FloatingPanelPosition { .tip }
/// // func insetFor(position: FloatingPanelPosition) -> CGFloat? { position == .full ? 16 : 69 }
/// // → full 16 pt from the safe area's top, half and tip 69 pt from its bottom, starting at tip
/// ```
extension LayoutReader {
  /// The 1.x members this reader translates; a layout with any of them is a 1.x layout.
  static let version1Members = ["insetFor", "initialPosition", "supportedPositions", "backdropAlphaFor", "positionReference"]

  /// Whether `r`'s type is written against FloatingPanel 1.x's layout API.
  static func isVersion1(_ r: MemberReader) -> Bool {
    r.hasFunction("insetFor") != nil || r.hasFunction("backdropAlphaFor") != nil
      || ["initialPosition", "supportedPositions", "positionReference"].contains { r.line(of: $0) != 0 }
  }

  /// The panel a 1.x layout describes. `fullScreen`: the type adopts `FloatingPanelFullScreenLayout`.
  static func version1Panel(_ r: inout MemberReader, node: Syntax, fullScreen: Bool) -> PanelConfig {
    var panel = PanelConfig()
    var guide: FloatingPanelLayoutReferenceGuide = fullScreen ? .superview : .safeArea
    if let v = r.property("positionReference") {
      switch v.name {
      case "fromSuperview": guide = .superview
      case "fromSafeArea": guide = .safeArea
      default: r.skip("positionReference", at: node, "not .fromSafeArea or .fromSuperview; insets are from the safe area")
      }
    }
    var supported: [FloatingPanelState] = [.full, .half, .tip]
    if let v = r.property("supportedPositions") {
      if case .array(let list) = v, !list.isEmpty, list.allSatisfy({ $0.name.flatMap(FloatingPanelState.builtIn(named:)) != nil }) {
        supported = list.compactMap { $0.name.flatMap(FloatingPanelState.builtIn(named:)) }
      } else {
        r.skip("supportedPositions", at: node, "not a list of .full, .half, .tip or .hidden; kept full, half and tip")
      }
    }
    var anchors: [String: PanelConfig.Anchor] = [:]
    let insetFor = r.function("insetFor")
    for state in supported {
      var inset = 0.0
      if let f = insetFor {
        guard let v = r.results(of: f, binding: 0, to: [.member(state.rawValue)], what: "insetFor(position: .\(state.rawValue))")?.first else {
          continue  // skipped with its line: the state is left out
        }
        switch v {
        case .number(let d) where abs(d) <= PanelConfig.Anchor.maxInset: inset = d
        case .none: inset = 0
        default:
          r.skip("insetFor(position: .\(state.rawValue))", at: f.name, "does not return a number of points or nil; the state is left out")
          continue
        }
      }
      let edge: FloatingPanelReferenceEdge = state == .full ? .top : .bottom
      anchors[state.rawValue] = PanelConfig.Anchor(FloatingPanelLayoutAnchor(absoluteInset: inset, edge: edge, referenceGuide: state == .hidden ? .superview : guide))
    }
    guard !anchors.isEmpty else {
      r.skip("insetFor(position:)", at: node, "gives no state an inset; kept FloatingPanel's default anchors")
      return panel
    }
    panel.anchors = anchors
    let states = states(of: panel)
    if let v = r.property("initialPosition") {
      if let name = v.name, anchors[name] != nil || name == "hidden" { panel.initialState = name }
      else { r.skip("initialPosition", Unevaluable(line: r.line(of: "initialPosition"), reason: "not a supported position; the panel starts at \(states[0].rawValue)")) }
    }
    if anchors[panel.initialState] == nil, panel.initialState != "hidden" { panel.initialState = states[0].rawValue }
    if let f = r.function("backdropAlphaFor") {
      let values = states.map { SwiftValue.member($0.rawValue) }
      if let alphas = r.results(of: f, binding: 0, to: values, what: "backdropAlphaFor(position:)") {
        if alphas.allSatisfy({ $0.number.map { $0 >= 0 && $0 <= 1 } ?? false }) {
          panel.backdropAlpha = Dictionary(uniqueKeysWithValues: zip(states, alphas).compactMap { s, a in a.number == 0 ? nil : (s.rawValue, a.number ?? 0) })
        } else {
          r.skip("backdropAlphaFor(position:)", at: f.name, "does not return alphas between 0 and 1")
        }
      }
    }
    for name in ["topInteractionBuffer", "bottomInteractionBuffer"] where r.line(of: name) != 0 {
      r.skip(name, Unevaluable(line: r.line(of: name), reason: "the playground has no interaction buffer (FloatingPanel 1.x's drag allowance past full and tip)"))
    }
    return panel
  }
}
