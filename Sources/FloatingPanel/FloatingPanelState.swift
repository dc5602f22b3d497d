/// A named panel state with an `order`: a more expanded state has a larger order, as in upstream
/// FloatingPanel's `State.swift`.
///
/// States compare and hash by name only. Built-ins are `full` (1000), `half` (500), `tip` (100)
/// and `hidden` (0); define your own like FloatingPanel users do:
///
/// ```swift
/// extension FloatingPanelState {
///   static let lastQuart = FloatingPanelState(rawValue: "lastQuart", order: 750)
/// }
/// ```
public struct FloatingPanelState: Hashable, Sendable, CustomStringConvertible {
  /// The state's name, e.g. `"half"`.
  public let rawValue: String
  /// Its order: larger means more expanded. Orders must be unique within a layout.
  public let order: Int

  /// Creates a state with a name and an order.
  public init(rawValue: String, order: Int) {
    self.rawValue = rawValue
    self.order = order
  }

  /// The most expanded built-in state (order 1000).
  public static let full = FloatingPanelState(rawValue: "full", order: 1000)
  /// The middle built-in state (order 500).
  public static let half = FloatingPanelState(rawValue: "half", order: 500)
  /// The least expanded visible built-in state (order 100).
  public static let tip = FloatingPanelState(rawValue: "tip", order: 100)
  /// The hidden state (order 0).
  public static let hidden = FloatingPanelState(rawValue: "hidden", order: 0)

  /// The four built-in states, most expanded first.
  public static let builtIn: [FloatingPanelState] = [.full, .half, .tip, .hidden]

  /// The built-in state with this name, or nil.
  public static func builtIn(named name: String) -> FloatingPanelState? {
    builtIn.first { $0.rawValue == name }
  }

  /// The state after this one in `states`, or itself when it is last or absent (upstream's
  /// `next(in:)`; `states` listed most expanded first, e.g. `[.full, .half, .tip, .hidden]`).
  public func next(in states: [FloatingPanelState]) -> FloatingPanelState {
    guard let i = states.firstIndex(of: self), i + 1 < states.count else { return self }
    return states[i + 1]
  }

  /// The state before this one in `states`, or itself when it is first or absent (upstream's `pre(in:)`).
  public func pre(in states: [FloatingPanelState]) -> FloatingPanelState {
    guard let i = states.firstIndex(of: self), i > 0 else { return self }
    return states[i - 1]
  }

  /// Two states are equal when their raw values are.
  public static func == (lhs: FloatingPanelState, rhs: FloatingPanelState) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  /// Hashes the raw value.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  public var description: String { rawValue }
}
