import ConfigFormat
import FloatingPanel
import SwiftSyntax

/// A `FloatingPanelLayout` (or a `FloatingPanelBottomLayout` subclass) as a config panel:
/// `position`, `initialState`, `anchors` (a dictionary literal of `FloatingPanelLayoutAnchor`s),
/// `backdropAlpha(for:)` over the anchored states and the width (height) that `prepareLayout`
/// gives with `equalToConstant:`. What cannot be read keeps FloatingPanel's default and adds a
/// skip.
enum LayoutReader {
  /// The panel the layout describes (its behaviour is the default).
  static func panel(_ r: inout MemberReader, node: Syntax) -> PanelConfig {
    var panel = PanelConfig()
    if let v = r.property("position") {
      if let name = v.name, let p = FloatingPanelPosition(rawValue: name) { panel.position = p }
      else { r.skip("position", at: node, "not a position (.top, .left, .bottom or .right)") }
    }
    panel.anchors = anchors(&r, position: panel.position)
    var initialName: String?
    if let v = r.property("initialState") {
      if let name = v.name, PlaygroundConfig.isValidName(name) { initialName = name }
      else { r.skip("initialState", at: node, "not a state") }
    }
    let states = states(of: panel)
    if let initialName, states.contains(where: { $0.rawValue == initialName }) || initialName == "hidden" {
      panel.initialState = initialName
    } else if !states.contains(where: { $0.rawValue == panel.initialState }), let top = states.max(by: { $0.order < $1.order }) {
      if let initialName { r.skip("initialState", at: node, "state \(initialName) has no anchor; the panel starts at \(top.rawValue)") }
      panel.initialState = top.rawValue
    }
    if let f = r.function("backdropAlpha") {
      let values = states.map { FloatingPanelState.builtIn(named: $0.rawValue) != nil ? SwiftValue.member($0.rawValue) : .state(name: $0.rawValue, order: $0.order) }
      if let alphas = r.results(of: f, binding: 0, to: values, what: "backdropAlpha(for:)") {
        if alphas.allSatisfy({ $0.number.map { $0 >= 0 && $0 <= 1 } ?? false }) {
          panel.backdropAlpha = Dictionary(uniqueKeysWithValues: zip(states, alphas).compactMap { s, a in a.number == 0 ? nil : (s.rawValue, a.number ?? 0) })
        } else {
          r.skip("backdropAlpha(for:)", at: f.name, "does not return alphas between 0 and 1")
        }
      }
    }
    if let f = r.function("prepareLayout") { panel.placement = placement(f, &r, position: panel.position) }
    return panel
  }

  /// The states a panel has anchors for (FloatingPanel's default ones without `anchors`).
  static func states(of panel: PanelConfig) -> [FloatingPanelState] {
    guard let anchors = panel.anchors else { return Array(PanelConfig.defaultAnchors(for: panel.position).keys) }
    return anchors.map { name, a in FloatingPanelState.builtIn(named: name).map { b in a.order.map { FloatingPanelState(rawValue: name, order: $0) } ?? b } ?? FloatingPanelState(rawValue: name, order: a.order ?? 0) }
      .sorted { $0.order > $1.order }
  }

  /// The anchors of the `anchors` dictionary literal; nil (FloatingPanel's default) when absent
  /// or when none can be read.
  private static func anchors(_ r: inout MemberReader, position: FloatingPanelPosition) -> [String: PanelConfig.Anchor]? {
    guard let (expr, node) = r.expression(of: "anchors") else { return nil }
    guard let dict = expr?.as(DictionaryExprSyntax.self), case .elements(let elements) = dict.content else {
      r.skip("anchors", at: node, "not a dictionary literal of anchors; kept FloatingPanel's default anchors")
      return nil
    }
    var out: [String: PanelConfig.Anchor] = [:]
    for element in elements {
      let label = "anchor \(SwiftEvaluator.excerpt(element.key))"
      do throws(Unevaluable) {
        let key = try r.evaluator.value(of: element.key)
        guard case .anchor(let anchor) = try r.evaluator.value(of: element.value) else {
          throw r.evaluator.cannot(element.value, "is not a FloatingPanelLayoutAnchor")
        }
        let name: String, order: Int?
        switch key {
        case .member(let n) where FloatingPanelState.builtIn(named: n) != nil: (name, order) = (n, nil)
        case .state(let n, let o): (name, order) = (n, FloatingPanelState.builtIn(named: n)?.order == o ? nil : o)
        default: throw r.evaluator.cannot(element.key, "is not a state declared with FloatingPanelState(rawValue:order:) in the imported files")
        }
        guard PlaygroundConfig.isValidName(name) else { throw r.evaluator.cannot(element.key, "has a name the playground refuses (\(PlaygroundConfig.nameRule))") }
        switch anchor.inset {
        case .absolute(let d) where abs(d) > PanelConfig.Anchor.maxInset: throw r.evaluator.cannot(element.value, "is beyond ±100000 pt")
        case .fractional(let f) where abs(f) > PanelConfig.Anchor.maxFraction: throw r.evaluator.cannot(element.value, "is beyond ±10")
        default: break
        }
        guard anchor.edge.fits(position) else { throw r.evaluator.cannot(element.value, "has an edge that does not fit a \(position.rawValue) panel") }
        out[name] = PanelConfig.Anchor(anchor, order: order)
      } catch {
        r.skip(label, error)
      }
    }
    if out.isEmpty {
      r.skip("anchors", at: node, "none could be read; kept FloatingPanel's default anchors")
      return nil
    }
    return out
  }

  /// `.fixed(length:inset:)` when `prepareLayout` returns a `widthAnchor` (top/bottom panels) or
  /// `heightAnchor` (left/right) constraint `equalToConstant:` a literal; its inset is the
  /// constant of the leading (`leftAnchor`/`leadingAnchor`, `topAnchor`) constraint.
  private static func placement(_ f: FunctionDeclSyntax, _ r: inout MemberReader, position: FloatingPanelPosition) -> SurfacePlacement {
    guard let body = f.body?.statements, let list = MemberReader.returnedExpression(body)?.as(ArrayExprSyntax.self) else {
      r.skip("prepareLayout", at: f.name, "does not return an array literal of constraints; the surface fills the width")
      return .fill
    }
    let size = position.isVertical ? "widthAnchor" : "heightAnchor"
    let leads: Set<String> = position.isVertical ? ["leftAnchor", "leadingAnchor"] : ["topAnchor"]
    var length: Double?, inset = 0.0
    for element in list.elements {
      guard let call = element.expression.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "constraint",
        let anchor = SwiftEvaluator.chain(callee.base)?.last
      else { continue }
      for arg in call.arguments {
        guard let label = arg.label?.text else { continue }
        do throws(Unevaluable) {
          if anchor == size, label == "equalToConstant" {
            guard case .number(let d) = try r.evaluator.value(of: arg.expression), d > 0, d <= 10_000 else {
              throw r.evaluator.cannot(arg.expression, "is not a length in (0, 10000]")
            }
            length = d
          } else if leads.contains(anchor), label == "constant" {
            guard case .number(let d) = try r.evaluator.value(of: arg.expression), abs(d) <= 10_000 else {
              throw r.evaluator.cannot(arg.expression, "is not a distance within ±10000 pt")
            }
            inset = d
          }
        } catch {
          r.skip("prepareLayout", error)
        }
      }
    }
    return length.map { .fixed(length: $0, inset: inset) } ?? .fill
  }
}
