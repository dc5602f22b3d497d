/// Upstream: Sources/SurfaceView.swift:9.
public class SurfaceAppearance: NSObject {
  /// Upstream: Sources/SurfaceView.swift:13.
  public class Shadow: NSObject {
    /// Upstream: Sources/SurfaceView.swift:16.
    public var hidden = false
    /// Upstream: Sources/SurfaceView.swift:20.
    public var color = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Upstream: Sources/SurfaceView.swift:24.
    public var offset = CGSize(width: 0, height: 1)
    /// Upstream: Sources/SurfaceView.swift:28 (a `Float`, not a `CGFloat`).
    public var opacity: Float = 0.2
    /// Upstream: Sources/SurfaceView.swift:32.
    public var radius: CGFloat = 3
    /// Upstream: Sources/SurfaceView.swift:36.
    public var spread: CGFloat = 0
  }
  /// Upstream: Sources/SurfaceView.swift:40.
  public var backgroundColor: UIColor?
  /// Upstream: Sources/SurfaceView.swift:62.
  public var cornerRadius: CGFloat = 0
  /// Upstream: Sources/SurfaceView.swift:68 (iOS 13 and later; `.circular` by default).
  @available(iOS 13.0, *)
  public var cornerCurve: CALayerCornerCurve = .circular
  /// Upstream: Sources/SurfaceView.swift:76.
  public var shadows: [Shadow] = [Shadow()]
  /// Upstream: Sources/SurfaceView.swift:79.
  public var borderColor: UIColor?
  /// Upstream: Sources/SurfaceView.swift:82.
  public var borderWidth: CGFloat = 0
}

/// Upstream: Sources/SurfaceView.swift:88.
public class SurfaceView: UIView {
  /// Upstream: Sources/SurfaceView.swift:92.
  public let grabberHandle = GrabberView()
  /// Upstream: Sources/SurfaceView.swift:95.
  public var grabberHandlePadding: CGFloat = 6
  /// Upstream: Sources/SurfaceView.swift:105.
  public var grabberHandleSize = CGSize(width: 36, height: 5)
  /// Upstream: Sources/SurfaceView.swift:113.
  public var contentPadding = UIEdgeInsets.zero
  /// Upstream: Sources/SurfaceView.swift:126.
  public var appearance = SurfaceAppearance()
  /// Upstream: Sources/SurfaceView.swift:132.
  public var containerMargins = UIEdgeInsets.zero
}

/// Upstream: Sources/GrabberView.swift:7.
public class GrabberView: UIView {
  /// Upstream: Sources/GrabberView.swift:9.
  public var barColor = UIColor(red: 0.76, green: 0.77, blue: 0.76, alpha: 1)
}

/// Upstream: Sources/BackdropView.swift:7.
open class BackdropView: UIView {}
