import FloatingPanel

/// The playground's text and accent colours (iOS system label, secondary label and blue), shared
/// by the scene, the tuning card and the motion plot.
enum Palette {
  /// Primary text.
  static let textPrimary = Color(hex: 0x111111)
  /// Secondary text (subtitles, read-outs, hints).
  static let textSecondary = Color(hex: 0x86868B)
  /// The system blue: buttons, keys, the focused row.
  static let accent = Color(hex: 0x007AFF)
}
