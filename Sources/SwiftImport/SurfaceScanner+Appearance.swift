import ConfigFormat
import FloatingPanel
import SwiftSyntax

/// The assignments to a `SurfaceAppearance()` and its `SurfaceAppearance.Shadow()`s, and the
/// checked values they take (the ranges of the config format's `appearance`).
extension SurfaceScanner {
  func assignLocal(_ lhs: [String], _ rhs: ExprSyntax, _ locals: inout Locals, _ ev: inout SwiftEvaluator) throws(Unevaluable) {
    let name = lhs[0], property = lhs[1]
    guard lhs.count == 2 else { throw ev.cannot(rhs, "sets a nested property import-swift does not read") }
    if var shadow = locals.shadows[name] {
      switch property {
      case "color": shadow?.color = try Self.color(rhs, &ev)
      case "offset":
        guard case .size(let x, let y) = try ev.value(of: rhs), abs(x) <= 1000, abs(y) <= 1000 else {
          throw ev.cannot(rhs, "is not an offset within ±1000 pt")
        }
        shadow?.offset = Point(x: x, y: y)
      case "opacity": shadow?.opacity = try Self.number(rhs, &ev, 0...1)
      case "radius": shadow?.radius = try Self.number(rhs, &ev, 0...200)
      case "spread": shadow?.spread = try Self.number(rhs, &ev, -200...200)
      case "hidden":
        guard case .bool(let hidden) = try ev.value(of: rhs) else { throw ev.cannot(rhs) }
        if hidden { shadow = nil }
      default: throw Unevaluable(line: ev.line(rhs), reason: "the playground does not draw a shadow's `\(property)`")
      }
      locals.shadows[name] = shadow
      return
    }
    guard var a = locals.appearances[name] else { return }
    var border = locals.borders[name] ?? (nil, nil)
    switch property {
    case "cornerRadius": a.cornerRadius = try Self.number(rhs, &ev, 0...1000)
    case "cornerCurve": a.cornerCurve = try Self.cornerCurve(rhs, &ev)
    case "backgroundColor":
      var system: SystemColor?
      a.backgroundColor = try Self.color(rhs, &ev, system: &system)
      locals.systems[name, default: [:]]["backgroundColor"] = system
      locals.setsBackground.insert(name)
    case "borderWidth": border.width = try Self.number(rhs, &ev, 0...100)
    case "borderColor":
      var system: SystemColor?
      border.color = try Self.color(rhs, &ev, system: &system)
      locals.systems[name, default: [:]]["border.color"] = system
    case "shadows":
      guard let list = rhs.as(ArrayExprSyntax.self), list.elements.count <= PanelAppearance.maximumShadows else {
        throw ev.cannot(rhs, "is not a list of at most \(PanelAppearance.maximumShadows) shadows made here")
      }
      var shadows: [SurfaceAppearance.Shadow] = []
      for element in list.elements {
        if let ref = element.expression.as(DeclReferenceExprSyntax.self), let s = locals.shadows[ref.baseName.text] {
          if let s { shadows.append(s) }
        } else if let call = element.expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
          SwiftEvaluator.chain(call.calledExpression)?.last == "Shadow"
        {
          shadows.append(SurfaceAppearance.Shadow())
        } else {
          throw ev.cannot(element.expression, "is not a shadow made here")
        }
      }
      a.shadows = shadows
    default: throw Unevaluable(line: ev.line(rhs), reason: "the playground does not draw a surface's `\(property)`")
    }
    locals.appearances[name] = a
    locals.borders[name] = border
    if let width = border.width, width > 0 {
      locals.appearances[name]?.border = SurfaceAppearance.Border(color: border.color ?? .black, width: width)
    } else {
      locals.appearances[name]?.border = nil
    }
  }

  /// The config's appearance of `surface` (colours rounded to 8 bits, as a file keeps them).
  /// Its system colours are `systems`; a background the source never sets is upstream's
  /// default, `.systemBackground`.
  static func finish(_ surface: SurfaceAppearance, systems: [String: SystemColor] = [:], setsBackground: Bool = true) -> PanelAppearance {
    var look = PanelAppearance(surface: surface).quantized
    look.systemColors = systems
    if !setsBackground {
      look.systemColors["backgroundColor"] = SystemColor.surfaceDefault
      look.surface.backgroundColor = SystemColor.surfaceDefault.light
    }
    return look
  }

  /// A number in `range`.
  static func number(_ e: ExprSyntax, _ ev: inout SwiftEvaluator, _ range: ClosedRange<Double>) throws(Unevaluable) -> Double {
    guard case .number(let d) = try ev.value(of: e) else { throw ev.cannot(e, "is not a number") }
    guard range.contains(d) else { throw ev.cannot(e, "is outside \(range.lowerBound)…\(range.upperBound)") }
    return d
  }

  /// `.circular` or `.continuous` (`CALayerCornerCurve.continuous` too).
  static func cornerCurve(_ e: ExprSyntax, _ ev: inout SwiftEvaluator) throws(Unevaluable) -> SurfaceAppearance.CornerCurve {
    guard case .member(let name) = try ev.value(of: e), let curve = SurfaceAppearance.CornerCurve(rawValue: name) else {
      throw ev.cannot(e, "is not `.circular` or `.continuous`")
    }
    return curve
  }

  /// A colour; `nil` is clear.
  static func color(_ e: ExprSyntax, _ ev: inout SwiftEvaluator) throws(Unevaluable) -> Color {
    var system: SystemColor?
    return try color(e, &ev, system: &system)
  }

  /// A colour; a system colour (`.systemBackground`) gives its light value and sets `system`.
  static func color(_ e: ExprSyntax, _ ev: inout SwiftEvaluator, system: inout SystemColor?) throws(Unevaluable) -> Color {
    system = nil
    switch try ev.value(of: e) {
    case .color(let c): return c
    case .systemColor(let name):
      guard let s = SystemColor.named(name) else { throw ev.cannot(e, "is not a system colour import-swift knows") }
      system = s
      return s.light
    case .none: return .clear
    default: throw ev.cannot(e, "is not a colour literal")
    }
  }

  /// Insets, each 0…10000 (`.zero` too).
  static func insets(_ e: ExprSyntax, _ ev: inout SwiftEvaluator) throws(Unevaluable) -> EdgeInsets {
    switch try ev.value(of: e) {
    case .member("zero"): return .zero
    case .insets(let i):
      guard [i.top, i.left, i.bottom, i.right].allSatisfy({ $0 >= 0 && $0 <= 10_000 }) else { throw ev.cannot(e, "is not insets of 0…10000 pt") }
      return i
    default: throw ev.cannot(e, "is not an insets literal")
    }
  }

  /// The names of the declarations around `node`, outermost first.
  static func owners(of node: Syntax) -> [String] {
    var names: [String] = []
    var p = node.parent
    while let n = p {
      if let f = n.as(FunctionDeclSyntax.self) { names.append(f.name.text) }
      else if let b = n.as(PatternBindingSyntax.self), let id = b.pattern.as(IdentifierPatternSyntax.self) { names.append(id.identifier.text) }
      else if let c = n.as(ClassDeclSyntax.self) { names.append(c.name.text) }
      else if let s = n.as(StructDeclSyntax.self) { names.append(s.name.text) }
      else if let e = n.as(EnumDeclSyntax.self) { names.append(e.name.text) }
      else if let x = n.as(ExtensionDeclSyntax.self) { names.append(x.extendedType.trimmedDescription) }
      p = n.parent
    }
    return names.reversed()
  }
}
