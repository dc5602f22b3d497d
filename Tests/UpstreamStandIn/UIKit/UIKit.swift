// Stand-ins for the UIKit types upstream's API uses, each with the member the exports call.

/// A colour. Upstream: Sources/SurfaceView.swift:20 (`color: UIColor = .black`).
open class UIColor: NSObject {
  /// UIKit's sRGB initialiser. Upstream: Sources/GrabberView.swift:9 (the Display P3 sibling).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:114 (`backgroundColor = .clear`).
  public static var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
  /// UIKit's dynamic system colours (light and dark), which export-swift writes by name.
  public static var systemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var secondarySystemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var tertiarySystemBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var systemGroupedBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var secondarySystemGroupedBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var tertiarySystemGroupedBackground: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var systemGray: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var systemGray2: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var systemGray3: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var systemGray4: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var systemGray5: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var systemGray6: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var secondaryLabel: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var separator: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var opaqueSeparator: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
  public static var systemFill: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
}

/// Core Animation's corner curve. Upstream: Sources/SurfaceView.swift:68 (`cornerCurve: CALayerCornerCurve`).
public struct CALayerCornerCurve: Hashable {
  /// The string value, as Core Animation's.
  public var rawValue: String
  /// Upstream: Sources/SurfaceView.swift:69 (`?? .circular`).
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Upstream: Examples/Maps/Maps/MainViewController.swift:98 (`appearance.cornerCurve = .continuous`).
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Insets. Upstream: Sources/Layout.swift:157 (`UIEdgeInsets(top:left:bottom:right:)`).
public struct UIEdgeInsets: Hashable {
  /// Upstream: Sources/Layout.swift:157.
  public var top: CGFloat
  /// Upstream: Sources/Layout.swift:157.
  public var left: CGFloat
  /// Upstream: Sources/Layout.swift:157.
  public var bottom: CGFloat
  /// Upstream: Sources/Layout.swift:157.
  public var right: CGFloat
  /// Upstream: Sources/Layout.swift:157.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// Upstream: Sources/SurfaceView.swift:113 (`contentPadding: UIEdgeInsets = .zero`).
  public static var zero: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}

/// Edges of a rectangle. Upstream: Sources/Behavior.swift:49 (`allowsRubberBanding(for edge: UIRectEdge)`).
public struct UIRectEdge: OptionSet, Hashable {
  /// Upstream: Sources/Behavior.swift:49.
  public var rawValue: UInt
  /// Upstream: Sources/Behavior.swift:49.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Upstream: Sources/Layout.swift:741 (`allowsRubberBanding(.top)`).
  public static let top = UIRectEdge(rawValue: 1)
  /// Upstream: Sources/Behavior.swift:49.
  public static let left = UIRectEdge(rawValue: 2)
  /// Upstream: Sources/Layout.swift:747 (`allowsRubberBanding(.bottom)`).
  public static let bottom = UIRectEdge(rawValue: 4)
  /// Upstream: Sources/Behavior.swift:49.
  public static let right = UIRectEdge(rawValue: 8)
}

/// An Auto Layout constraint. Upstream: Sources/Layout.swift:18 (`prepareLayout … -> [NSLayoutConstraint]`).
open class NSLayoutConstraint: NSObject {}

/// A horizontal anchor. Upstream: Sources/Layout.swift:48 (`surfaceView.leftAnchor.constraint(equalTo:constant:)`).
open class NSLayoutXAxisAnchor: NSObject {
  /// Upstream: Sources/Layout.swift:48.
  public func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// A vertical anchor. Upstream: Sources/Layout.swift:447 (`surfaceView.topAnchor.constraint(equalTo:constant:)`).
open class NSLayoutYAxisAnchor: NSObject {
  /// Upstream: Sources/Layout.swift:447.
  public func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// A size anchor. Upstream: Sources/SurfaceView.swift:164 (`widthAnchor.constraint(equalToConstant:)`).
open class NSLayoutDimension: NSObject {
  /// Upstream: Sources/SurfaceView.swift:164.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// The anchors a view and a layout guide share. Upstream: Sources/Layout.swift:48, 447; SurfaceView.swift:164-165.
open class LayoutAnchors: NSObject {
  /// Upstream: Sources/Layout.swift:48.
  public let leftAnchor = NSLayoutXAxisAnchor()
  /// Upstream: Sources/Layout.swift:49.
  public let rightAnchor = NSLayoutXAxisAnchor()
  /// Upstream: Sources/Layout.swift:447.
  public let topAnchor = NSLayoutYAxisAnchor()
  /// Upstream: Sources/Layout.swift:448.
  public let bottomAnchor = NSLayoutYAxisAnchor()
  /// Upstream: Sources/SurfaceView.swift:164.
  public let widthAnchor = NSLayoutDimension()
  /// Upstream: Sources/SurfaceView.swift:165.
  public let heightAnchor = NSLayoutDimension()
}

/// A layout guide. Upstream: Sources/Layout.swift:48 (`view.safeAreaLayoutGuide`).
open class UILayoutGuide: LayoutAnchors {}

/// A view. Upstream: Sources/Layout.swift:18 (`prepareLayout(surfaceView: UIView, in view: UIView)`).
open class UIView: LayoutAnchors {
  /// Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:114.
  open var backgroundColor: UIColor?
  /// Upstream: Sources/GrabberView.swift:7 (`GrabberView: UIView`); hidden as in Examples/Samples/Sources/ContentViewControllers/MultiPanelController.swift:35.
  open var isHidden = false
  /// Upstream: Sources/Layout.swift:48.
  public let safeAreaLayoutGuide = UILayoutGuide()
}

/// A view controller. Upstream: Sources/Controller.swift:146 (`FloatingPanelController: UIViewController`).
open class UIViewController: NSObject {
  /// Upstream: Sources/Controller.swift (`delegate?.floatingPanel?(self, layoutFor: traitCollection)`, in `setUp()`).
  public var traitCollection = UITraitCollection()
  /// Upstream: Sources/SwiftUI/FloatingPanelCoordinator.swift:114 (`contentHostingController.view`).
  public var view: UIView! = UIView()
}

/// What a property animator times its animation with. Upstream: Sources/Controller.swift:763.
public protocol UITimingCurveProvider: AnyObject {}

/// A spring timing curve. Upstream: Sources/Extensions.swift:118, 128 (its physical initialiser).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// UIKit's physical spring. Upstream: Sources/Extensions.swift:128.
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
}

/// An animator. Upstream: Sources/Controller.swift:22 (`-> UIViewPropertyAnimator`), 763.
open class UIViewPropertyAnimator: NSObject {
  /// Upstream: Sources/Controller.swift:763 (`UIViewPropertyAnimator(duration: 0.0, timingParameters:)`).
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {}
}

/// A size class. Upstream: Examples/Maps/Maps/MainViewController.swift (`newCollection.horizontalSizeClass == .compact`).
public enum UIUserInterfaceSizeClass {
  case unspecified, compact, regular
}

/// A device idiom. Upstream: Examples/Maps/Maps/MainViewController.swift (`traitCollection.userInterfaceIdiom == .pad`).
public enum UIUserInterfaceIdiom {
  case unspecified, phone, pad
}

/// The traits a `layoutFor newCollection:` delegate reads. Upstream: Sources/Controller.swift:13.
public final class UITraitCollection: NSObject {
  /// Upstream: Examples/Maps/Maps/MainViewController.swift (`layoutFor newCollection:`).
  public var horizontalSizeClass = UIUserInterfaceSizeClass.compact
  /// Upstream: Examples/Maps/Maps/MainViewController.swift (`switch newCollection.verticalSizeClass`).
  public var verticalSizeClass = UIUserInterfaceSizeClass.regular
  /// Upstream: Examples/Maps/Maps/MainViewController.swift (`traitCollection.userInterfaceIdiom`).
  public var userInterfaceIdiom = UIUserInterfaceIdiom.phone
}
