import SwiftUI

/// Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:27.
public protocol FloatingPanelCoordinator {
  /// Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:33.
  associatedtype Event
  /// Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:39.
  init(action: @escaping (Event) -> Void)
  /// Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:45.
  var proxy: FloatingPanelProxy { get }
  /// Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:57.
  func setupFloatingPanel<Main: View, Content: View>(
    mainHostingController: UIHostingController<Main>, contentHostingController: UIHostingController<Content>)
  /// Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:68.
  func onUpdate<Representable>(context: UIViewControllerRepresentableContext<Representable>)
  where Representable: UIViewControllerRepresentable
}

/// Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:74.
extension FloatingPanelCoordinator {
  /// Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:79.
  public var controller: FloatingPanelController { proxy.controller }
}

/// Upstream: Sources/SwiftUI/FloatingPanelProxy.swift:32.
public struct FloatingPanelProxy {
  /// Upstream: Sources/SwiftUI/FloatingPanelProxy.swift:38.
  public let controller: FloatingPanelController
  /// Upstream: Sources/SwiftUI/FloatingPanelProxy.swift:40.
  public init(controller: FloatingPanelController) { self.controller = controller }
}

/// What the modifiers return here (upstream returns SwiftUI's own views). Upstream: Sources/SwiftUI/View+floatingPanel.swift:55.
public struct StandInPanelView: View {}

/// Upstream: Sources/SwiftUI/View+floatingPanel.swift:7.
extension View {
  /// Upstream: Sources/SwiftUI/View+floatingPanel.swift:51.
  public func floatingPanel<T: FloatingPanelCoordinator>(
    coordinator: T.Type, onEvent action: ((T.Event) -> Void)? = nil,
    @ViewBuilder content: @escaping (FloatingPanelProxy) -> some View
  ) -> some View { StandInPanelView() }
  /// Upstream: Sources/SwiftUI/View+floatingPanelLayout.swift:65.
  public func floatingPanelLayout(_ layout: FloatingPanelLayout?) -> some View { StandInPanelView() }
  /// Upstream: Sources/SwiftUI/View+floatingPanelBehavior.swift:56.
  public func floatingPanelBehavior(_ behavior: FloatingPanelBehavior?) -> some View { StandInPanelView() }
  /// Upstream: Sources/SwiftUI/View+floatingPanelSurface.swift:45.
  public func floatingPanelSurfaceAppearance(_ surfaceAppearance: SurfaceAppearance) -> some View { StandInPanelView() }
  /// Upstream: Sources/SwiftUI/View+floatingPanelSurface.swift:82.
  public func floatingPanelGrabberHandlePadding(_ padding: CGFloat) -> some View { StandInPanelView() }
}
