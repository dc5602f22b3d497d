// Stand-ins for the SwiftUI types upstream's SwiftUI API uses.
@_exported import UIKit

/// A SwiftUI view (no body here: nothing is rendered). Upstream: Sources/SwiftUI/View+floatingPanel.swift:51.
public protocol View {}

/// SwiftUI's view builder, for one view. Upstream: Sources/SwiftUI/View+floatingPanel.swift:54 (`@ViewBuilder content:`).
@resultBuilder
public enum ViewBuilder {
  /// Upstream: Sources/SwiftUI/View+floatingPanel.swift:54.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// A view controller hosting a SwiftUI view. Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:58.
open class UIHostingController<Content: View>: UIViewController {}

/// A SwiftUI view that wraps a view controller. Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:70.
public protocol UIViewControllerRepresentable: View {}

/// The context of a representable's update. Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:69.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}
