import ConfigFormat
import FloatingPanel

/// The SwiftUI part of an upstream export: a coordinator for what upstream's modifiers do not
/// cover and a `View` modifier that applies the rest with `.floatingPanelLayout`,
/// `.floatingPanelBehavior`, `.floatingPanelSurfaceAppearance` and `.floatingPanelGrabberHandlePadding`.
struct UpstreamSwiftUI {
  /// The panel this writes.
  let panel: UpstreamPanel

  /// `final class Tuned…Coordinator: FloatingPanelCoordinator` and `extension View { func tuned…Panel }`.
  var source: String {
    let name = panel.name, type = panel.type, needsDelegate = panel.needsDelegate
    var s = "/// Sets up the \(SwiftExporter.literal(name)) panel for `floatingPanel(coordinator:)`: removal, margins,"
    s += " padding, grabber size and colour, backdrop colour"
    s += needsDelegate ? " and the tuned delegate" : ""
    s += " (no SwiftUI modifier of upstream's sets them).\n"
    s += "final class Tuned\(type)Coordinator: FloatingPanelCoordinator {\n"
    s += "  enum Event {}\n\n"
    s += "  let proxy: FloatingPanelProxy\n"
    s += "  let action: (Event) -> Void\n"
    if needsDelegate { s += "  let delegate = Tuned\(type)Delegate()\n" }
    s += "\n  init(action: @escaping (Event) -> Void) {\n"
    s += "    self.action = action\n"
    s += "    self.proxy = FloatingPanelProxy(controller: FloatingPanelController())\n  }\n\n"
    s += "  func setupFloatingPanel<Main: View, Content: View>(\n"
    s += "    mainHostingController: UIHostingController<Main>, contentHostingController: UIHostingController<Content>\n  ) {\n"
    if needsDelegate { s += "    controller.delegate = delegate\n" }
    s += panel.surfaceStatements("controller", indent: "    ", modifiers: true)
    s += "    contentHostingController.view.backgroundColor = .clear\n"
    s += "    controller.set(contentViewController: contentHostingController)\n"
    s += "    controller.addPanel(toParent: mainHostingController, animated: false)\n  }\n\n"
    s += "  func onUpdate<Representable>(\n"
    s += "    context: UIViewControllerRepresentableContext<Representable>\n"
    s += "  ) where Representable: UIViewControllerRepresentable {}\n}\n\n"
    s += "extension View {\n"
    s += "  /// Shows `content` in the \(SwiftExporter.literal(name)) panel with its tuned layout, behaviour and surface.\n"
    s += "  func tuned\(type)Panel<Content: View>(\n"
    s += "    @ViewBuilder content: @escaping (FloatingPanelProxy) -> Content\n  ) -> some View {\n"
    s += "    floatingPanel(coordinator: Tuned\(type)Coordinator.self, content: content)\n"
    s += "      .floatingPanelLayout(Tuned\(type)Layout())\n"
    s += "      .floatingPanelBehavior(Tuned\(type)Behavior())\n"
    if let look = panel.config.appearance {
      s += "      .floatingPanelSurfaceAppearance(makeTuned\(type)SurfaceAppearance())\n"
      s += "      .floatingPanelGrabberHandlePadding(\(UpstreamPanel.cg(look.surface.grabberInset)))\n"
    }
    return s + "  }\n}\n"
  }
}
