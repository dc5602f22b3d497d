import FloatingPanel
import Foundation
import StrictJSON

/// One reported frame of a replay (the README's "Replay" section shows the lines; `ReplayTests`
/// pins them).
package struct ReplayFrame: Equatable {
  /// Frame index n.
  package var frame: Int
  /// Time n / fps in seconds.
  package var t: Double
  /// Surface location in points.
  package var location: Double
  /// Current state's name.
  package var state: String
  /// Phase name.
  package var phase: String
  /// Backdrop alpha.
  package var backdropAlpha: Double
  /// Callbacks fired during the frame, as printed (e.g. `willBeginAttracting:half`).
  package var events: [String]

  /// The JSON line (state and event names escaped): `{"frame": 7, "t": 0.116667, "location": 35.0, …}`.
  package var jsonLine: String {
    OrderedJSON.object(
      [
        ("frame", .int(frame)), ("t", .decimal(t, digits: 6)), ("location", .float(location)), ("state", .string(state)),
        ("phase", .string(phase)), ("backdropAlpha", .decimal(backdropAlpha, digits: 4)),
        ("events", .array(events.map(OrderedJSON.string))),
      ], inline: true
    ).text()
  }
}

/// The summary line of a replay.
package struct ReplaySummary: Equatable {
  /// Number of frames reported.
  package var frames: Int
  /// The state at the end.
  package var finalState: String
  /// The location at the end.
  package var finalLocation: Double
  /// First frame after the last script event at which the panel is at rest, or nil.
  package var settledAtFrame: Int?

  /// The JSON line: `{"summary": {"frames": 241, …}}`.
  package var jsonLine: String {
    let summary = OrderedJSON.object(
      [
        ("frames", .int(frames)), ("finalState", .string(finalState)), ("finalLocation", .float(finalLocation)),
        ("settledAtFrame", settledAtFrame.map(OrderedJSON.int) ?? .null),
      ], inline: true)
    return OrderedJSON.object([("summary", summary)], inline: true).text()
  }
}
