import ConfigFormat
import FloatingPanel
import StrictJSON

/// Applies tuned values to the scene's three panels: each panel's behaviour and removal switch,
/// the layouts a config file gives (``PlaygroundScene/setLayoutOverrides(_:)``), and presets.
/// It holds what was last applied, so the window can save exactly that (``currentConfig``).
/// `apply(_ config:)` is the one way a config reaches a scene: the window's
/// `--config` and hot reload, `screenshot --config` (``SceneSetup``) and the tests all use it;
/// each behaviour is resolved to the engine's `FloatingPanelBehaviorSettings` once.
///
/// Every behaviour change goes through `FloatingPanelController.setBehavior`, which takes effect
/// at the next release or move: a spring already running keeps the parameters it started with.
/// A panel that changes edge (T/L/B/R) gets its behaviour again for the new edge (rubber-band
/// ends and projected states are resolved per position), on the next ``reapplyMovedPanels()``.
///
/// ```swift
/// let tuning = TuningController(scene: scene, presets: try Preset.loadAll())
/// if let error = tuning.apply(config) { print(error) }   // nothing changed then
/// tuning.setBehavior(b, for: .search)
/// ```
package final class TuningController {
  /// The scene whose panels are tuned.
  package let scene: PlaygroundScene
  /// The presets (Alt+1…9), `default` first.
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
  /// Counts every change of what ``currentConfig`` would say (for caches of derived state).
  package private(set) var revision = 0
  /// Told when a panel keeps its old behaviour because the new one does not resolve for it.
  package var onProblem: (String) -> Void = { _ in }

  /// Whether the scene's display rate was given on the command line (`--display-rate`): a
  /// config's `displayRate` then does not change it.
  package var isDisplayRateFixed = false

  private var appliedPositions: [PanelRole: FloatingPanelPosition] = [:]
  /// Which config panel each place shows (``ConfigPlacement``), as last applied.
  package private(set) var placement = ConfigPlacement(PlaygroundConfig(panels: [:]))
  /// The config last applied (its names, roles and unshown panels are saved back as they were).
  private(set) var applied: PlaygroundConfig?
  /// The config last applied as it is at the window's size (each panel's live variant), for the
  /// extensions (dark mode).
  private(set) var appliedConfig: PlaygroundConfig?
  /// The live variant of each config panel with variants (``PanelVariant``), as last applied.
  package private(set) var liveVariants: [String: Int?] = [:]

  /// Creates a controller for `scene` with FloatingPanel's default behaviour on every panel.
  package init(scene: PlaygroundScene, presets: [Preset] = []) {
    self.scene = scene
    self.presets = presets
    behaviors = Dictionary(uniqueKeysWithValues: PanelRole.allCases.map { ($0, BehaviorConfig()) })
    removal = Dictionary(uniqueKeysWithValues: PanelRole.allCases.map { ($0, scene.panel($0).isRemovalInteractionEnabled) })
  }

  /// The config the window would save now: every panel exactly as it is on screen — position,
  /// layout, margins, padding, look and backdrop colour (``PanelConfig/init(describing:behavior:backdropColor:)``) —
  /// with its behaviour and removal switch as last applied.
  package var currentConfig: PlaygroundConfig {
    // The config's own names and roles; the panels no place shows, as they were.
    var panels: [String: PanelConfig] = [:]
    for name in placement.unplaced { panels[name] = applied?.panels[name] }
    for r in PanelRole.allCases {
      guard let name = placement.names[r] ?? (applied?.panels[r.rawValue] == nil ? r.rawValue : nil) else { continue }
      var entry = PanelConfig(
        describing: scene.panel(r), behavior: behaviors[r] ?? BehaviorConfig(), backdropColor: scene.backdropColors[r] ?? .black)
      entry.removalEnabled = removal[r] ?? false
      entry.role = placement.names[r].flatMap { applied?.panels[$0]?.role }
      // A look as loaded keeps its system colours (light and dark), whichever is shown now.
      if let loaded = placement.panel(for: r, in: appliedConfig ?? PlaygroundConfig(panels: [:]))?.appearance {
        var shown = loaded.resolved(dark: scene.darkMode).quantized
        shown.systemColors = [:]
        if shown == entry.appearance { entry.appearance = loaded }
      }
      // A panel with variants keeps them; what is on screen goes in the live one's place.
      if let own = applied?.panels[name], !own.variants.isEmpty { entry = own.replacing(live: entry, variant: liveVariants[name] ?? nil) }
      panels[name] = entry
    }
    let from = presetName.map { " (from preset \($0))" } ?? ""
    return PlaygroundConfig(
      panels: panels, description: "Saved from the playground's tuning panel\(from)",
      displayRate: scene.displayRate == .hz60 ? nil : scene.displayRate, reducedMotion: scene.reducedMotion ? true : nil)
  }

  /// Applies a decoded config; returns the problem (and changes nothing) when it does not fit.
  /// A config's `displayRate` becomes the scene's (unless ``isDisplayRateFixed``); a config
  /// without one (a preset) leaves the rate as it is.
  /// A panel with variants (``PanelVariant``) takes the one live at the scene's size.
  package func apply(_ given: PlaygroundConfig) -> InputError? {
    let config = given.selected(in: scene.size)
    let placement = ConfigPlacement(config)
    var overrides: [PanelRole: FloatingPanelLayoutSettings] = [:]
    var margins: [PanelRole: EdgeInsets] = [:]
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
      }
      next[r] = entry.behavior
      nextRemoval[r] = entry.removalEnabled
    }
    for r in PanelRole.allCases {  // what intrinsic and adaptive anchors measure (ContentAnchor)
      let l = placement.panel(for: r, in: config)?.contentLength ?? 0
      try? scene.panel(r).setContentLengths(intrinsic: l, adaptive: l)
    }
    let old = (scene.layoutOverrides, scene.marginOverrides)
    do {
      try scene.setLayoutOverrides(overrides, margins: margins)
    } catch {
      return InputError(path: "panels", message: "\(error.description) at this window size")
    }
    let settings: [PanelRole: FloatingPanelBehaviorSettings]
    do {
      settings = try resolve(next, path: "panels")
    } catch {
      try? scene.setLayoutOverrides(old.0, margins: old.1)
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
    applied = given
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

  /// Switches every panel to `preset`'s behaviour; returns the problem (and changes nothing) when
  /// a panel's layout lacks a state the preset names.
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
    setAll(settings)
    return nil
  }

  /// Gives `role`'s panel the behaviour `config` (an edit of the card: the preset no longer
  /// applies).
  package func setBehavior(_ config: BehaviorConfig, for role: PanelRole) {
    behaviors[role] = config
    presetName = nil
    isCustomised = true
    applyBehavior(role)
  }

  /// Re-applies the behaviours of the panels that changed edge since they were last applied.
  package func reapplyMovedPanels() {
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

  /// Counts a change of what ``currentConfig`` would say (the look's edits, dark mode).
  func noteChange() { revision &+= 1 }

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
    if let error = TuningController(scene: scene).apply(config) { throw ConfigError(file: path, error: error) }
  }
}
