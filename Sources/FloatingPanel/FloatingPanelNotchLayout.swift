/// An anchor given as OverlayContainer gives a notch: a height from the container's fixed edge,
/// computed from the *available space* (the main length of the reference guide, the container by
/// default), like `overlayContainerViewController(_:heightForNotchAt:availableSpace:)`.
///
/// ```swift
/// // 60 % of the container's height:
/// let anchor = FloatingPanelNotchLayoutAnchor { available in available * 0.6 }
/// ```
public struct FloatingPanelNotchLayoutAnchor: FloatingPanelLayoutAnchoring {
  /// The notch height for an available space, both in points.
  public var height: @Sendable (_ availableSpace: Double) -> Double
  /// The guide whose main length is the available space and whose fixed edge the height is measured from.
  public var referenceGuide: FloatingPanelLayoutReferenceGuide

  /// Creates an anchor.
  public init(referenceGuide: FloatingPanelLayoutReferenceGuide = .superview, height: @escaping @Sendable (_ availableSpace: Double) -> Double) {
    self.height = height
    self.referenceGuide = referenceGuide
  }

  public func location(in context: AnchorContext) throws(FloatingPanelError) -> Double {
    let h = height(context.mainLength(of: referenceGuide))
    guard h.isFinite else { throw .invalidLayout("notch height \(h) must be a finite number of points") }
    return context.location(showing: h, hiding: 0, guide: referenceGuide)
  }
}

/// A layout written the OverlayContainer way: a number of notches, each with a height from the
/// available space, and the notch to start at. Notch `i` is the state ``state(forNotchAt:)``
/// (`notch0`, `notch1`, … with orders 1, 2, …: a higher notch is more expanded). Ask a delegate's
/// `layoutFor size:` for a new one to change the notches (OverlayContainer's `invalidateNotchHeights()`).
///
/// ```swift
/// let layout = FloatingPanelNotchLayout(numberOfNotches: 3, initialNotch: 1) {
///   index, available in [0.1, 0.5, 0.9][index] * available
/// }
/// let top = FloatingPanelNotchLayout.state(forNotchAt: 2)
/// try panel.move(to: top, animated: true)
/// ```
public struct FloatingPanelNotchLayout: FloatingPanelLayout {
  public var position: FloatingPanelPosition
  /// How many notches there are.
  public var numberOfNotches: Int
  /// The notch the panel starts at.
  public var initialNotch: Int
  /// The height of notch `index` for an available space, in points.
  public var heightForNotch: @Sendable (_ index: Int, _ availableSpace: Double) -> Double

  /// Creates a layout.
  public init(
    position: FloatingPanelPosition = .bottom, numberOfNotches: Int, initialNotch: Int = 0,
    heightForNotch: @escaping @Sendable (_ index: Int, _ availableSpace: Double) -> Double
  ) {
    self.position = position
    self.numberOfNotches = numberOfNotches
    self.initialNotch = initialNotch
    self.heightForNotch = heightForNotch
  }

  /// The state of notch `index`: named `notch<index>`, order `index + 1`.
  public static func state(forNotchAt index: Int) -> FloatingPanelState {
    FloatingPanelState(rawValue: "notch\(index)", order: index + 1)
  }

  public var initialState: FloatingPanelState { Self.state(forNotchAt: initialNotch) }

  public var anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] {
    var result: [FloatingPanelState: any FloatingPanelLayoutAnchoring] = [:]
    let height = heightForNotch
    for i in 0..<max(0, numberOfNotches) {
      result[Self.state(forNotchAt: i)] = FloatingPanelNotchLayoutAnchor { height(i, $0) }
    }
    return result
  }

  /// No backdrop (OverlayContainer has none).
  public func backdropAlpha(for state: FloatingPanelState) -> Double { 0 }
}
