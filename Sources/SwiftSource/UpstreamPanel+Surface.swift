import ConfigFormat
import FloatingPanel

/// The surface of an upstream export: the `SurfaceAppearance` factory, the controller's
/// surface settings and the UIKit factory.
extension UpstreamPanel {
  /// `func makeTuned…SurfaceAppearance() -> SurfaceAppearance`: background, corner radius and
  /// curve, shadows and border of `look`.
  func appearanceSource(_ look: PanelAppearance) -> String {
    let n = Self.cg, surface = look.surface
    var s = "/// The \(SwiftExporter.literal(name)) panel's surface: background, corner radius, shadows and border.\n"
    s += "func makeTuned\(type)SurfaceAppearance() -> SurfaceAppearance {\n"
    s += "  let appearance = SurfaceAppearance()\n"
    s += "  appearance.backgroundColor = \(Self.color(surface.backgroundColor, look.systemColors["backgroundColor"]))\n"
    s += "  appearance.cornerRadius = \(n(surface.cornerRadius))\n"
    if surface.cornerCurve != .circular {
      // Upstream's `cornerCurve` is iOS 13 and later (its package supports iOS 12).
      s += "  if #available(iOS 13.0, *) {\n    appearance.cornerCurve = .\(surface.cornerCurve.rawValue)\n  }\n"
    }
    var shadows: [String] = []
    for (i, sh) in surface.shadows.enumerated() {
      let v = "shadow\(i)"
      shadows.append(v)
      s += "  let \(v) = SurfaceAppearance.Shadow()\n"
      s += "  \(v).color = \(Self.color(sh.color))\n"
      s += "  \(v).offset = CGSize(width: \(n(sh.offset.x)), height: \(n(sh.offset.y)))\n"
      s += "  \(v).opacity = \(Self.float(sh.opacity))\n"
      s += "  \(v).radius = \(n(sh.radius))\n"
      s += "  \(v).spread = \(n(sh.spread))\n"
    }
    s += "  appearance.shadows = [\(shadows.joined(separator: ", "))]\n"
    if let b = surface.border {
      s += "  appearance.borderColor = \(Self.color(b.color, look.systemColors["border.color"]))\n"
      s += "  appearance.borderWidth = \(n(b.width))\n"
    }
    return s + "  return appearance\n}\n"
  }

  /// Statements on `fpc` (`controller` in a coordinator) for what the layout and behaviour do
  /// not carry: removal, margins, padding, the grabber and the backdrop colour; with
  /// `modifiers`, the appearance and grabber padding are left to the SwiftUI modifiers.
  func surfaceStatements(_ fpc: String, indent: String, modifiers: Bool) -> String {
    var s = "\(indent)\(fpc).isRemovalInteractionEnabled = \(resolved.removalEnabled)\n"
    if config.margins != .zero { s += "\(indent)\(fpc).surfaceView.containerMargins = \(Self.insets(config.margins))\n" }
    if config.padding != .zero { s += "\(indent)\(fpc).surfaceView.contentPadding = \(Self.insets(config.padding))\n" }
    guard let look = config.appearance else { return s }
    let surface = look.surface, n = Self.cg
    if !modifiers {
      s += "\(indent)\(fpc).surfaceView.appearance = makeTuned\(type)SurfaceAppearance()\n"
      s += "\(indent)\(fpc).surfaceView.grabberHandlePadding = \(n(surface.grabberInset))\n"
    }
    s += "\(indent)\(fpc).surfaceView.grabberHandleSize = CGSize(width: \(n(surface.grabberSize.width)), height: \(n(surface.grabberSize.height)))\n"
    s += "\(indent)\(fpc).surfaceView.grabberHandle.barColor = \(Self.color(surface.grabberColor, look.systemColors["grabber.color"]))\n"
    s += "\(indent)\(fpc).surfaceView.grabberHandle.isHidden = \(!surface.showsGrabber)\n"
    s += "\(indent)\(fpc).backdropView.backgroundColor = \(Self.color(look.backdropColor, look.systemColors["backdropColor"]))\n"
    return s
  }

  /// `func makeTuned…Panel(delegate:) -> FloatingPanelController` for a UIKit app.
  var uikitFactorySource: String {
    var s = "/// The \(SwiftExporter.literal(name)) panel with its tuned layout, behaviour and surface"
    s += needsDelegate ? "; pass a `Tuned\(type)Delegate` and keep a reference to it (the delegate is weak).\n" : ".\n"
    s += "@MainActor\n"
    s += "func makeTuned\(type)Panel(delegate: FloatingPanelControllerDelegate? = nil) -> FloatingPanelController {\n"
    s += "  let fpc = FloatingPanelController(delegate: delegate)\n"
    s += "  fpc.layout = Tuned\(type)Layout()\n"
    s += "  fpc.behavior = Tuned\(type)Behavior()\n"
    s += surfaceStatements("fpc", indent: "  ", modifiers: false)
    // Setting the delegate again makes upstream ask it for the layout of the traits now (a variant).
    if !config.variants.isEmpty { s += "  fpc.delegate = delegate\n" }
    return s + "  return fpc\n}\n"
  }

  /// Gives `fpc` this panel's behaviour and surface and returns its layout.
  func choiceBody(indent: String) -> String {
    "\(indent)fpc.behavior = Tuned\(type)Behavior()\n" + surfaceStatements("fpc", indent: indent, modifiers: false)
      + "\(indent)return Tuned\(type)Layout()\n"
  }
}
