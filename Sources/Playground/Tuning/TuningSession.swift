import FloatingPanel
import Foundation

/// Live tuning in the window, without SDL: the tuning card's model for the focused panel, the
/// behaviours of all three panels, the config file (loaded, watched, saved), presets, the Swift
/// export and the motion recorders behind the plot. ``AppLoop`` feeds it keys, pointer events and
/// frames; ``TuningOverlayRenderer`` draws it. Tests drive it directly.
///
/// Every behaviour change (a slider, a preset, a reloaded file) goes through
/// `FloatingPanelController.setBehavior`, which takes effect at the next release or move: a
/// spring already running keeps the parameters it started with.
///
/// The config file, in the window: an entry named `search`, `detail` or `modal` sets that
/// panel's behaviour and `removalEnabled`; when it has `anchors` it also replaces the panel's
/// layout (position, anchors, initial state, backdrop), and T/L/B/R then leave that panel where the
/// file puts it. Saving writes all three panels: behaviour and removal, plus the layout of those
/// whose layout came from the file.
///
/// ```swift
/// let tuning = try TuningSession(scene: scene, configPath: "tuning.json")
/// tuning.isShown = true                 // key S
/// tuning.handle(key: .right, fine: false)
/// // every frame, after scene.step(h):
/// tuning.update(h)
/// ```
public final class TuningSession {
  /// The scene being tuned.
  public let scene: PlaygroundScene
  /// Whether the tuning and plot cards are shown (key S).
  public var isShown = false
  /// The tuning card's model, showing the focused panel's behaviour.
  public private(set) var model: TuningModel
  /// The panel the model shows (follows the scene's focus).
  public private(set) var role: PanelRole
  /// Each panel's behaviour as last applied.
  public private(set) var behaviors: [PanelRole: BehaviorConfig]
  /// Each panel's removal switch as last applied.
  public private(set) var removal: [PanelRole: Bool]
  /// The presets (Alt+1…9), `default` first.
  public let presets: [Preset]
  /// The preset last chosen, nil after a slider edit or a file reload.
  public private(set) var presetName: String?
  /// Where Ctrl+S saves: the `--config` file, or `playground-tuning.json` in the current directory.
  public private(set) var configPath: String
  /// The problem with the config file on disk, shown in the HUD until the file is good again.
  public private(set) var problem: String?
  /// Seconds of scene time stepped so far (the plot's clock).
  public private(set) var time = 0.0
  /// The HUD's frame as last drawn (the cards keep clear of it); nil when there is no HUD.
  public var hudFrame: Rect?
  /// Where messages for the terminal go (default: stderr for problems, stdout otherwise).
  public var report: (String, _ isProblem: Bool) -> Void = TuningSession.printReport

  /// The default save path when the window was started without `--config`.
  public static let defaultConfigName = "playground-tuning.json"

  private var watcher: ConfigWatcher?
  /// ``currentConfig`` when it was last loaded, reloaded or saved.
  private var savedConfig: PlaygroundConfig? { didSet { unsavedCache = nil } }
  /// ``hasUnsavedChanges`` until the next change (reset by ``applyBehavior(_:)``, which every
  /// change of behaviour, removal, layout or edge ends with, and by a save or reload).
  private var unsavedCache: Bool?
  /// The HUD line listing the presets, made once.
  private lazy var presetLine: String? = presets.isEmpty ? nil
    : "Alt+ presets: " + presets.prefix(9).enumerated().map { "\($0.offset + 1) \($0.element.name)" }.joined(separator: " · ")
  private var layoutEntries: [PanelRole: PanelConfig] = [:]
  private let rules = ReleaseRuleDelegate()
  private var recorders: [PanelRole: MotionRecorder] = [:]
  private var appliedPositions: [PanelRole: FloatingPanelPosition] = [:]
  private var dragRow: Int?

  /// Creates a session for `scene`. With `configPath`, the file is loaded (unless `config` is it,
  /// already loaded), applied and watched; `presets` are the preset files
  /// (``Preset/loadAll(directory:)``).
  ///
  /// - Throws: ``ConfigError`` when the file cannot be read, is bad or does not fit the window
  ///   (there are no last good values to keep yet).
  public init(
    scene: PlaygroundScene, configPath: String? = nil, config: PlaygroundConfig? = nil, presets: [Preset] = []
  ) throws(ConfigError) {
    self.scene = scene
    self.presets = presets
    self.configPath = configPath ?? Self.defaultConfigName
    role = scene.focus
    behaviors = Dictionary(uniqueKeysWithValues: PanelRole.allCases.map { ($0, BehaviorConfig()) })
    removal = Dictionary(uniqueKeysWithValues: PanelRole.allCases.map { ($0, scene.panel($0).isRemovalInteractionEnabled) })
    model = TuningModel(config: BehaviorConfig())
    for r in PanelRole.allCases {
      recorders[r] = MotionRecorder()
      scene.panel(r).delegate = rules
    }
    if let configPath {
      let watcher = try ConfigWatcher(path: configPath, current: config)
      if let error = apply(watcher.current) { throw ConfigError(file: configPath, error: error) }
      self.watcher = watcher
    } else {
      applyAllBehaviors()
    }
    syncModel()
    savedConfig = currentConfig
  }

  /// Whether the panels' values differ from the file as last loaded or saved (or, without a
  /// file, from the start).
  public var hasUnsavedChanges: Bool {
    if let unsavedCache { return unsavedCache }
    let value = savedConfig.map { $0.panels != currentConfig.panels } ?? false
    unsavedCache = value
    return value
  }

  /// The HUD lines while the cards are shown: the panel, preset, unsaved mark and keys, and the
  /// presets; none when hidden.
  public var hudNotes: [String] {
    guard isShown else { return [] }
    let file = (configPath as NSString).lastPathComponent
    let line = "tuning \(role.rawValue)" + (presetName.map { " · preset \($0)" } ?? "")
      + (hasUnsavedChanges ? " · unsaved" : "") + " · Ctrl+S saves \(file) · E export"
    return [line] + (presetLine.map { [$0] } ?? [])
  }

  // MARK: - Frames

  /// Call once per frame after `scene.step(h)`: re-reads the config file when it changed,
  /// re-applies behaviours of panels that changed edge, follows the focus and records motion.
  public func update(_ h: Double) {
    time += h
    if let event = watcher?.poll() { handle(event) }
    for r in PanelRole.allCases where appliedPositions[r] != scene.panel(r).position { applyBehavior(r) }
    if scene.focus != role { syncModel() }
    for r in PanelRole.allCases { recorders[r]?.record(scene.panel(r), time: time) }
  }

  /// The last release or attraction of the focused panel, for the plot.
  public var trace: MotionTrace? { recorders[role]?.last }

  /// The tuning card's title.
  public var title: String {
    "Tuning — \(role.rawValue) panel" + (presetName.map { " · \($0)" } ?? "")
  }

  // MARK: - Keys

  /// Up/Down focus a row, Left/Right change it (`fine`: Shift) and apply it to the focused panel.
  public func handle(key: TuningModel.Key, fine: Bool) {
    let before = model.config
    let after = model.handle(key: key, fine: fine)
    if after != before { commit(after) }
  }

  /// Switches every panel to preset `index` (0-based; Alt+1 is 0). Returns false when there is no
  /// such preset.
  @discardableResult
  public func choosePreset(_ index: Int) -> Bool {
    guard presets.indices.contains(index) else {
      scene.say(presets.isEmpty ? "no presets found (Assets/presets)" : "no preset \(index + 1); there are \(presets.count)")
      return false
    }
    let preset = presets[index]
    var next = behaviors
    for r in PanelRole.allCases { next[r] = preset.behavior(for: r.rawValue) }
    if let error = tryBehaviors(next, path: preset.name) {
      say("preset \(preset.name): \(error)", problem: true)
      return false
    }
    behaviors = next
    presetName = preset.name
    applyAllBehaviors()
    syncModel()
    say("preset \(index + 1): \(preset.title)", problem: false)
    return true
  }

  // MARK: - Pointer

  /// A pointer went down at `point`; true when it hit a card (the scene must not get it). A press
  /// on a track sets the value under it and starts a drag; a press on a switch flips it.
  public func pointerDown(at point: Point) -> Bool {
    guard isShown else { return false }
    let layout = overlayLayout
    guard layout.contains(point) else { return false }
    guard let hit = TuningPanelRenderer.hitTest(point, in: layout.tuning, rowCount: model.rows.count) else { return true }
    if model.rows[hit.row].isDiscrete {
      let on = model.rows[hit.row].slider.value >= 0.5
      commit(model.setFraction(row: hit.row, fraction: on ? 0 : 1))
    } else if hit.isOnTrack {
      dragRow = hit.row
      commit(model.setFraction(row: hit.row, fraction: hit.fraction))
    } else {
      model.focus(row: hit.row)
    }
    return true
  }

  /// The pointer moved; true while it drags a slider.
  public func pointerMove(to point: Point) -> Bool {
    guard let row = dragRow else { return false }
    let t = TuningPanelRenderer.Layout(frame: overlayLayout.tuning, rowCount: model.rows.count).track(row)
    let fraction = t.width > 0 ? (point.x - t.minX) / t.width : 0
    let before = model.config
    let after = model.setFraction(row: row, fraction: min(1, max(0, fraction)))
    if after != before { commit(after) }
    return true
  }

  /// The pointer went up; true when it ended a slider drag.
  public func pointerUp() -> Bool {
    defer { dragRow = nil }
    return dragRow != nil
  }

  /// Where the cards are in the scene's window.
  public var overlayLayout: TuningOverlayLayout {
    TuningOverlayLayout(size: scene.size, edge: scene.edge, rowCount: model.rows.count, avoiding: hudFrame)
  }

  // MARK: - Config file

  /// The config the window would save now.
  public var currentConfig: PlaygroundConfig {
    var panels: [String: PanelConfig] = [:]
    for r in PanelRole.allCases {
      var entry = layoutEntries[r] ?? PanelConfig()
      if layoutEntries[r] == nil {
        entry.position = scene.panel(r).position
        entry.initialState = FloatingPanelState.half.rawValue
        entry.backdropAlpha = [:]
      }
      entry.behavior = behaviors[r] ?? BehaviorConfig()
      entry.removalEnabled = removal[r] ?? false
      panels[r.rawValue] = entry
    }
    let from = presetName.map { " (from preset \($0))" } ?? ""
    return PlaygroundConfig(panels: panels, description: "Saved from the playground's tuning panel\(from)")
  }

  /// Writes ``currentConfig`` to ``configPath`` atomically and watches that file from now on.
  @discardableResult
  public func save() -> Bool {
    let config = currentConfig
    do {
      try ConfigFile.save(config, to: configPath)
    } catch {
      say("save failed: \(error)", problem: true)
      return false
    }
    if let watcher {
      watcher.adopt(config)
    } else {
      watcher = try? ConfigWatcher(path: configPath, current: config)
    }
    savedConfig = config
    say("saved \(configPath)", problem: false)
    return true
  }

  /// Writes Swift source of ``currentConfig`` next to the config file (`tuning.json` →
  /// `tuning.swift`) atomically, prints it, and returns the path (nil on failure).
  @discardableResult
  public func exportSwift() -> String? {
    let path = ((configPath as NSString).deletingPathExtension) + ".swift"
    do {
      let source = try SwiftExporter.source(for: currentConfig, origin: "the playground window")
      try AtomicFile.write(Array(source.utf8), to: path)
      report(source, false)
    } catch {
      say("export failed: \(error)", problem: true)
      return nil
    }
    say("exported Swift to \(path)", problem: false)
    return path
  }

  private func handle(_ event: ConfigWatcher.Event) {
    switch event {
    case .reloaded(let config):
      if let error = apply(config) {
        let e = ConfigError(file: configPath, error: error)
        problem = e.description
        report("playground: \(e) (keeping the last good values)", true)
      } else {
        problem = nil
        presetName = nil
        syncModel()
        savedConfig = currentConfig
        say("reloaded \(configPath)", problem: false)
      }
    case .failed(let error):
      problem = error.description
      report("playground: \(error) (keeping the last good values)", true)
    }
  }

  /// Checks that `config` (read from `path`) fits the playground at `size` with its panels on
  /// `position`: known panel names, layouts that resolve, behaviours whose states exist. Runs on
  /// a model scene, so the window need not be open.
  public static func check(
    _ config: PlaygroundConfig, path: String, size: Size, position: FloatingPanelPosition
  ) throws(ConfigError) {
    let scene: PlaygroundScene
    do {
      scene = try PlaygroundScene(size: size, position: position)
    } catch {
      throw ConfigError(file: path, message: "the window size cannot hold the panels: \(error)")
    }
    let session = try TuningSession(scene: scene)
    if let error = session.apply(config) { throw ConfigError(file: path, error: error) }
  }

  /// Applies a decoded config; returns the problem (and changes nothing) when it does not fit.
  private func apply(_ config: PlaygroundConfig) -> InputError? {
    let unknown = config.panelNames.filter { PanelRole(rawValue: $0) == nil }
    guard unknown.isEmpty else {
      let known = PanelRole.allCases.map(\.rawValue).joined(separator: ", ")
      return InputError(path: "panels.\(unknown[0])", message: "the playground has no such panel; use \(known)")
    }
    var entries: [PanelRole: PanelConfig] = [:]
    var overrides: [PanelRole: FloatingPanelLayoutSettings] = [:]
    var next = behaviors
    var nextRemoval = removal
    for r in PanelRole.allCases {
      guard let entry = config.panels[r.rawValue] else { continue }
      if entry.anchors != nil {
        entries[r] = entry
        do {
          overrides[r] = try entry.layout(path: "panels.\(r.rawValue)")
        } catch {
          return error
        }
      }
      next[r] = entry.behavior
      nextRemoval[r] = entry.removalEnabled
    }
    let oldOverrides = scene.layoutOverrides
    do {
      try scene.setLayoutOverrides(overrides)
    } catch {
      return InputError(path: "panels", message: "\(error.description) at this window size")
    }
    if let error = tryBehaviors(next, path: "panels") {
      try? scene.setLayoutOverrides(oldOverrides)
      return error
    }
    layoutEntries = entries
    behaviors = next
    removal = nextRemoval
    for r in PanelRole.allCases { scene.panel(r).isRemovalInteractionEnabled = nextRemoval[r] ?? false }
    applyAllBehaviors()
    return nil
  }

  // MARK: - Applying

  /// Checks that every behaviour in `configs` resolves for its panel's current layout.
  private func tryBehaviors(_ configs: [PanelRole: BehaviorConfig], path: String) -> InputError? {
    for r in PanelRole.allCases {
      let p = scene.panel(r)
      do {
        _ = try (configs[r] ?? BehaviorConfig()).behavior(
          position: p.position, states: p.resolvedLayout.sortedStates, path: "\(path).\(r.rawValue).behavior")
      } catch {
        return error
      }
    }
    return nil
  }

  private func applyAllBehaviors() {
    for r in PanelRole.allCases { applyBehavior(r) }
  }

  private func applyBehavior(_ r: PanelRole) {
    unsavedCache = nil
    let p = scene.panel(r)
    appliedPositions[r] = p.position
    do {
      let b = try (behaviors[r] ?? BehaviorConfig()).behavior(position: p.position, states: p.resolvedLayout.sortedStates)
      try p.setBehavior(b)
    } catch {
      say("\(r.rawValue) panel keeps its behaviour: \(error)", problem: true)
    }
  }

  /// A slider edit: the focused panel's behaviour becomes `config` (next motion only).
  private func commit(_ config: BehaviorConfig) {
    behaviors[role] = config
    presetName = nil
    applyBehavior(role)
  }

  private func syncModel() {
    role = scene.focus
    model = TuningModel(config: behaviors[role] ?? BehaviorConfig(), focus: model.focus, mass: model.mass)
  }

  private func say(_ text: String, problem: Bool) {
    scene.say(text, frames: problem ? 360 : 180)
    if problem { report("playground: \(text)", true) }
  }

  /// Problems to stderr, the rest (the exported source) to stdout.
  public static func printReport(_ text: String, isProblem: Bool) {
    let handle = isProblem ? FileHandle.standardError : FileHandle.standardOutput
    handle.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }
}
