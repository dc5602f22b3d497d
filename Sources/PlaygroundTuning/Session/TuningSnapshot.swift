import ConfigFormat
import PlaygroundCore
import StrictJSON

/// An undo step (``TuningHistory``): the user's config as edited — not the config loaded or saved
/// that it is compared with, so undoing back to it leaves nothing unsaved — and each panel's
/// behaviour (a panel the config has no entry for keeps its own there).
///
/// ```swift
/// let before = TuningSnapshot(tuner)
/// tuner.setBehavior(b, for: .search)
/// before.restore(in: tuner)   // nil: the search panel has its old behaviour, the config is as it was
/// ```
package struct TuningSnapshot: Equatable, Sendable {
  /// The config with the edits, and the preset they came from.
  var edits: TunedConfig.Edits
  /// Each panel's behaviour.
  var behaviors: [PanelRole: BehaviorConfig]

  /// The edits and behaviours of `tuner` now.
  init(_ tuner: PanelTuner) { (edits, behaviors) = (tuner.tuned.edits, tuner.behaviors) }

  /// Shows this step in `tuner`'s scene (an undo or a redo): its behaviours, looks and layouts,
  /// with the display rate and Reduce Motion as they are. Returns the problem, and changes
  /// nothing, when it does not fit the window now.
  func restore(in tuner: PanelTuner) -> InputError? {
    let scene = tuner.scene
    let (now, rate, reduced) = (TuningSnapshot(tuner), scene.displayRate, scene.reducedMotion)
    tuner.take(edits, behaviors: behaviors)
    if let error = tuner.show(tuner.tuned.config) {
      tuner.take(now.edits, behaviors: now.behaviors)
      return error
    }
    (scene.displayRate, scene.reducedMotion) = (rate, reduced)
    tuner.presetName = tuner.tuned.presetName
    tuner.isCustomised = tuner.tuned.isEdited && tuner.presetName == nil
    tuner.noteChange()
    return nil
  }
}
