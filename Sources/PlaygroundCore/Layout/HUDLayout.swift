import ConfigFormat
import FloatingPanel

/// The HUD's lines and box for one frame, computed in the layout step before anything is drawn:
/// the CPU frame times, the real present intervals (``PresentSummary``), the focused panel's
/// state line, the app's notes, a wrapped config problem, the app's status line and the
/// help hint, in a box in the corner that covers the least of the panels, with a width that
/// keeps still (``HUDPlacement``).
///
/// Text widths come from `measure` (a ``TextMeasuring`` at ``fontSize``), so the model never sees
/// a font; it is part of the frame's ``FrameLayout``, whose tuning cards keep clear of
/// ``reservedFrame``, and the renderer draws exactly these lines.
///
/// ```swift
/// let hud = try HUDLayout(scene: scene, info: info) {
///   try measuring.width(of: $0, size: HUDLayout.fontSize, weight: .regular, scale: scene.scale)
/// }
/// TuningOverlayLayout(size: scene.size, edge: scene.edge, rowCount: 12, avoiding: hud.reservedFrame)
/// ```
package struct HUDLayout: Equatable, Sendable {
  /// How a line is shown.
  package enum Tone: Equatable, Sendable {
    /// Ordinary information (white).
    case normal
    /// A problem to fix (light red).
    case problem
    /// A hint (grey).
    case hint
  }

  /// One line of text and its tone.
  package struct Line: Equatable, Sendable {
    /// The text.
    package var text: String
    /// Its tone.
    package var tone: Tone
  }

  /// Font size of every line, in points.
  package static let fontSize = 12.0
  /// Distance between line tops, in points.
  package static let lineHeight = 17.0
  /// Widest a problem is wrapped to, in points.
  package static let problemWidth = 460.0

  /// The lines, top to bottom.
  package var lines: [Line]
  /// The box, in window points.
  package var frame: Rect
  /// The box with room for every line its mode may show (``reservedLines(detailed:)``, at least one
  /// more line for a status message), grown away from its corner: what the tuning cards keep
  /// clear of, so they do not move when a message, a note or the figures appear.
  package var reservedFrame: Rect
  /// The widest a line may be drawn, in points (longer lines are cut with "…").
  package var maxTextWidth: Double

  /// The HUD of `scene` with the app's `info` (frame times, notes, problem); `measure` gives a
  /// line's width in points at ``fontSize``.
  ///
  /// Compact (the default): the focused panel's state, one line of frame figures with the keys
  /// for more (a dash until the first figures, so the box does not grow when they come), the
  /// first note (the tuning line), a warning (in the figures' place), a problem and the status
  /// line. A warning or a problem is wrapped, never cut; the room reserved for the mode's lines
  /// holds a one-line warning, and lines past it are reserved as long as they show. Detailed (`info.detailed`,
  /// key I): the frame and present figures on lines of their own, every note and the keys hint.
  /// `avoiding` are more frames the box keeps off as it does the panels' headers (the anchor
  /// handles while the tuning cards are shown); a box too wide to stay off them wherever it goes
  /// (a preset's long description in the detailed HUD) is made as narrow as the room beside them,
  /// its longest lines cut with "…" and a warning or problem wrapped to it.
  package init(scene: PlaygroundScene, info: HUDInfo?, avoiding: [Rect] = [], measure: (String) throws -> Double) rethrows {
    try self.init(scene: scene, info: info, avoiding: avoiding, maxText: max(40, scene.size.width - 44), measure: measure)
    if avoiding.contains(where: { $0.intersection(frame) != nil }),
      let room = HUDPlacement.room(beside: avoiding, height: reservedFrame.height, in: scene.size), room - 20 < maxTextWidth
    {
      try self.init(scene: scene, info: info, avoiding: avoiding, maxText: room - 20, measure: measure)
    }
  }

  /// The HUD with lines at most `maxText` points wide.
  private init(
    scene: PlaygroundScene, info: HUDInfo?, avoiding: [Rect], maxText: Double, measure: (String) throws -> Double
  ) rethrows {
    let p = scene.focusedPanel
    let axis = p.position.isVertical ? "y" : "x"
    let detailed = info?.detailed ?? false
    var lines: [Line] = []
    let state = Line(
      text: "\(scene.focus.rawValue) · \(p.state.rawValue) · \(axis) \(Self.format(p.location, digits: 1)) · \(p.phase.rawValue)",
      tone: .normal)
    if detailed {
      if let p50 = info?.frameP50, let p99 = info?.frameP99 {
        lines.append(Line(text: "frame p50 \(Self.format(p50, digits: 2)) ms · p99 \(Self.format(p99, digits: 2)) ms", tone: .normal))
      }
      if let presents = info?.presents { lines.append(Line(text: presents.line, tone: .normal)) }
      lines.append(state)
      for note in info?.notes ?? [] { lines.append(Line(text: note, tone: .normal)) }
    } else {
      lines.append(state)
      // A warning takes the figures' line (a hint), so the box keeps its height.
      if info?.warning == nil { lines.append(Line(text: Self.figuresLine(info), tone: .hint)) }
      if let note = info?.notes.first { lines.append(Line(text: note, tone: .normal)) }
    }
    // A warning is never cut: wrapped to the widest the box may be, each line whole.
    if let warning = info?.warning {
      for line in try TextWrap.lines(warning, fits: { try measure($0) <= maxText }) { lines.append(Line(text: line, tone: .problem)) }
    }
    if let problem = info?.problem {
      let wrapWidth = min(maxText, Self.problemWidth)
      for line in try TextWrap.lines(problem, fits: { try measure($0) <= wrapWidth }) { lines.append(Line(text: line, tone: .problem)) }
    }
    if let status = info?.status { lines.append(Line(text: status, tone: .normal)) }
    if detailed { lines.append(Line(text: "H or ? for keys", tone: .hint)) }
    var width = 0.0
    for line in lines { width = max(width, try measure(line.text)) }
    let boxW = HUDPlacement.boxWidth(textWidth: min(width, maxText), padding: 20, maxWidth: maxText)
    let boxH = Double(lines.count) * Self.lineHeight + 12
    // Room for every line the mode may show (a status line, notes, the figures once they come),
    // so the cards below (or above) do not move as lines come and go; lines past it (a problem,
    // a warning wider than a line, more notes) grow the room while they show.
    let shown = lines.count + (info?.status == nil ? 1 : 0)
    let reserved = Double(max(Self.reservedLines(detailed: detailed), shown)) * Self.lineHeight + 12
    let reserve = max(info?.status == nil ? Self.lineHeight : 0, reserved - boxH)
    self.lines = lines
    self.maxTextWidth = maxText
    (frame, reservedFrame) = HUDPlacement.frame(for: Size(width: boxW, height: boxH), reserving: reserve, in: scene, avoiding: avoiding)
  }

  /// How many lines the HUD reserves room for at least (more while more show): the compact one's
  /// state, figures (or a one-line warning), tuning note and status line (4); the detailed one's
  /// frame and present figures, state, five notes, status line and keys hint (10).
  package static func reservedLines(detailed: Bool) -> Int { detailed ? 10 : 4 }

  /// The compact HUD's figures line: the CPU frame time's p50 / p99 (a dash before the first
  /// figures), and the keys for the detailed HUD and the key overlay.
  ///
  /// ```swift
  /// HUDLayout.figuresLine(HUDInfo(frameP50: 1.25, frameP99: 3.5))  // "frame 1.25 / 3.50 ms · I: more · H: keys"
  /// ```
  package static func figuresLine(_ info: HUDInfo?) -> String {
    let frame: String
    if let p50 = info?.frameP50, let p99 = info?.frameP99 {
      frame = "frame \(format(p50, digits: 2)) / \(format(p99, digits: 2)) ms"
    } else {
      frame = "frame – ms"
    }
    return frame + " · I: more · H: keys"
  }

  /// The top-left of line `i`, in points.
  package func origin(ofLine i: Int) -> Point {
    Point(x: frame.minX + 10, y: frame.minY + 6 + Double(i) * Self.lineHeight)
  }

  /// `v` with `digits` decimals ("–" when not finite), without Foundation's locale.
  package static func format(_ v: Double, digits: Int) -> String { DecimalText.fixed(v, digits: digits) }
}
