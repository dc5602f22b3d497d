/// The weight of a line of text the playground measures and draws (the renderer maps it to its
/// fonts: Inter Regular, SemiBold and Bold, or DejaVu Sans).
package enum TextWeight: Hashable, Sendable {
  /// Body text.
  case regular
  /// Labels and buttons.
  case semibold
  /// Titles and glyphs.
  case bold
}
