import FloatingPanel
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import SDLKit

/// Draws the quit question (``QuitPromptLayout``) over everything else: the window dimmed, a
/// centred card with the title, the file the edits are not saved to, and a keycap and an action
/// per choice.
///
/// ```swift
/// let prompt = QuitPromptRenderer(panels: sceneRenderer.panels, text: sceneRenderer.text)
/// try prompt.draw(QuitPromptLayout(size: scene.size, fileName: "tuning.json"), scale: 1)
/// ```
package struct QuitPromptRenderer {
  /// The card, the keycaps and the dimmed backdrop.
  package let panels: PanelRenderer
  /// The text.
  package let text: TextRenderer

  /// How dark the backdrop behind the card is.
  static let backdropAlpha = 0.45

  /// Draws `prompt` at `scale` pixels per point.
  ///
  /// - Throws: `SDLError` or `FontNotFoundError` from drawing.
  package func draw(_ prompt: QuitPromptLayout, scale s: Double) throws {
    panels.drawBackdrop(alpha: Self.backdropAlpha)
    let card = prompt.card
    try panels.drawCard(card, cornerRadius: 16, scale: s)
    let clip = card.pixelRect(scale: s)
    let x = card.minX + 24, width = card.width - 48
    try text.text(QuitPromptLayout.title, x, prompt.titleTop, size: 20, weight: .bold, maxWidth: width, clip: clip, scale: s)
    try text.text(
      prompt.message, x, prompt.messageTop, size: 14, color: Palette.textSecondary, maxWidth: width, clip: clip, scale: s)
    for (i, choice) in QuitPromptLayout.choices.enumerated() {
      let top = prompt.choiceTop(i)
      let keyWidth = try text.width(choice.keys, size: 14, weight: .semibold, scale: s) + 16
      let cap = Rect(x: x, y: top, width: max(30, keyWidth), height: 24)
      try panels.fillRoundedRect(cap, radius: 6, color: Palette.accent, scale: s)
      let inner = try text.width(choice.keys, size: 14, weight: .semibold, scale: s)
      try text.text(choice.keys, cap.midX - inner / 2, top + 3, size: 14, weight: .semibold, color: .white, clip: clip, scale: s)
      try text.text(choice.action, x + 54, top + 2, size: 16, maxWidth: width - 54, clip: clip, scale: s)
    }
  }
}
