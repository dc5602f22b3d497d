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

  /// Whether the block matters to an import: it makes an appearance or sets a controller's layout
  /// or behaviour.
  var isRelevant: Bool { appearance != nil || layoutType != nil || behaviorType != nil }

  /// `panel` with the controller settings of this block.
  func apply(to panel: inout PanelConfig) {
    if let removal { panel.removalEnabled = removal }
    if let margins { panel.margins = margins }
    if let padding { panel.padding = padding }
    guard grabberSize != nil || grabberInset != nil || grabberColor != nil || grabberHidden != nil || backdropColor != nil else { return }
    var look = panel.appearance ?? PanelAppearance()
    if let grabberSize { look.surface.grabberSize = grabberSize }
    if let grabberInset { look.surface.grabberInset = grabberInset }
    if let grabberColor { look.surface.grabberColor = grabberColor }
    if let grabberHidden { look.surface.showsGrabber = !grabberHidden }
    if let backdropColor { look.backdropColor = backdropColor }
    panel.appearance = look.quantized
  }
}
