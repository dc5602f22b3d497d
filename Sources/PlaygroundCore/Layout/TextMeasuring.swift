/// Measures text the way it will be drawn, so the layout step can place boxes around text before
/// anything is drawn: the model asks for widths and never sees a font. PlaygroundUI implements it
/// over its text renderer and that renderer's cache; tests use a fixed width per character.
///
/// ```swift
/// struct SixPerCharacter: TextMeasuring {
///   func width(of text: String, size: Double, weight: TextWeight, scale: Double) -> Double { Double(text.count) * 6 }
/// }
/// try SixPerCharacter().wrap("a bb ccc", width: 30, size: 12, scale: 1)   // ["a bb", "ccc"]
/// ```
package protocol TextMeasuring {
  /// The width in points of `text` on one line, at `size` points and `weight`, rendered at `scale`
  /// pixels per point (the width is what the pixels cover, divided by `scale`).
  ///
  /// - Throws: when the font cannot be loaded (PlaygroundUI: `FontNotFoundError`).
  func width(of text: String, size: Double, weight: TextWeight, scale: Double) throws -> Double
}
