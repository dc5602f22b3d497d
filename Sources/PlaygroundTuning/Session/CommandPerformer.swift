import PlaygroundCore

/// Carries out a ``Command`` on the scene and the tuning session; the commands that belong to the
/// window itself (quit, screenshots, the HUD's detail, recording) come back as a ``WindowRequest``
/// for the window loop, which owns the frame target and the recorder.
///
/// ```swift
/// CommandPerformer.perform(.moveToState(2), scene: scene, tuning: tuning)   // nil: done
/// CommandPerformer.perform(.quit, scene: scene, tuning: tuning)             // .quit
/// ```
package enum CommandPerformer {
  /// What the window loop must do after a command.
  package enum WindowRequest: Equatable, Sendable {
    /// Quit like Q (asks first with unsaved edits).
    case quit
    /// Save a screenshot of what the window shows (true: the scene only).
    case screenshot(sceneOnly: Bool)
    /// Switch the HUD between compact and detailed.
    case toggleHUDDetail
    /// Start or stop recording.
    case record
  }

  /// Performs `command`; nil when it was carried out here.
  @discardableResult
  package static func perform(_ command: Command, scene: PlaygroundScene, tuning: TuningSession?) -> WindowRequest? {
    switch command {
    case .quit: return .quit
    case .keepEditing: return nil  // the quit question's own (the window loop answers it)
    case .screenshot: return .screenshot(sceneOnly: false)
    case .sceneScreenshot: return .screenshot(sceneOnly: true)
    case .toggleHUDDetail: return .toggleHUDDetail
    case .record: return .record
    default:
      if let tuning, performTuning(command, tuning: tuning) { return nil }
      performScene(command, scene: scene)
      return nil
    }
  }

  private static func performScene(_ command: Command, scene: PlaygroundScene) {
    switch command {
    case .moveToState(let n): scene.perform(.moveFocused(toDigit: n))
    case .arrow(let dx, let dy): scene.perform(.arrow(dx: dx, dy: dy))
    case .stepFocused(let expand): scene.perform(.stepFocused(expand: expand))
    case .stepAlongEdge(let up):
      let vertical = scene.focusedPanel.position.isVertical
      scene.perform(vertical ? .arrow(dx: 0, dy: up ? -1 : 1) : .stepFocused(expand: up))
    case .focusNext: scene.perform(.focusNext)
    case .focusPrevious: scene.focusPrevious()
    case .setEdge(let edge): scene.perform(.setEdge(edge))
    case .cycleEdge(let forward): scene.cycleEdge(forward: forward)
    case .openPlace(let step): scene.openPlace(step: step)
    case .toggleModal: scene.perform(.toggleModal)
    case .toggleReducedMotion:  // Reduce Motion (``ReducedMotion``)
      scene.reducedMotion.toggle()
      scene.onNotice(Notice(text: scene.reducedMotion ? "reduced motion on" : "reduced motion off", frames: 120))
    case .escape: scene.perform(.escape)
    case .toggleHelp: scene.perform(.toggleHelp)
    case .toggleGamepadHelp:  // closes any help; opens it on the game pad's buttons
      if scene.showsHelp { scene.showsHelp = false } else { scene.perform(.toggleHelp); scene.helpShowsGamepad = true }
    default: break  // a tuning command without a tuning session
    }
  }

  /// The tuning session's commands; false for the others.
  private static func performTuning(_ command: Command, tuning: TuningSession) -> Bool {
    switch command {
    case .preset(let n): tuning.edit("preset " + (tuning.presets.indices.contains(n) ? tuning.presets[n].name : "\(n + 1)")) { tuning.choosePreset(n) }
    case .save: tuning.save()
    case .toggleCards: tuning.toggleCards()
    case .exportSwift: tuning.exportSwift()
    case .cycleExportTarget: tuning.cycleExportTarget()
    case .toggleDarkMode: tuning.toggleDarkMode()
    case .toggleCardPage: tuning.togglePage()
    case .resetAnchors: tuning.edit("layout reset") { tuning.resetLayout() }
    case .flick(let expanding): tuning.flick(expanding: expanding)
    case .cycleFlickSpeed: tuning.cycleFlickSpeed()
    case .replayLastRecording: tuning.replayLastRecording()
    case .repeatLastRelease: tuning.repeatLastRelease()
    case .stepFrame(let d): tuning.stepFrame(d)
    case .playLastMotion: tuning.playLastMotion()
    case .cycleSpringLock: tuning.cycleSpringLock()
    case .pinA: tuning.pinA()
    case .swapAB: tuning.edit("A/B swap") { tuning.swapAB() }
    case .clearA: tuning.clearA()
    case .toggleRateComparison: tuning.toggleRateComparison()
    case .beginHexEntry: tuning.beginHexEntry()
    case .beginEntry: tuning.beginEntry()
    case .adjustCard(let key, let fine): tuning.edit(tuning.focusedRowLabel) { tuning.handle(key: key, fine: fine) }
    case .undo: tuning.undo()
    case .redo: tuning.redo()
    default: return false
    }
    return true
  }
}
