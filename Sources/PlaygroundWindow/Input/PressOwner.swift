import PlaygroundCore

/// Who can own a press in the window: the hit targets the frame lists for its press arbiter
/// (``PressTargets``), topmost first. `InputRouter` hands each press, its moves and its release to
/// the owner the arbiter names.
///
/// ```swift
/// var arbiter = PressArbiter<PressOwner>()
/// arbiter.press(.mouse, at: p, in: PressTargets.list(scene: scene, tuning: tuning, layout: layout))
/// // .cardRow(3), .scene(.panel(.search)), .map …
/// ```
package enum PressOwner: Hashable, Sendable {
  /// The quit question (open: it swallows every press).
  case quitPrompt
  /// The help overlay (shown: it takes every press; one outside its card closes it).
  case help
  /// The plot card's timeline strip: the press scrubs the plotted motion.
  case timeline
  /// A row of the tuning card (its index in the page): the press sets the value under it and
  /// drags the slider, or flips the switch, or focuses the colour.
  case cardRow(Int)
  /// The tuning and plot cards elsewhere (titles, plot): the press is swallowed.
  case cards
  /// An anchor line's handle of the focused panel: the press moves that anchor.
  case anchorHandle
  /// The scene under the overlays: a panel, the side list, a backdrop or the map.
  case scene(SceneTarget)
}
