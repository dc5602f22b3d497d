/// A rectangle in the renderer's pixels (the output's pixels: on a HiDPI window, points times
/// the renderer's scale).
public struct HostRect: Equatable, Hashable, Sendable {
  /// Left edge, pixels.
  public var x: Int
  /// Top edge, pixels.
  public var y: Int
  /// Width, pixels.
  public var width: Int
  /// Height, pixels.
  public var height: Int

  /// A rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// A panel's callback, as upstream FloatingPanel's delegate would receive it: which panel, the
/// callback's name (`willBeginDragging`, `didMove`, `willEndDragging`, `didEndDragging`,
/// `willBeginAttracting`, `didChangeState`, `didEndAttracting`, `willRemove`, `didRemove`,
/// `shouldBeginDragging`) and the panel's state when it happened.
public struct HostPanelEvent: Equatable, Sendable {
  /// The panel's name (`search`, `detail`, `modal`).
  public var panel: String
  /// The callback's name, as `playground replay` prints it (`didChangeState:full`).
  public var event: String
  /// The callback's bare name (`didChangeState`).
  public var name: String
  /// The panel's state then (`full`, `half`, `tip`, `hidden` or a config's own).
  public var state: String
}

/// What a program draws into a panel: the panel's name, its content rectangle and the clip
/// (both in pixels), and its list when the program tracks one (``FloatingPanelHost/trackList(of:contentHeight:)``).
/// The renderer's clip is set to `clip` while the program draws; its other state is the host's
/// clean one (no scale, full viewport) and is put back afterwards.
public struct HostContent: Equatable, Sendable {
  /// The panel's name.
  public var panel: String
  /// The panel's content area (below the grabber, the panel's full content size), pixels.
  public var rect: HostRect
  /// The part of `rect` on the panel's surface and on screen, pixels.
  public var clip: HostRect
  /// The panel's list and how far it is scrolled (nil: the panel tracks no list).
  public var list: HostList?
}
