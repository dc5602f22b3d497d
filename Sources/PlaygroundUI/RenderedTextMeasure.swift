import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// ``TextMeasuring`` over a PanelRendering text renderer: widths come from the same fonts, hinting
/// and cache that draw the text, so a box laid out around a line fits the line as drawn.
///
/// ```swift
/// let measuring = RenderedTextMeasure(text: sceneRenderer.text)
/// try measuring.width(of: "Search Maps", size: 17, weight: .regular, scale: 2)
/// ```
package struct RenderedTextMeasure: TextMeasuring {
  /// The renderer whose fonts and cache measure.
  package let text: TextRenderer

  /// Measures with `text`.
  package init(text: TextRenderer) { self.text = text }

  /// The width in points of `string` on one line.
  ///
  /// - Throws: `FontNotFoundError` when the font cannot be loaded.
  package func width(of string: String, size: Double, weight: TextWeight, scale: Double) throws -> Double {
    try text.width(string, size: size, weight: weight.fontWeight, scale: scale)
  }
}
