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
  static func panel(_ r: inout MemberReader, node: Syntax, inherits: [String] = []) -> PanelConfig {
    if isVersion1(r) || inherits.contains(where: { $0 == "FloatingPanelFullScreenLayout" || $0 == "FloatingPanelIntrinsicLayout" }) {
      return version1Panel(&r, node: node, fullScreen: inherits.contains("FloatingPanelFullScreenLayout"))
    }
    var panel = PanelConfig()
    if let v = r.property("position") {
      if let name = v.name, let p = FloatingPanelPosition(rawValue: name) { panel.position = p }
      else { r.skip("position", at: node, "not a position (.top, .left, .bottom or .right)") }
    }
    if let (expr, at) = r.expression(of: "anchors") { panel.anchors = anchors(&r, expr, at: at, position: panel.position) }
    // export-swift's record of the content length an intrinsic or adaptive anchor was measured with.
    if panel.hasContentAnchors, let l = r.property("playgroundContentLength")?.number, l > 0, l <= PanelConfig.Anchor.maxInset { panel.contentLength = l }
    var initialName: String?
    if let v = r.property("initialState") {
      if let name = v.name, PlaygroundConfig.isValidName(name) { initialName = name }
      else { r.skip("initialState", at: node, "not a state") }
    }
    setInitialState(initialName, of: &panel, &r, at: node)
    let states = states(of: panel)
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

  /// Sets `panel`'s initial state to `name` when it has an anchor (or is hidden), else to its
  /// top state (with a line when `name` was given).
  static func setInitialState(_ name: String?, of panel: inout PanelConfig, _ r: inout MemberReader, at node: some SyntaxProtocol) {
    let states = states(of: panel)
    if let name, states.contains(where: { $0.rawValue == name }) || name == "hidden" {
      panel.initialState = name
    } else if !states.contains(where: { $0.rawValue == panel.initialState }), let top = states.max(by: { $0.order < $1.order }) {
      if let name { r.skip("initialState", at: node, "state \(name) has no anchor; the panel starts at \(top.rawValue)") }
      panel.initialState = top.rawValue
    }
  }

  /// The panel of a layout made by an initializer call with literal arguments
  /// (`PanelLayout(position: .bottom, initialState: .half, anchors: [...])`).
  static func callPanel(_ call: FunctionCallExprSyntax, _ r: inout MemberReader) -> PanelConfig {
    var panel = PanelConfig()
    var initialName: String?
    for arg in call.arguments where arg.label?.text == "position" {
      do throws(Unevaluable) {
        guard let name = try r.evaluator.value(of: arg.expression).name, let p = FloatingPanelPosition(rawValue: name) else {
          throw r.evaluator.cannot(arg.expression, "is not a position (.top, .left, .bottom or .right)")
        }
        panel.position = p
      } catch {
        r.skip("position", error)
      }
    }
    for arg in call.arguments {
      switch arg.label?.text {
      case "position": break
      case "anchors": panel.anchors = anchors(&r, arg.expression, at: Syntax(arg), position: panel.position)
      case "initialState":
        do throws(Unevaluable) {
          guard let name = try r.evaluator.value(of: arg.expression).name, PlaygroundConfig.isValidName(name) else {
            throw r.evaluator.cannot(arg.expression, "is not a state")
          }
          initialName = name
        } catch {
          r.skip("initialState", error)
        }
      default:
        r.skip("\(arg.label?.text ?? "_"):", at: arg, "an argument of the app's own initializer that import-swift does not know")
      }
    }
    setInitialState(initialName, of: &panel, &r, at: call)
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
  private static func anchors(_ r: inout MemberReader, _ expr: ExprSyntax?, at node: Syntax, position: FloatingPanelPosition) -> [String: PanelConfig.Anchor]? {
    guard let dict = expr?.as(DictionaryExprSyntax.self), case .elements(let elements) = dict.content else {
      r.skip("anchors", at: node, "not a dictionary literal of anchors; kept FloatingPanel's default anchors")
      return nil
    }
    var out: [String: PanelConfig.Anchor] = [:]
    for element in elements {
      let label = "anchor \(SwiftEvaluator.excerpt(element.key))"
      do throws(Unevaluable) {
        let key = try r.evaluator.value(of: element.key)
        let value = try r.evaluator.value(of: element.value)
        if case .contentAnchor = value {} else if case .anchor = value {} else {
          throw r.evaluator.cannot(element.value, "is not a FloatingPanelLayoutAnchor")
        }
        let name: String, order: Int?
        switch key {
        case .member(let n) where FloatingPanelState.builtIn(named: n) != nil: (name, order) = (n, nil)
        case .state(let n, let o): (name, order) = (n, FloatingPanelState.builtIn(named: n)?.order == o ? nil : o)
        default: throw r.evaluator.cannot(element.key, "is not a state declared with FloatingPanelState(rawValue:order:) in the imported files")
        }
        guard PlaygroundConfig.isValidName(name) else { throw r.evaluator.cannot(element.key, "has a name the playground refuses (\(PlaygroundConfig.nameRule))") }
        guard case .anchor(let anchor) = value else {
          if case .contentAnchor(let c) = value { out[name] = PanelConfig.Anchor(content: c, order: order) }
          continue
        }
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
