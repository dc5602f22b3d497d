import FloatingPanel
import Foundation

/// A tuning preset: a config file in `Assets/presets/` (same format as `--config`) whose
/// `description` names it in the menu. Switching to a preset applies its *behaviour* to the
/// panels; layouts stay as they are.
///
/// ```swift
/// let presets = try Preset.loadAll()             // default, no-bounce, rushing-forward, …
/// presets[1].apply(to: container)                // key ⌥2 / menu row 2
/// ```
package struct Preset: Equatable, Sendable {
  /// The file name without `.json`, e.g. `snappy`.
  package var name: String
  /// The config.
  package var config: PlaygroundConfig

  /// Creates a preset.
  package init(name: String, config: PlaygroundConfig) {
    self.name = name
    self.config = config
  }

  /// The menu title: the description, or the name.
  package var title: String { config.description ?? name }

  /// The behaviour for the panel `panelName`: its own entry, else the preset's first panel's.
  package func behavior(for panelName: String) -> BehaviorConfig {
    if let own = config.panels[panelName] { return own.behavior }
    return config.panelNames.first.flatMap { config.panels[$0]?.behavior } ?? BehaviorConfig()
  }

  /// Applies the preset's behaviour to every panel in `container` (next motion only). A panel
  /// whose layout lacks a state the preset names keeps its behaviour; its error is returned.
  @discardableResult
  package func apply(to container: FloatingPanelContainer) -> [InputError] {
    var errors: [InputError] = []
    for panel in container.panels {
      let path = "\(name).panels.\(panel.name).behavior"
      do {
        let b = try behavior(for: panel.name).behavior(
          position: panel.position, states: panel.resolvedLayout.sortedStates, path: path)
        try panel.setBehavior(b)
      } catch let e as InputError {
        errors.append(e)
      } catch {
        errors.append(InputError(path: path, message: "\(error)"))
      }
    }
    return errors
  }

  /// Loads one preset file.
  package static func load(path: String) throws(ConfigError) -> Preset {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return Preset(name: name, config: try ConfigFile.load(path: path))
  }

  /// Loads every `*.json` in `directory` (default: `Assets/presets` found by ``AssetLocator``),
  /// `default` first, then by name. Throws for a missing directory or the first bad file.
  package static func loadAll(directory: String? = nil) throws(ConfigError) -> [Preset] {
    let dir: String
    if let directory { dir = directory } else { dir = try AssetLocator.directory("presets") }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
    } catch {
      throw ConfigError(file: dir, message: "cannot list the directory: \(error.localizedDescription)")
    }
    var presets: [Preset] = []
    for file in names { presets.append(try load(path: (dir as NSString).appendingPathComponent(file))) }
    return presets.sorted { a, b in a.name == "default" ? b.name != "default" : (b.name == "default" ? false : a.name < b.name) }
  }
}
