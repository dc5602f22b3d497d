/// What the app adds to the HUD (the scene supplies the focused panel): frame times, notes, a
/// config problem and the status line (the app keeps it and counts its frames, `StatusLine`).
package struct HUDInfo: Equatable, Sendable {
  /// Median CPU frame time over the last frames, in milliseconds; nil: no frame line.
  package var frameP50: Double?
  /// 99th-percentile CPU frame time over the last frames, in milliseconds.
  package var frameP99: Double?
  /// Real present-to-present intervals over the last seconds (the window's), shown on a line of
  /// their own; nil: no such line.
  package var presents: PresentSummary?
  /// Extra lines, e.g. the tuning keys and the preset in use.
  package var notes: [String]
  /// A problem to show until it is fixed (a bad config file), drawn in red and wrapped.
  package var problem: String?
  /// A trap to say while it lasts (A/B: the card edits a spring the compared release does not
  /// use), shown whole in the compact and the detailed HUD, drawn in red and wrapped.
  package var warning: String?
  /// The status line's text (a short message: a saved file, a key that does nothing); nil: none.
  package var status: String?
  /// Whether the HUD shows every line (key I): frame and present figures on lines of their own,
  /// every note; otherwise it is compact (``HUDLayout``).
  package var detailed: Bool

  /// Creates the HUD's numbers and lines.
  package init(
    frameP50: Double? = nil, frameP99: Double? = nil, presents: PresentSummary? = nil, notes: [String] = [],
    problem: String? = nil, warning: String? = nil, status: String? = nil, detailed: Bool = false
  ) {
    self.warning = warning
    self.detailed = detailed
    self.frameP50 = frameP50
    self.frameP99 = frameP99
    self.presents = presents
    self.notes = notes
    self.problem = problem
    self.status = status
  }
}
