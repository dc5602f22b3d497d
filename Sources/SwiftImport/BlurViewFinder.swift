import ConfigFormat
import FloatingPanel
import SwiftSyntax

/// Finds the blur view an app puts behind its panel's content: the first `UIVisualEffectView`
/// the imported files name (a property, an outlet, a call), and the style of the first
/// `UIBlurEffect(style: .…)` they make. Upstream's Maps example sets its surface's background to
/// `.clear` and has a `UIVisualEffectView` outlet in SearchViewController (its style is in the
/// storyboard): a clear surface over a blur view is a material surface.
///
/// ```swift
/// // @IBOutlet weak var visualEffectView: UIVisualEffectView!
/// BlurViewFinder(files).found?.material == .regular
/// ```
struct BlurViewFinder {
  /// Where the blur view is named (file index, line) and the material its style maps to.
  var found: (file: Int, line: Int, material: SurfaceAppearance.Material, style: String?)?

  /// UIKit's blur styles and the material each is drawn as.
  static let styles: [String: SurfaceAppearance.Material] = [
    "systemUltraThinMaterial": .ultraThin, "systemThinMaterial": .thin, "systemMaterial": .regular,
    "systemThickMaterial": .thick, "systemChromeMaterial": .chrome,
    "systemUltraThinMaterialLight": .ultraThin, "systemThinMaterialLight": .thin, "systemMaterialLight": .regular,
    "systemThickMaterialLight": .thick, "systemChromeMaterialLight": .chrome,
    "systemUltraThinMaterialDark": .ultraThin, "systemThinMaterialDark": .thin, "systemMaterialDark": .regular,
    "systemThickMaterialDark": .thick, "systemChromeMaterialDark": .chrome,
    "regular": .regular, "light": .regular, "dark": .regular, "prominent": .thick, "extraLight": .thick,
  ]

  /// Combines the blur views of the files (``find(in:_:)``, in file order): the first view, the first style.
  init(_ files: [SwiftFileSummary]) {
    var view: (Int, Int)?
    var style: String?
    for (i, file) in files.enumerated() {
      if view == nil, let line = file.blur.viewLine { view = (i, line) }
      if style == nil { style = file.blur.style }
    }
    if let (file, line) = view {
      found = (file, line, style.flatMap { Self.styles[$0] } ?? .regular, style)
    }
  }

  /// The line of the first `UIVisualEffectView` that `tree` names, and the style of its first
  /// `UIBlurEffect(style: .…)`.
  static func find(in tree: SourceFileSyntax, _ converter: SourceLocationConverter) -> (viewLine: Int?, style: String?) {
    var view: Int?
    var style: String?
    let tokens = Array(tree.tokens(viewMode: .sourceAccurate))
    for (j, token) in tokens.enumerated() {
      guard case .identifier(let name) = token.tokenKind else { continue }
      if name == "UIVisualEffectView", view == nil {
        view = token.startLocation(converter: converter).line
      }
      // UIBlurEffect(style: .systemMaterial)
      if name == "UIBlurEffect", style == nil, j + 5 < tokens.count, tokens[j + 1].tokenKind == .leftParen,
        tokens[j + 2].text == "style", tokens[j + 3].tokenKind == .colon, tokens[j + 4].tokenKind == .period,
        Self.styles[tokens[j + 5].text] != nil
      {
        style = tokens[j + 5].text
      }
    }
    return (view, style)
  }
}
