import ConfigFormat
import FloatingPanel

/// The user's config in the window: the config as loaded (or, without a file, the playground's
/// own entries for its panels) with the user's edits on top — what Ctrl+S writes and E exports.
/// Only an edit changes it (a behaviour, a look, a moved anchor, an edge, a preset): a resize, a
/// size-class variant switch, dark mode or a reload of the file do not, and nothing the window
/// derives from its size (a floating card's placement, a centred modal's inset) is ever in it.
/// An edit of a panel with variants (``PanelVariant``) goes to the variant live when it was made
/// (or the panel's own fields); the other variants stay as given.
///
/// ```swift
/// var tuned = TunedConfig(try ConfigFile.load(path: "tuning.json"))
/// tuned.edit("search", variant: nil) { $0.behavior.springResponseTime = 0.3 }
/// tuned.isEdited            // true: Ctrl+S has something to write
/// try ConfigFile.save(tuned.config, to: "tuning.json")
/// tuned.markSaved(tuned.config)
/// ```
package struct TunedConfig: Equatable, Sendable {
  /// The config as loaded, reloaded or last saved: an edit is what differs from it.
  package private(set) var loaded: PlaygroundConfig
  /// The config with the edits (its `description` says so once edited).
  package private(set) var config: PlaygroundConfig
  /// The preset the edits started from (`Alt+N`), named in the description; nil after a load.
  package private(set) var presetName: String?
  private var presetTitle = ""

  /// The description of a config edited in the window (without a preset).
  package static let editedDescription = "Tuned in the playground window"

  /// The config `loaded`, unedited.
  package init(_ loaded: PlaygroundConfig) {
    self.loaded = loaded
    config = loaded
  }

  /// Whether an edit changed a panel since the config was loaded or saved (an edit undone by
  /// another is none).
  package var isEdited: Bool { config.panels != loaded.panels }

  /// The panel `name`'s entry as the window shows it: its variant `variant`'s layout, or its own
  /// fields; nil when the config has no such panel or variant.
  package func entry(_ name: String, variant: Int?) -> PanelConfig? {
    guard let panel = config.panels[name] else { return nil }
    guard let variant else { return panel }
    return panel.variants.indices.contains(variant) ? panel.variants[variant].layout : nil
  }

  /// Changes panel `name` (its variant `variant`, or its own fields when nil) with `change`;
  /// nothing when the config has no such panel (``add(_:_:)`` one first).
  package mutating func edit(_ name: String, variant: Int?, _ change: (inout PanelConfig) -> Void) {
    guard var panel = config.panels[name] else { return }
    if let variant, panel.variants.indices.contains(variant) {
      change(&panel.variants[variant].layout)
    } else {
      change(&panel)
    }
    config.panels[name] = panel
    describe()
  }

  /// Adds a panel the loaded config did not have (the first edit of a panel that was the
  /// playground's own); an existing one stays.
  package mutating func add(_ name: String, _ entry: PanelConfig) {
    guard config.panels[name] == nil else { return }
    config.panels[name] = entry
    describe()
  }

  /// Notes that the edits now come from `preset` (its name and title go in the description).
  package mutating func choose(preset name: String?, title: String = "") {
    presetName = name
    presetTitle = title
    describe()
  }

  /// Puts panel `name`'s layout (position, initial state, anchors, content length, margins,
  /// placement, backdrop) back as loaded, in every variant; its behaviour and look stay. A
  /// panel the loaded config did not have loses its anchors (the playground's layout again).
  package mutating func restoreLayout(_ name: String) {
    guard var panel = config.panels[name] else { return }
    let base = loaded.panels[name]
    Self.restoreLayout(&panel, from: base)
    for i in panel.variants.indices {
      let given = base?.variants.indices.contains(i) == true ? base?.variants[i].layout : nil
      Self.restoreLayout(&panel.variants[i].layout, from: given)
    }
    config.panels[name] = panel
    describe()
  }

  /// The edits as a value, without the loaded config they are compared with (an undo step).
  package struct Edits: Equatable, Sendable {
    /// The config with the edits, its preset's name and title.
    var config: PlaygroundConfig, presetName: String?, presetTitle: String
  }
  /// The edits now.
  package var edits: Edits { Edits(config: config, presetName: presetName, presetTitle: presetTitle) }

  /// Puts `edits` back over the config loaded or last saved: unedited exactly when they equal it.
  package mutating func restore(_ edits: Edits) {
    (config, presetName, presetTitle) = (edits.config, edits.presetName, edits.presetTitle)
    describe()
  }

  /// Makes `saved` (what was just written, or read from the file) the unedited config.
  package mutating func markSaved(_ saved: PlaygroundConfig) {
    loaded = saved
    config = saved
    presetName = nil
  }

  /// The description: the loaded one while unedited, else one that says what the edits are
  /// (a stale "default 0.4 s" never describes other values).
  private mutating func describe() {
    guard isEdited else {
      config.description = loaded.description
      return
    }
    config.description = Self.editedDescription + (presetName.map { " from preset \($0) (\(presetTitle))" } ?? "")
  }

  /// Gives `panel` the layout fields of `base` (the defaults when nil): position, initial state, anchors,
  /// content length, margins, placement and backdrop alphas.
  private static func restoreLayout(_ panel: inout PanelConfig, from base: PanelConfig?) {
    let b = base ?? PanelConfig()
    if base != nil {
      panel.position = b.position
      panel.initialState = b.initialState
      panel.backdropAlpha = b.backdropAlpha
    }
    panel.anchors = b.anchors
    panel.contentLength = b.contentLength
    panel.margins = b.margins
    panel.placement = b.placement
  }
}
