import FloatingPanel
import PlaygroundCore

/// Synthetic flicks from the tuning cards: F releases the focused panel from its anchor at
/// ``TuningSession/flickSpeed`` toward its more expanded end, Shift+F toward its less expanded
/// end (``PlaygroundScene/flickFocused(speed:expanding:)``); V picks the next speed of 300, 1000
/// and 3000 pt/s. The plot card then shows that release.
///
/// ```swift
/// tuning.cycleFlickSpeed()          // 1000 → 3000 pt/s
/// tuning.flick(expanding: true)     // the focused panel, released at 3000 pt/s
/// ```
extension TuningSession {
  /// F (`expanding`) or Shift+F: releases the focused panel at ``flickSpeed``. Returns whether it
  /// was released.
  @discardableResult
  package func flick(expanding: Bool) -> Bool {
    scene.flickFocused(speed: flickSpeed, expanding: expanding)
  }

  /// V: the next flick speed (after the fastest, the slowest again); the HUD says which.
  package func cycleFlickSpeed() {
    let speeds = PlaygroundScene.flickSpeeds
    let next = speeds.firstIndex { $0 > flickSpeed } ?? 0
    flickSpeed = speeds[next]
    scene.say("flick speed \(Int(flickSpeed)) pt/s: F expands, Shift+F collapses")
  }

  /// G: the last release again with the current tuning (``PlaygroundScene/repeatLastRelease()``).
  @discardableResult
  package func repeatLastRelease() -> Bool { scene.repeatLastRelease() }
}
