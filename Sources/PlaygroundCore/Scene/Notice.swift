/// A short message from the model for the HUD's status line (a key that does nothing, a saved
/// file, an anchor the engine refused) and how long it stays. The model hands notices to a sink
/// the app owns (``PlaygroundScene/onNotice``); the app keeps the status line and counts its
/// frames.
///
/// ```swift
/// scene.onNotice = { status.show($0) }
/// scene.say("search panel has no state for key 5")   // Notice(text: …, frames: 150)
/// ```
package struct Notice: Equatable, Sendable {
  /// The text, one line.
  package var text: String
  /// Frames it stays (60 a second), at least 1.
  package var frames: Int

  /// A notice of `text` for `frames` frames (fewer than 1 count as 1).
  package init(text: String, frames: Int) {
    self.text = text
    self.frames = max(1, frames)
  }
}
