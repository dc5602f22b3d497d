import FloatingPanel
import Foundation

/// One reported frame of a replay (replay.md "Output").
public struct ReplayFrame: Equatable {
  /// Frame index n.
  public var frame: Int
  /// Time n / fps in seconds.
  public var t: Double
  /// Surface location in points.
  public var location: Double
  /// Current state's name.
  public var state: String
  /// Phase name.
  public var phase: String
  /// Backdrop alpha.
  public var backdropAlpha: Double
  /// Callbacks fired during the frame, as printed (e.g. `willBeginAttracting:half`).
  public var events: [String]

  /// The JSON line (state and event names escaped): `{"frame": 7, "t": 0.116667, "location": 35.0, …}`.
  public var jsonLine: String {
    let ev = events.map(OrderedJSON.quote).joined(separator: ", ")
    return "{\"frame\": \(frame), \"t\": \(String(format: "%.6f", t)), \"location\": \(JSONNumber.format(location)), "
      + "\"state\": \(OrderedJSON.quote(state)), \"phase\": \"\(phase)\", \"backdropAlpha\": \(String(format: "%.4f", backdropAlpha)), "
      + "\"events\": [\(ev)]}"
  }
}

/// The summary line of a replay.
public struct ReplaySummary: Equatable {
  /// Number of frames reported.
  public var frames: Int
  /// The state at the end.
  public var finalState: String
  /// The location at the end.
  public var finalLocation: Double
  /// First frame after the last script event at which the panel is at rest, or nil.
  public var settledAtFrame: Int?

  /// The JSON line: `{"summary": {"frames": 241, …}}`.
  public var jsonLine: String {
    let settled = settledAtFrame.map(String.init) ?? "null"
    return "{\"summary\": {\"frames\": \(frames), \"finalState\": \(OrderedJSON.quote(finalState)), "
      + "\"finalLocation\": \(JSONNumber.format(finalLocation)), \"settledAtFrame\": \(settled)}}"
  }
}

/// Formats doubles as JSON numbers with full precision (shortest round-trip form).
enum JSONNumber {
  static func format(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    return "\(v)"
  }
}
