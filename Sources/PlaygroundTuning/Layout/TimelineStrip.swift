import FloatingPanel
import Foundation
import PlaygroundCore

/// The strip at the bottom of the motion-plot card: a track covering the plotted motion's frames,
/// a playhead at the frame shown (at the end when live) and a label with the frame, its time and
/// the playback speed. Where it goes in a plot card of a given frame, and which frame a point on
/// it means, are here (the pointer's hit test and the drawing use the same numbers).
///
/// ```swift
/// let track = TimelineStrip.track(inPlot: Rect(x: 456, y: 12, width: 400, height: 260))
/// TimelineStrip.frame(atX: track.midX, track: track, frames: 49)   // 24
/// ```
package struct TimelineStrip: Equatable, Sendable {
  /// How many frames the motion has.
  package var frames: Int
  /// The frame shown (the last one when live).
  package var frame: Int
  /// Its time from the motion's first frame, seconds.
  package var time: Double
  /// The playback speed.
  package var speed: Double
  /// Live, playing or paused.
  package var mode: MotionTimeline.Mode

  /// The strip's height at the bottom of the plot card, points.
  package static let height = 28.0
  /// The width kept for the label right of the track, points.
  package static let labelWidth = 158.0

  /// Creates a strip's state.
  package init(frames: Int, frame: Int, time: Double, speed: Double, mode: MotionTimeline.Mode) {
    self.frames = frames
    self.frame = frame
    self.time = time
    self.speed = speed
    self.mode = mode
  }

  /// The track (a thin bar; its left end is frame 0, its right end the last frame) of a plot card
  /// at `card`.
  package static func track(inPlot card: Rect) -> Rect {
    Rect(x: card.minX + 16, y: card.maxY - height / 2 - 6, width: max(0, card.width - 32 - labelWidth - 10), height: 4)
  }

  /// Where a press scrubs: the track, 12 pt above and below it and 6 pt past its ends.
  package static func hitArea(inPlot card: Rect) -> Rect {
    let t = track(inPlot: card)
    return Rect(x: t.minX - 6, y: t.minY - 12, width: t.width + 12, height: t.height + 24)
  }

  /// The frame (of `frames`) at `x` on `track`, rounded to the nearest, clamped to the ends.
  package static func frame(atX x: Double, track: Rect, frames: Int) -> Int {
    guard frames > 1, track.width > 0 else { return 0 }
    let f = min(1, max(0, (x - track.minX) / track.width))
    return Int((f * Double(frames - 1)).rounded())
  }

  /// The x of `frame`'s playhead on `track`.
  package func playheadX(on track: Rect) -> Double {
    frames > 1 ? track.minX + track.width * Double(frame) / Double(frames - 1) : track.maxX
  }

  /// "1×", "0.25×", "0.1×".
  package static func speedText(_ speed: Double) -> String {
    speed == 1 ? "1×" : String(format: "%g×", speed)
  }

  /// The label: `frame 12/48 · 0.200 s · 0.25×` (frames counted from 0 to the last).
  package var label: String {
    String(format: "frame %d/%d · %.3f s · ", frame, max(0, frames - 1), time) + Self.speedText(speed)
  }
}
