import ConfigFormat
import FloatingPanel
import PlaygroundCore
import SwiftSource

/// Live tuning in the window, without SDL: what the keys and the mouse do to the tuning card,
/// tying together the card's model (``TuningModel``, for the focused panel), the
/// ``PanelTuner`` that applies behaviours and presets to the panels, the ``TuningDocument``
/// (the config file: loaded, watched, saved, exported) and the motion recorders behind the plot.
/// The window loop feeds it keys, pointer events (with the cards where the frame's
/// ``FrameLayout`` put them) and frames; `TuningOverlayRenderer` (in PlaygroundUI) draws it. It
/// prints nothing and keeps no HUD text: messages for the HUD go to the scene's
/// ``PlaygroundScene/onNotice``, messages for the terminal to ``report``. Tests drive it directly.
///
/// The config file: its panels' behaviours, looks and layouts apply (``PanelTuner``); Ctrl+S
/// writes what was loaded plus the user's edits (``TunedConfig``), never the window's layout.
///
/// ```swift
/// let tuning = try TuningSession(scene: scene, configPath: "tuning.json")
/// tuning.isShown = true                 // key S
/// tuning.handle(key: .right, fine: false)
/// // every frame, after scene.step(h):
/// tuning.update(h)
/// ```
package final class TuningSession {
  /// The scene being tuned.
  package let scene: PlaygroundScene
  /// Applies behaviours, removal, layouts and presets to the panels.
  package let tuner: PanelTuner
  /// The config file.
  package let document: TuningDocument
  /// The focused panel's anchor lines, dragged with the cards shown (``AnchorEditor``).
  package private(set) lazy var anchors = AnchorEditor(scene: scene)
  /// Whether the tuning and plot cards are shown (key S).
  package var isShown = false {
    didSet { if !isShown { showsPlotPage = false } }
  }
  /// In a narrow window (one card at a time): whether the plot is shown instead of the tuning card.
  package var showsPlotPage = false
  /// The speed F releases the focused panel at, pt/s (V cycles ``PlaygroundScene/flickSpeeds``).
  package var flickSpeed = 1000.0
  /// What E exports for (Shift+E cycles): this package's engine, upstream UIKit or SwiftUI.
  package var exportTarget = ExportTarget.engine
  /// The plotted motion's timeline: scrub, step, slow playback (``TuningSession/playLastMotion()``).
  package let timeline = MotionTimeline()

  /// The tuning card: the panel it shows, its page, both pages' models and the dragged row.
  var card: TuningCard
  /// Seconds of scene time stepped so far (the plot's clock).
  package private(set) var time = 0.0
  /// Where messages for the terminal go: the problems (`isProblem`) and the exported Swift
  /// source. The model prints nothing itself; the executable prints them (default: dropped).
  package var report: (String, _ isProblem: Bool) -> Void
  /// ``hasUnsavedChanges`` and the revisions of the controller and the document it was computed at.
  private var unsaved: (revisions: [Int], value: Bool)?
  private var recorders: [PanelRole: MotionRecorder] = [:]
  /// Undo and redo of the edits (`TuningSession+Undo.swift`), and a drag's state before it began.
  var history = TuningHistory<TuningSnapshot>()
  var pendingDrag: (before: TuningSnapshot, label: String)?
  /// A/B and the other display rate's curve (`TuningSession+Cards.swift`).
  package let comparison = TuningComparison()

  /// Creates a session for `scene`. With `configPath`, the file is loaded (unless `config` is it,
  /// already loaded), applied and watched through `watchFile` (nil: not re-read when it changes;
  /// the window gives its inotify watch); `presets` are the preset files
  /// (``Preset/loadAll(directory:)``). Messages for the terminal go to `report` (``report``), from
  /// the start: a behaviour the file gives that does not resolve is reported while loading. HUD
  /// messages go to the scene's ``PlaygroundScene/onNotice``.
  ///
  /// - Throws: ``ConfigError`` when the file cannot be read, is bad or does not fit the window
  ///   (there are no last good values to keep yet).
  package init(
    scene: PlaygroundScene, configPath: String? = nil, config: PlaygroundConfig? = nil, presets: [Preset] = [],
    watchFile: FileWatcherFactory? = nil, report: @escaping (String, _ isProblem: Bool) -> Void = { _, _ in }
  ) throws(ConfigError) {
    self.scene = scene
    self.report = report
    tuner = PanelTuner(scene: scene, presets: presets)
    document = try TuningDocument(path: configPath, watching: configPath != nil, config: config, watchFile: watchFile)
    card = TuningCard(role: scene.focus, behavior: BehaviorConfig(), appearance: PanelAppearance())
    for r in PanelRole.allCases { recorders[r] = MotionRecorder() }
    tuner.onProblem = { [unowned self] in say($0, problem: true) }
    if let loaded = document.loaded {
      if let error = tuner.apply(loaded) { throw ConfigError(file: document.path, error: error) }
    } else {
      tuner.applyAll()
    }
    syncModel()
    anchors.keepBaseline()
    if let live = liveVariantNotice { say(live, problem: false); report("playground: \(live)", false) }
  }

  // MARK: - What the controller and the document hold

  /// The presets (Alt+1…6 for the six shipped), `default` first.
  package var presets: [Preset] { tuner.presets }
  /// Each panel's behaviour as last applied.
  package var behaviors: [PanelRole: BehaviorConfig] { tuner.behaviors }
  /// Each panel's removal switch as last applied.
  package var removal: [PanelRole: Bool] { tuner.removal }
  /// The preset last chosen, nil after a slider edit or a file reload.
  package var presetName: String? { tuner.presetName }
  /// The config the window saves and exports now: the one loaded with the user's edits
  /// (``PanelTuner/currentConfig``), nothing derived from the window's size.
  package var currentConfig: PlaygroundConfig { tuner.currentConfig }
  /// Where Ctrl+S saves: the `--config` file, or `playground-tuning.json` in the current directory.
  package var configPath: String { document.path }
  /// The problem with the config file on disk, shown in the HUD until the file is good again.
  package var problem: String? { document.problem }

  /// Whether the user edited the config since it was loaded or saved (or, without a file, since
  /// the start): only an edit counts, never a resize, a variant switch or a reload.
  package var hasUnsavedChanges: Bool {
    let revisions = [tuner.revision]
    if let unsaved, unsaved.revisions == revisions { return unsaved.value }
    let value = tuner.tuned.isEdited
    unsaved = (revisions, value)
    return value
  }

  /// The HUD lines while the cards are shown (``TuningNotes``); none when hidden.
  package var hudNotes: [String] {
    guard isShown else { return [] }
    var notes = TuningNotes(role: role, preset: presetName, unsaved: hasUnsavedChanges, fileName: document.fileName)
    notes.isCustomised = tuner.isCustomised
    notes.pageHint = TuningOverlayLayout.isNarrow(scene.size, edge: scene.edge) ? (showsPlotPage ? " · S hides" : " · S: plot") : ""
    notes.exportTarget = exportTarget
    notes.presets = presets.map(\.name)
    notes.clip = plotTrace?.clip
    notes.comparison = comparisonNote
    notes.pinnedDifferences = comparison.pin.map { pin in
      TuningComparison.differingLabels(
        pin.behavior, behaviors[pin.role] ?? BehaviorConfig(), position: scene.panel(pin.role).position, shown: role == pin.role ? model : nil)
    }
    return notes.lines
  }

  // MARK: - Frames

  /// Call once per frame after `scene.step(h)`: re-reads the config file when it changed,
  /// re-applies behaviours of panels that changed edge, follows the focus and records motion.
  package func update(_ h: Double, elapsed: Double? = nil) {
    time += h
    if let event = document.poll() { handle(event) }
    tuner.reapplyMovedPanels()
    if scene.focus != role || card.model.position != scene.panel(role).position { syncModel() }
    for r in PanelRole.allCases {
      recorders[r]?.frameInterval = scene.displayRate.frameInterval
      recorders[r]?.record(scene.panel(r), time: time)
    }
    advanceTimeline(h)
    comparison.update(scene, time: time, h: h, elapsed: elapsed)
  }

  /// Checks the config file without stepping (the window calls it while idle, between frames);
  /// true when it was re-read, so there is something new to draw.
  package func pollConfig() -> Bool {
    guard let event = document.poll() else { return false }
    handle(event)
    return true
  }

  /// The last release or attraction of the focused panel, for the plot.
  package var trace: MotionTrace? { recorders[role]?.last }
  /// The last release or attraction of `role`'s panel.
  package func trace(of role: PanelRole) -> MotionTrace? { recorders[role]?.last }

  // MARK: - Keys

  /// Up/Down focus a row, Left/Right change it (`fine`: Shift) and apply it to the focused panel.
  package func handle(key: TuningModel.Key, fine: Bool) {
    apply(card.handle(key: key, fine: fine))
  }

  /// Switches every panel to preset `index` (0-based; Alt+1 is 0) and restores the anchors
  /// (``resetLayout()``). Returns false when there is no such preset.
  @discardableResult
  package func choosePreset(_ index: Int) -> Bool {
    guard presets.indices.contains(index) else {
      scene.say(presets.isEmpty ? "no presets found (Assets/presets)" : "no preset \(index + 1); there are \(presets.count)")
      return false
    }
    let preset = presets[index]
    if let error = tuner.apply(preset) {
      say("preset \(preset.name): \(error)", problem: true)
      return false
    }
    syncModel()
    anchors.reset()
    tuner.restoreLayouts()
    say("preset \(index + 1): \(preset.title)", problem: false)
    return true
  }

  /// Key Backspace (cards shown): puts every dragged anchor back, as the config file (or, without
  /// one, the playground) had it (``AnchorEditor/reset()``). Returns false when none had moved.
  @discardableResult
  package func resetLayout() -> Bool {
    let changed = anchors.reset()
    tuner.restoreLayouts()
    scene.say(changed ? "layout reset: the anchors are back" : "layout reset: no anchor had moved")
    return changed
  }

  // MARK: - Config file

  /// Writes ``currentConfig`` to ``configPath`` atomically and watches that file from now on. The
  /// file on disk is backed up first when it does not parse or the window would refuse it
  /// (``TuningDocument/save(_:fits:)``).
  @discardableResult
  package func save() -> Bool {
    let outcome: TuningDocument.SaveOutcome
    do {
      let (size, edge) = (scene.size, scene.edge)
      outcome = try document.save(currentConfig) { (try? TuningSession.check($0, path: configPath, size: size, position: edge)) != nil }
    } catch {
      say("save failed: \(error)", problem: true)
      return false
    }
    if let written = document.saved { tuner.markSaved(written) }
    if let backup = outcome.backupPath {
      say("saved \(configPath); its text on disk had an error and was kept in \(backup)", problem: true)
    } else {
      say("saved \(configPath)", problem: false)
    }
    return true
  }

  /// Writes Swift source of ``currentConfig`` for ``exportTarget`` next to the config file
  /// (`tuning.json` → `tuning.swift`) atomically, prints it, and returns the path (nil on
  /// failure). The source is what `playground export-swift --config tuning.json --target …`
  /// prints for the file a save writes now.
  @discardableResult
  package func exportSwift() -> String? {
    let path = document.exportPath
    do {
      let out = try document.export(currentConfig, target: exportTarget)
      report(out.source, false)
      for line in out.unsupported { report("playground: \(line); kept as a comment in the source", true) }
    } catch {
      say("export failed: \(error)", problem: true)
      return nil
    }
    say("exported \(exportTarget.title) Swift to \(path)", problem: false)
    return path
  }

  /// Shift+E: the next target E exports for (engine → UIKit → SwiftUI → engine); the HUD says which.
  package func cycleExportTarget() {
    let all = ExportTarget.allCases
    exportTarget = all[((all.firstIndex(of: exportTarget) ?? 0) + 1) % all.count]
    scene.say("E exports for \(exportTarget.title) (export-swift --target \(exportTarget.rawValue))", frames: 180)
  }

  private func handle(_ event: ConfigWatcher.Event) {
    switch event {
    case .reloaded(let config):
      if let error = tuner.apply(config) {
        let e = ConfigError(file: configPath, error: error)
        document.problem = e.description
        report("playground: \(e) (keeping the last good values)", true)
      } else {
        document.problem = nil
        tuner.presetName = nil
        tuner.isCustomised = false
        syncModel()
        document.markSaved(config)
        anchors.keepBaseline()
        (history, pendingDrag) = (TuningHistory(), nil)  // the file is a new start
        say("reloaded \(configPath)", problem: false)
      }
    case .failed(let error):
      document.problem = error.description
      report("playground: \(error) (keeping the last good values)", true)
    }
  }

  /// Checks that `config` (read from `path`) fits the playground at `size` with its panels on
  /// `position` (``PanelTuner/check(_:path:size:position:)``).
  package static func check(
    _ config: PlaygroundConfig, path: String, size: Size, position: FloatingPanelPosition
  ) throws(ConfigError) {
    try PanelTuner.check(config, path: path, size: size, position: position)
  }

  func syncModel() {
    let role = scene.focus
    card.sync(
      role: role, behavior: behaviors[role] ?? BehaviorConfig(), appearance: tuner.appearance(of: role),
      position: scene.panel(role).position)
  }

  private func say(_ text: String, problem: Bool) {
    scene.say(text, frames: problem ? 360 : 180)
    if problem { report("playground: \(text)", true) }
  }
}

extension TuningSession {
  /// After the window was resized: switches each config panel with size-class variants
  /// (``PanelVariant``) to the one live at the new size and says which on the HUD and the
  /// terminal (`layout for 1024×768: search: idiom pad`). Returns whether a panel switched.
  ///
  /// ```swift
  /// scene.resize(to: Size(width: 1024, height: 768))
  /// if tuning.followWindowSize() { needsFrame = true }
  /// ```
  @discardableResult
  package func followWindowSize() -> Bool {
    let lines = tuner.followWindowSize()
    guard !lines.isEmpty else { return false }
    syncModel()
    let w = Int(scene.size.width.rounded()), h = Int(scene.size.height.rounded())
    let text = "layout for \(w)×\(h): " + lines.joined(separator: "; ")
    scene.say(text, frames: 240)
    report("playground: \(text)", false)
    return true
  }

  /// One line naming the live variant of each config panel with variants, or nil when the config
  /// has none (said once when the window opens).
  package var liveVariantNotice: String? {
    let lines = tuner.liveVariantLines
    return lines.isEmpty ? nil : "live variants: " + lines.joined(separator: "; ")
  }
}
