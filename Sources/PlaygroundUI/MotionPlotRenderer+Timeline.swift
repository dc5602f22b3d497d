import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// The timeline strip at the bottom of the plot card (``TimelineStrip``): a grey track, the part
/// up to the playhead filled, a round playhead and the label (frame, time, speed). While a
/// recorded frame is shown (scrubbing, stepping, playing back) the track and playhead are blue and
/// the plot gets a thin vertical line at that frame's time with a dot on the location curve.
extension MotionPlotRenderer {
  static let trackColor = Color(hex: 0xD1D1D6)
  static let liveHead = Color(hex: 0x8E8E93)

  /// Draws `strip` for `trace` (the motion the plot shows) on the plot card at `frame`, `scale`
  /// pixels per point; nothing without a strip or on a card too small for the plot.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func drawTimeline(_ strip: TimelineStrip?, trace: MotionTrace?, in frame: Rect, scale s: Double) throws {
    guard let strip, let trace, frame.width >= 160, frame.height >= 120 else { return }
    let track = TimelineStrip.track(inPlot: frame)
    guard track.width >= 20 else { return }
    let clip = frame.pixelRect(scale: s)
    let active = strip.mode != .live
    let tint = active ? Self.locationColor : Self.liveHead
    let x = strip.playheadX(on: track)
    try panels.fillRoundedRect(track, radius: 2, color: Self.trackColor, scale: s)
    try panels.fillRoundedRect(
      Rect(x: track.minX, y: track.minY, width: x - track.minX, height: track.height), radius: 2, color: tint, scale: s)
    try panels.fillRoundedRect(Rect(x: x - 6, y: track.midY - 6, width: 12, height: 12), radius: 6, color: tint, scale: s)
    try labels.text(
      strip.label, track.maxX + 12, track.midY - 8, size: 11, color: active ? Palette.textPrimary : Palette.textSecondary,
      maxWidth: TimelineStrip.labelWidth, clip: clip, scale: s)
    guard active, trace.samples.indices.contains(strip.frame) else { return }
    let area = Self.plotArea(in: frame)
    guard area.width >= 20, area.height >= 20 else { return }
    let scales = PlotScales(trace: trace)
    let px = area.minX + min(1, max(0, scales.timeFraction(strip.time))) * area.width
    if let cut = Rect(x: px, y: area.minY, width: 1 / s, height: area.height).pixelRect(scale: s).intersection(clip) {
      renderer.fill(cut, color: RGBA(hex: 0x007AFF, a: 150))
    }
    let y = area.minY + min(1, max(0, scales.locationFraction(trace.samples[strip.frame].location))) * area.height
    try panels.fillRoundedRect(Rect(x: px - 4, y: y - 4, width: 8, height: 8), radius: 4, color: Self.locationColor, scale: s)
  }
}
