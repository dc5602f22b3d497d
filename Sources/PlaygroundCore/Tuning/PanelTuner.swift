import ConfigFormat
import FloatingPanel
import StrictJSON

/// Tunes the scene's three panels from a config and from the user's edits: applies each panel's
/// behaviour and removal switch, the layouts and backdrops a config gives
/// (``PlaygroundScene/setLayoutOverrides(_:margins:backdrops:)``), looks and presets, and keeps
/// the user's config (``tuned``, a ``TunedConfig``: what was loaded plus each edit) that the
/// window saves and exports — never what the window derived from its size.
/// `apply(_ config:)` is the one way a config reaches a scene: the window's `--config` and hot
/// reload, `screenshot --config` (``SceneSetup``) and the tests all use it; each behaviour is
/// resolved to the engine's `FloatingPanelBehaviorSettings` once.
///
/// Every behaviour change goes through `FloatingPanelController.setBehavior`, which takes effect
/// at the next release or move: a spring already running keeps the parameters it started with.
/// A panel that changes edge (T/L/B/R) gets its behaviour again for the new edge (rubber-band
/// ends and projected states are resolved per position), on the next ``reapplyMovedPanels()``.
///
/// ```swift
/// let tuner = PanelTuner(scene: scene, presets: try Preset.loadAll())
/// if let error = tuner.apply(config) { print(error) }   // nothing changed then
/// tuner.setBehavior(b, for: .search)                    // an edit: tuner.tuned.isEdited
/// ```
package final class PanelTuner {
  /// The scene whose panels are tuned.
  package let scene: PlaygroundScene
  /// The presets (Alt+1…6 for the six shipped), `default` first.
  package let presets: [Preset]
  /// Each panel's behaviour as last applied.
  package private(set) var behaviors: [PanelRole: BehaviorConfig]
  /// Each panel's removal switch as last applied.
  package private(set) var removal: [PanelRole: Bool]
  /// The preset last chosen, nil after an edit or a file reload.
  package var presetName: String?
  /// Whether a card edit (behaviour or look) changed a panel since the last preset or loaded
  /// file: the HUD then says "customised" instead of a preset's name.
  package var isCustomised = false
  /// Counts every change of what the panels show or ``currentConfig`` would say (for caches).
  package private(set) var revision = 0
  /// Told when a panel keeps its old behaviour because the new one does not resolve for it.
  package var onProblem: (String) -> Void = { _ in }

  /// Whether the scene's display rate was given on the command line (`--display-rate`): a
  /// config's `displayRate` then does not change it, and a save keeps the file's.
  package var isDisplayRateFixed = false

  /// The user's config: as loaded (or the playground's own panels) with the edits.
  package private(set) var tuned: TunedConfig
  private var appliedPositions: [PanelRole: FloatingPanelPosition] = [:]
  /// Which config panel each place shows (``ConfigPlacement``), as last applied.
  package private(set) var placement = ConfigPlacement(PlaygroundConfig(panels: [:]))
  /// The config panel an edit of each place goes to: ``placement``'s, or the place's own name
  /// for a panel the config did not have (added at its first edit).
  private var entryNames: [PanelRole: String] = [:]
  /// The config last shown, as it is at the window's size (each panel's live variant).
  private(set) var appliedConfig: PlaygroundConfig?
  /// The live variant of each config panel with variants (``PanelVariant``), as last applied.
  package private(set) var liveVariants: [String: Int?] = [:]
  /// The scene's edge when the edits last looked at it (T/L/B/R is an edit of the position).
  private var recordedEdge: FloatingPanelPosition

  /// Creates a tuner for `scene` with FloatingPanel's default behaviour on every panel; its
  /// config is the playground's own three panels.
  package init(scene: PlaygroundScene, presets: [Preset] = []) {
    self.scene = scene
    self.presets = presets
    behaviors = Dictionary(uniqueKeysWithValues: PanelRole.allCases.map { ($0, BehaviorConfig()) })
    removal = Dictionary(uniqueKeysWithValues: PanelRole.allCases.map { ($0, scene.panel($0).isRemovalInteractionEnabled) })
    recordedEdge = scene.edge
    tuned = TunedConfig(PlaygroundConfig(panels: [:]))
    var own: [String: PanelConfig] = [:]
    for r in PanelRole.allCases {
      own[r.rawValue] = playgroundEntry(r)
      entryNames[r] = r.rawValue
    }
    tuned = TunedConfig(PlaygroundConfig(panels: own))
  }

  /// The config the window saves and exports: the user's (``tuned``), with the display rate and
  /// Reduce Motion the window runs (a rate fixed on the command line is not the config's).
  package var currentConfig: PlaygroundConfig {
    var out = tuned.config
    let given = tuned.loaded
    if !isDisplayRateFixed { out.displayRate = scene.displayRate == .hz60 && given.displayRate == nil ? nil : scene.displayRate }
    out.reducedMotion = scene.reducedMotion ? true : (given.reducedMotion == false ? false : nil)
    return out
  }

  /// Applies a decoded config and makes it the user's, unedited; returns the problem (and
  /// changes nothing) when it does not fit. A config's `displayRate` becomes the scene's (unless
  /// ``isDisplayRateFixed``); a config without one (a preset) leaves the rate as it is. A panel
  /// with variants (``PanelVariant``) takes the one live at the scene's size.
  package func apply(_ given: PlaygroundConfig) -> InputError? {
    if let error = show(given) { return error }
    tuned = TunedConfig(given)
    entryNames = placement.names
    recordedEdge = scene.edge
    return nil
  }

  /// Applies `given` to the scene (its live variants) without changing ``tuned``.
  package func show(_ given: PlaygroundConfig) -> InputError? {
    let config = given.selected(in: scene.size)
    let placement = ConfigPlacement(config)
    var overrides: [PanelRole: FloatingPanelLayoutSettings] = [:]
    var margins: [PanelRole: EdgeInsets] = [:]
    var backdrops: [PanelRole: [String: Double]] = [:]
    var next = behaviors
    var nextRemoval = removal
    for r in PanelRole.allCases {
      guard let entry = placement.panel(for: r, in: config) else { continue }
      if entry.anchors != nil {
        margins[r] = entry.margins
        do {
          overrides[r] = try entry.layout(path: "panels.\(placement.names[r] ?? r.rawValue)")
        } catch {
          return error
        }
      } else {
        backdrops[r] = entry.backdropAlpha  // the playground's layout, dimmed as iOS dims it
      }
      next[r] = entry.behavior
      nextRemoval[r] = entry.removalEnabled
    }
    for r in PanelRole.allCases {  // what intrinsic and adaptive anchors measure (ContentAnchor)
      let l = placement.panel(for: r, in: config)?.contentLength ?? 0
      try? scene.panel(r).setContentLengths(intrinsic: l, adaptive: l)
    }
    let old = (scene.layoutOverrides, scene.marginOverrides, scene.backdropOverrides)
    do {
      try scene.setLayoutOverrides(overrides, margins: margins, backdrops: backdrops)
    } catch {
      return InputError(path: "panels", message: "\(error.description) at this window size")
    }
    let settings: [PanelRole: FloatingPanelBehaviorSettings]
    do {
      settings = try resolve(next, path: "panels")
    } catch {
      try? scene.setLayoutOverrides(old.0, margins: old.1, backdrops: old.2)
      return error
    }
    for r in PanelRole.allCases {
      let entry = placement.panel(for: r, in: config)
      let look = (entry?.appearance ?? PanelAppearance(surface: SceneLayouts.appearance())).resolved(dark: scene.darkMode)
      scene.panel(r).surfaceAppearance = look.surface
      scene.panel(r).contentPadding = entry?.padding ?? .zero
      scene.backdropColors[r] = look.backdropColor
    }
    behaviors = next
    removal = nextRemoval
    self.placement = placement
    appliedConfig = config
    liveVariants = given.liveVariants(in: scene.size)
    scene.plainRoles = placement.plain
    if let notice = placement.unplacedNotice { onProblem(notice) }
    if let rate = config.displayRate, !isDisplayRateFixed { scene.displayRate = rate }
    for r in PanelRole.allCases { scene.panel(r).isRemovalInteractionEnabled = nextRemoval[r] ?? false }
    setAll(settings)
    if let reducedMotion = config.reducedMotion { scene.reducedMotion = reducedMotion }
    return nil
  }

  /// Switches every panel to `preset`'s behaviour (an edit of each panel's behaviour); returns
  /// the problem (and changes nothing) when a panel's layout lacks a state the preset names.
  package func apply(_ preset: Preset) -> InputError? {
    var next = behaviors
    for r in PanelRole.allCases { next[r] = preset.behavior(for: r.rawValue) }
    let settings: [PanelRole: FloatingPanelBehaviorSettings]
    do {
      settings = try resolve(next, path: preset.name)
    } catch {
      return error
    }
    behaviors = next
    presetName = preset.name
    isCustomised = false
    for r in PanelRole.allCases { record(r) { $0.behavior = next[r] ?? BehaviorConfig() } }
    recordPreset(preset)
    setAll(settings)
    return nil
  }

  /// Gives `role`'s panel the behaviour `config` (an edit of the card: the preset no longer
  /// applies).
  package func setBehavior(_ config: BehaviorConfig, for role: PanelRole) {
    behaviors[role] = config
    presetName = nil
    isCustomised = true
    record(role) { $0.behavior = config }
    recordPreset(nil)
    applyBehavior(role)
  }

  /// Re-applies the behaviours of the panels that changed edge since they were last applied;
  /// an edge the user chose (T/L/B/R) is an edit of the panels the playground lays out.
  package func reapplyMovedPanels() {
    if scene.edge != recordedEdge { recordEdge() }
    for r in PanelRole.allCases where appliedPositions[r] != scene.panel(r).position { applyBehavior(r) }
  }

  /// Applies every panel's behaviour (a panel whose behaviour does not resolve keeps its old one,
  /// and ``onProblem`` is told).
  package func applyAll() {
    for r in PanelRole.allCases { applyBehavior(r) }
  }

  /// The engine behaviour of every panel in `configs`, resolved (and validated) once for its
  /// panel's current position and layout; the first problem is thrown.
  private func resolve(
    _ configs: [PanelRole: BehaviorConfig], path: String
  ) throws(InputError) -> [PanelRole: FloatingPanelBehaviorSettings] {
    var out: [PanelRole: FloatingPanelBehaviorSettings] = [:]
    for r in PanelRole.allCases {
      let p = scene.panel(r)
      out[r] = try (configs[r] ?? BehaviorConfig()).settings(
        position: p.position, states: p.resolvedLayout.sortedStates, path: "\(path).\(r.rawValue).behavior")
    }
    return out
  }

  /// Gives every panel its behaviour from `settings`, already resolved by ``resolve(_:path:)``.
  private func setAll(_ settings: [PanelRole: FloatingPanelBehaviorSettings]) {
    for r in PanelRole.allCases {
      guard let b = settings[r] else { continue }
      set(b, on: r)
    }
  }

  /// Resolves `role`'s behaviour for its panel's current position and layout and sets it (a
  /// behaviour that does not resolve leaves the panel's own, and ``onProblem`` is told).
  private func applyBehavior(_ r: PanelRole) {
    let p = scene.panel(r)
    do {
      set(try (behaviors[r] ?? BehaviorConfig()).settings(position: p.position, states: p.resolvedLayout.sortedStates), on: r)
    } catch {
      revision &+= 1
      appliedPositions[r] = p.position
      onProblem("\(r.rawValue) panel keeps its behaviour: \(error)")
    }
  }

  /// Counts a change of what the panels show (the look's edits, dark mode).
  package func noteChange() { revision &+= 1 }

  /// Sets a resolved behaviour on `role`'s panel.
  private func set(_ settings: FloatingPanelBehaviorSettings, on r: PanelRole) {
    revision &+= 1
    let p = scene.panel(r)
    appliedPositions[r] = p.position
    do {
      try p.setBehavior(settings)
    } catch {
      onProblem("\(r.rawValue) panel keeps its behaviour: \(error)")
    }
  }

  // MARK: - Edits into the user's config

  /// Writes an edit of `role`'s panel into ``tuned``: into the config panel that place shows (its
  /// live variant), adding the playground's own entry first for a panel the config did not have.
  func record(_ r: PanelRole, _ change: (inout PanelConfig) -> Void) {
    guard let name = entryName(r) else { return }  // an unshown panel of the config has the name
    if tuned.config.panels[name] == nil { tuned.add(name, playgroundEntry(r)) }
    tuned.edit(name, variant: liveVariants[name] ?? nil, change)
    revision &+= 1
  }

  /// Notes a preset (or, nil, an edit of the user's own) in the description.
  func recordPreset(_ preset: Preset?) { tuned.choose(preset: preset?.name, title: preset?.title ?? "") }

  /// Makes `saved` (just written) the unedited config.
  package func markSaved(_ saved: PlaygroundConfig) {
    tuned.markSaved(saved)
    revision &+= 1
  }

  /// Takes an undo step's edits and behaviours (`TuningSession.undo()`, which then shows them);
  /// the edge the window shows stays the panels' position.
  package func take(_ edits: TunedConfig.Edits, behaviors: [PanelRole: BehaviorConfig]) {
    tuned.restore(edits)
    self.behaviors = behaviors
    recordEdge()
  }

  /// Puts every panel's layout back as loaded (Backspace, a preset: ``AnchorEditor/reset()``).
  package func restoreLayouts() {
    for r in PanelRole.allCases {
      guard let name = entryNames[r] else { continue }
      tuned.restoreLayout(name)
    }
    revision &+= 1
  }

  /// The position of the panels the playground lays out follows the edge the user chose.
  private func recordEdge() {
    recordedEdge = scene.edge
    for r in [PanelRole.search, .detail] where scene.layoutOverrides[r] == nil {
      guard let name = entryNames[r], tuned.config.panels[name] != nil else { continue }
      let position = scene.panel(r).position
      tuned.edit(name, variant: liveVariants[name] ?? nil) { $0.position = position }
    }
    revision &+= 1
  }

  private func entryName(_ r: PanelRole) -> String? {
    if let name = entryNames[r] { return name }
    guard tuned.config.panels[r.rawValue] == nil else { return nil }
    entryNames[r] = r.rawValue
    return r.rawValue
  }

  /// `role`'s panel as the playground shows it without a config entry: its position, the
  /// playground's backdrop alphas and look, its behaviour and removal switch; no anchors (the
  /// playground's layout at any window size).
  private func playgroundEntry(_ r: PanelRole) -> PanelConfig {
    let p = scene.panel(r)
    var e = PanelConfig()
    e.position = p.position
    e.backdropAlpha = SceneLayouts.backdropAlphas(of: r)
    e.behavior = behaviors[r] ?? BehaviorConfig()
    e.removalEnabled = removal[r] ?? p.isRemovalInteractionEnabled
    e.appearance = PanelAppearance(surface: p.surfaceAppearance, backdropColor: scene.backdropColors[r] ?? .black).quantized
    return e
  }

  /// Checks that `config` (read from `path`) fits the playground at `size` with its panels on
  /// `position`: known panel names, layouts that resolve, behaviours whose states exist. Runs on
  /// a model scene, so the window need not be open.
  package static func check(
    _ config: PlaygroundConfig, path: String, size: Size, position: FloatingPanelPosition
  ) throws(ConfigError) {
    let scene: PlaygroundScene
    do {
      scene = try PlaygroundScene(size: size, position: position)
    } catch {
      throw ConfigError(file: path, message: "the window size cannot hold the panels: \(error)")
    }
    if let error = PanelTuner(scene: scene).apply(config) { throw ConfigError(file: path, error: error) }
  }
}
