/// A layout resolved against a container: every anchor's rounded surface location, the sorted
/// anchor list `S`, and the hidden location, like upstream FloatingPanel's `LayoutAdapter`
/// (`Layout.swift`); `LayoutTests.swift` pins the numbers. Value type; re-resolve when the
/// container, the layout or the content lengths change.
public struct ResolvedLayout: Sendable, Equatable {
  /// The panel's position.
  public let position: FloatingPanelPosition
  /// The layout's initial state.
  public let initialState: FloatingPanelState
  /// `S`: the layout's states sorted by ascending surface location.
  public let sortedStates: [FloatingPanelState]
  /// The rounded surface location of every declared state, plus `hidden`.
  public let locations: [FloatingPanelState: Double]
  /// Backdrop alpha at rest per state (0 at hidden).
  public let backdropAlphas: [FloatingPanelState: Double]
  /// The container it was resolved in.
  public let environment: LayoutEnvironment
  /// The most expanded state: the highest order among the anchors.
  public let mostExpandedState: FloatingPanelState
  /// The least expanded state: the lowest order, or `hidden` when the layout has one anchor.
  public let leastExpandedState: FloatingPanelState
  /// `P(mostExpandedState)`, kept so that surface geometry needs no lookup per frame.
  public let mostExpandedLocation: Double

  /// Resolves `layout` in `context`; throws a ``FloatingPanelError`` naming the problem for an
  /// empty anchor set, an edge that does not fit the position, duplicate orders, an initial state
  /// that is neither an anchor nor `hidden`, non-finite values or a container with no room.
  public init(layout: any FloatingPanelLayout, context: AnchorContext) throws(FloatingPanelError) {
    try context.environment.validate()
    let position = layout.position
    guard context.position == position else {
      throw .invalidLayout("anchor context is for a \(context.position.rawValue) panel but the layout is \(position.rawValue)")
    }
    let anchors = layout.anchors
    guard !anchors.isEmpty else {
      throw .invalidLayout("the layout has no anchors; give at least one state an anchor (e.g. half)")
    }
    var byOrder: [Int: FloatingPanelState] = [:]
    for state in anchors.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      if let other = byOrder[state.order] {
        throw .invalidLayout("states '\(other.rawValue)' and '\(state.rawValue)' have the same order \(state.order); orders must be unique")
      }
      byOrder[state.order] = state
    }
    // Valid states are the anchors plus hidden (upstream's `LayoutAdapter.validStates`), so a panel
    // may start hidden without a hidden anchor and be shown later.
    guard anchors[layout.initialState] != nil || layout.initialState == .hidden else {
      let known = anchors.keys.map(\.rawValue).sorted().joined(separator: ", ")
      throw .invalidLayout("initial state '\(layout.initialState.rawValue)' has no anchor; use one of \(known) or hidden")
    }
    let scale = context.environment.scale
    var locations: [FloatingPanelState: Double] = [:]
    for (state, anchor) in anchors {
      let raw = try anchor.location(in: context)
      guard Self.isUsable(raw) else { throw .invalidLayout("anchor of '\(state.rawValue)' is not a finite location within ±10^7 points") }
      locations[state] = roundToPixel(raw, scale: scale)
    }
    if locations[.hidden] == nil {
      let size = context.environment.containerSize
      let hidden: Double
      switch position {
      case .bottom: hidden = size.height + 100
      case .top: hidden = -100
      case .left: hidden = -100
      case .right: hidden = size.width + 100
      }
      locations[.hidden] = roundToPixel(hidden, scale: scale)
    }
    var alphas: [FloatingPanelState: Double] = [:]
    for state in anchors.keys {
      let a = layout.backdropAlpha(for: state)
      guard a.isFinite, a >= 0, a <= 1 else {
        throw .invalidLayout("backdrop alpha \(a) of '\(state.rawValue)' must be between 0 and 1")
      }
      alphas[state] = state == .hidden ? 0 : a
    }
    alphas[.hidden] = 0
    self.position = position
    self.initialState = layout.initialState
    self.locations = locations
    self.backdropAlphas = alphas
    self.environment = context.environment
    // Ties in location are broken by order so that S is deterministic.
    let sorted = anchors.keys.sorted { a, b in
      let la = locations[a] ?? 0, lb = locations[b] ?? 0
      return la != lb ? la < lb : (position.expandingSign < 0 ? a.order > b.order : a.order < b.order)
    }
    self.sortedStates = sorted
    self.mostExpandedState = sorted.max { $0.order < $1.order } ?? .hidden
    self.mostExpandedLocation = locations[mostExpandedState] ?? 0
    self.leastExpandedState = sorted.count == 1 ? .hidden : (sorted.min { $0.order < $1.order } ?? .hidden)
  }

  /// `P(s)`: the rounded surface location of `state` (hidden always has one).
  public func location(of state: FloatingPanelState) -> Double? { locations[state] }

  /// `P(s)` for a state known to be in the layout (or hidden); 0 for an unknown state.
  func p(_ state: FloatingPanelState) -> Double { locations[state] ?? 0 }

  /// Whether the layout declares an anchor for `state`.
  public func contains(_ state: FloatingPanelState) -> Bool { sortedStates.contains(state) }

  /// `minC = P(S[0])`, the smallest anchor coordinate.
  public var minLocation: Double { p(sortedStates[0]) }
  /// `maxC = P(S[last])`, the largest anchor coordinate.
  public var maxLocation: Double { p(sortedStates[sortedStates.count - 1]) }

  /// Backdrop alpha at rest in `state`.
  public func backdropAlpha(at state: FloatingPanelState) -> Double { backdropAlphas[state] ?? 0 }

  /// `segment(p, forward)`, as upstream FloatingPanel's `LayoutAdapter.segment(at:forward:)`
  /// (`Layout.swift`): the anchors around `p`. `k` is the first index with
  /// `p < P(S[k])` (forward) or `p ≤ P(S[k])` (backward); k = 0 → (nil, S[0]); found →
  /// (S[k−1], S[k]); not found → (S[last], nil).
  public func segment(at p: Double, forward: Bool) -> (lower: FloatingPanelState?, upper: FloatingPanelState?) {
    let k = sortedStates.firstIndex { forward ? p < self.p($0) : p <= self.p($0) }
    guard let k else { return (sortedStates.last, nil) }
    if k == 0 { return (nil, sortedStates[0]) }
    return (sortedStates[k - 1], sortedStates[k])
  }

  /// `next(s)`: the neighbour of `state` in S toward larger coordinates, or itself at the end.
  public func next(_ state: FloatingPanelState) -> FloatingPanelState {
    guard let i = sortedStates.firstIndex(of: state), i + 1 < sortedStates.count else { return state }
    return sortedStates[i + 1]
  }

  /// `pre(s)`: the neighbour of `state` in S toward smaller coordinates, or itself at the start.
  public func pre(_ state: FloatingPanelState) -> FloatingPanelState {
    guard let i = sortedStates.firstIndex(of: state), i > 0 else { return state }
    return sortedStates[i - 1]
  }

  /// The state toward more expanded from `state` along S, or itself at the end (used by keys
  /// that step to the neighbouring anchor).
  public func moreExpanded(than state: FloatingPanelState) -> FloatingPanelState {
    position.expandingSign < 0 ? pre(state) : next(state)
  }

  /// The state toward less expanded from `state` along S, or itself at the end.
  public func lessExpanded(than state: FloatingPanelState) -> FloatingPanelState {
    position.expandingSign < 0 ? next(state) : pre(state)
  }
}
