// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
/// Generators of hostile Swift for import-swift's tests: one shape nested or repeated `n` times
/// after a small layout, long files of layouts and appearance functions, many files.
enum SwiftHostileSource {
  /// A layout the import keeps whatever follows it (so a file that parses imports a panel).
  static let layout = """
    class ALayout: FloatingPanelLayout {
      let position: FloatingPanelPosition = .bottom
      let initialState: FloatingPanelState = .half
      let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
      ]
    }

    """
  /// The line the shape starts on (after ``layout``).
  static let shapeLine = 8

  /// The shapes the parser recurses on (or, for square brackets, looks ahead on) once per level.
  enum Nesting: String, CaseIterable {
    case generic, tryChain, ifConfig, arrow, square, interpolation, elseIf, paren, closure, awaitTry
  }

  /// `shape` nested `n` deep, on line ``shapeLine`` of a file that starts with ``layout``.
  static func nested(_ shape: Nesting, _ n: Int) -> String {
    func rep(_ s: String, _ k: Int) -> String { String(repeating: s, count: k) }
    let body: String
    switch shape {
    case .generic: body = "let a: \(rep("A<", n))Int\(rep(">", n)) = 1"
    case .tryChain: body = "let b = \(rep("try ", n))f()"
    case .ifConfig: body = rep("#if X\n", n) + "let c = 1\n" + rep("#endif\n", n)
    case .arrow: body = "let d: \(rep("() -> ", n))Int"
    case .square: body = "var x = \(rep("[", n))\(rep("]", n))"
    case .interpolation: body = "let s = \(rep("\"\\(", n))1\(rep(")\"", n))"
    case .elseIf: body = "func h() { if a {} \(rep("else if a {} ", n))}"
    case .paren: body = "let p = \(rep("(", n))1\(rep(")", n))"
    case .closure: body = "let q = \(rep("{ ", n))1\(rep(" }", n))"
    case .awaitTry: body = "let r = \(rep("try await ", n))f()"
    }
    return layout + body + "\n"
  }

  /// The postfix chains that parse in a loop into a tree as deep as they are long.
  enum Chain: String, CaseIterable { case unwrap, member, call, subscriptCall, optionalType }

  /// `chain` `n` long on line ``shapeLine``.
  static func chain(_ chain: Chain, _ n: Int) -> String {
    let body: String
    switch chain {
    case .unwrap: body = "let d = a" + String(repeating: "!", count: n)
    case .member: body = "let e = a" + String(repeating: ".b", count: n)
    case .call: body = "let f = f" + String(repeating: "()", count: n)
    case .subscriptCall: body = "let g = a" + String(repeating: "[0]", count: n)
    case .optionalType: body = "let h: Int" + String(repeating: "?", count: n)
    }
    return layout + body + "\n"
  }

  /// Layouts `P0Layout`, `P1Layout`, … (each with a `makeP…Appearance()` when `appearances`) up
  /// to `bytes` bytes.
  static func layouts(bytes: Int, appearances: Bool) -> (text: String, count: Int) {
    var text = "", n = 0
    while true {
      var unit = """
        class P\(n)Layout: FloatingPanelLayout {
          let position: FloatingPanelPosition = .bottom
          let initialState: FloatingPanelState = .half
          let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 16, edge: .top, referenceGuide: .safeArea),
            .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
          ]
        }

        """
      if appearances {
        unit += """
          func makeP\(n)Appearance() -> SurfaceAppearance {
            let a = SurfaceAppearance()
            a.cornerRadius = \(n % 30)
            return a
          }

          """
      }
      guard text.utf8.count + unit.utf8.count <= bytes else { return (text, n) }
      text += unit
      n += 1
    }
  }
}
#endif
