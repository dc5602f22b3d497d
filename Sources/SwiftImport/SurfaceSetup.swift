import ConfigFormat
import FloatingPanel

/// What one code block (a function, a closure, a computed property) sets up for a panel: a
/// `SurfaceAppearance()` it makes, the layout and behaviour it gives a controller
/// (`fpc.layout = SearchLayout()`), and the controller's surface settings (removal, margins,
/// padding, grabber, backdrop colour).
///
/// ```swift
/// // func makePanel() { fpc.layout = SearchLayout(); fpc.behavior = SearchBehavior()
/// //                    fpc.surfaceView.containerMargins = UIEdgeInsets(top: 0, left: 12, bottom: 12, right: 12) }
/// setup.layoutType == "SearchLayout" && setup.margins?.left == 12
/// ```
struct SurfaceSetup {
  /// The file's index among the imported files.
  var file: Int
  /// The line of the block.
  var line: Int
  /// The names of the declarations around the block, outermost first (`MainViewController`,
  /// `setAppearanceForPad`).
  var owners: [String]
  /// The appearance made here with `SurfaceAppearance()` and the line it was made on.
  var appearance: (value: PanelAppearance, line: Int)?
  /// The function or static property whose appearance is given to the controller
  /// (`fpc.surfaceView.appearance = makeSearchAppearance()`).
  var appearanceSource: String?
  /// The type whose instance becomes the controller's layout.
  var layoutType: String?
  /// The type whose instance becomes the controller's behaviour.
  var behaviorType: String?
  /// `isRemovalInteractionEnabled`.
  var removal: Bool?
  /// `surfaceView.containerMargins`.
  var margins: EdgeInsets?
  /// `surfaceView.contentPadding`.
  var padding: EdgeInsets?
  /// `surfaceView.grabberHandleSize`.
  var grabberSize: Size?
  /// `surfaceView.grabberHandlePadding`.
  var grabberInset: Double?
  /// `surfaceView.grabberHandle.barColor`.
  var grabberColor: Color?
  /// `surfaceView.grabberHandle.isHidden`.
  var grabberHidden: Bool?
  /// `backdropView.backgroundColor`.
  var backdropColor: Color?

  /// The controller's own appearance changed in place (`fpc.surfaceView.appearance.cornerRadius = 24`):
  /// the properties set and their values.
  struct InPlaceEdits {
    /// The values (the properties not in ``keys`` are SurfaceAppearance's defaults, unused).
    var appearance: SurfaceAppearance
    /// The properties set: `cornerRadius`, `cornerCurve`, `backgroundColor`, `borderWidth`, `borderColor`, `shadows`.
    var keys: Set<String>
    /// The system colours set, by field (`backgroundColor`, `border.color`).
    var systems: [String: SystemColor] = [:]
  }

  /// Whether this is a SwiftUI panel (``SwiftUIPanelScanner``): a `.floatingPanel` call and its modifiers.
  var isSwiftUI = false
  /// A SwiftUI panel's appearance made by a closure called in place: the line of the closure's
  /// statements, where ``SurfaceScanner`` found its block.
  var appearanceBlockLine: Int?
  /// The line of a SwiftUI panel's `.floatingPanelSurfaceAppearance` modifier.
  var appearanceModifierLine: Int?
  /// The state a SwiftUI panel moves to first (`.floatingPanelState($s)`, `@State var s: FloatingPanelState? = .tip`).
  var startState: String?

  /// Whether the block is an `if`'s branch (its assignments were named by the enclosing block).
  var isBranch = false

  /// The system colours of the controller settings (`grabber.color`, `backdropColor`).
  var systemColors: [String: SystemColor] = [:]

  /// The in-place changes of the controller's appearance.
  var inPlace: InPlaceEdits?

  /// Whether the block sets a controller value (removal, margins, padding, grabber, backdrop, look).
  var setsController: Bool {
    removal != nil || margins != nil || padding != nil || grabberSize != nil || grabberInset != nil || grabberColor != nil
      || grabberHidden != nil || backdropColor != nil || inPlace != nil || startState != nil
  }

  /// Whether the block matters to an import: it makes an appearance, sets a controller's layout
  /// or behaviour, or sets a controller value.
  var isRelevant: Bool { appearance != nil || layoutType != nil || behaviorType != nil || setsController }

  /// `panel` with the controller settings of this block.
  func apply(to panel: inout PanelConfig) {
    if let removal { panel.removalEnabled = removal }
    if let margins { panel.margins = margins }
    if let padding { panel.padding = padding }
    if let startState, LayoutReader.states(of: panel).contains(where: { $0.rawValue == startState }) { panel.initialState = startState }
    guard grabberSize != nil || grabberInset != nil || grabberColor != nil || grabberHidden != nil || backdropColor != nil || inPlace != nil else {
      return
    }
    // A look the source never made has upstream's default background, `.systemBackground`.
    var look = panel.appearance ?? SurfaceScanner.finish(SurfaceAppearance(), setsBackground: false)
    if let inPlace {
      let a = inPlace.appearance
      if inPlace.keys.contains("cornerRadius") { look.surface.cornerRadius = a.cornerRadius }
      if inPlace.keys.contains("cornerCurve") { look.surface.cornerCurve = a.cornerCurve }
      if inPlace.keys.contains("backgroundColor") {
        look.surface.backgroundColor = a.backgroundColor
        look.systemColors["backgroundColor"] = inPlace.systems["backgroundColor"]
      }
      if inPlace.keys.contains("shadows") { look.surface.shadows = a.shadows }
      if !inPlace.keys.isDisjoint(with: ["borderWidth", "borderColor"]) {
        look.surface.border = a.border
        look.systemColors["border.color"] = a.border == nil ? nil : inPlace.systems["border.color"]
      }
    }
    for (field, system) in systemColors { look.systemColors[field] = system }
    if let grabberSize { look.surface.grabberSize = grabberSize }
    if let grabberInset { look.surface.grabberInset = grabberInset }
    if let grabberColor { look.surface.grabberColor = grabberColor }
    if let grabberHidden { look.surface.showsGrabber = !grabberHidden }
    if let backdropColor { look.backdropColor = backdropColor }
    panel.appearance = look.quantized
  }
}
