import FloatingPanel
import Foundation
import PlaygroundAssets
import StrictJSON

/// A tuning preset: a config file in `Assets/presets/` (same format as `--config`) whose
/// `description` names it in the menu. Switching to a preset applies its *behaviour* to the
/// panels; layouts stay as they are.
///
/// ```swift
/// let presets = try Preset.loadAll()             // default, no-bounce, rushing-forward, …
/// tuning.apply(presets[1])                      // key ⌥2 / menu row 2 (PanelTuner)
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

  /// The presets the playground ships (`Assets/presets/*.json` and the resource bundle's copy),
  /// in the order ``loadAll(directory:)`` returns them: Alt+1 applies the first, Alt+6 the last.
  /// The key map binds one digit per name, so the help never offers a preset that is not there.
  package static let shippedNames = ["default", "maps", "no-bounce", "rushing-forward", "slow-soft", "snappy"]

  /// The menu title: the description, or the name.
  package var title: String { config.description ?? name }

  /// The behaviour for the panel `panelName`: its own entry, else the preset's first panel's.
  package func behavior(for panelName: String) -> BehaviorConfig {
    if let own = config.panels[panelName] { return own.behavior }
    return config.panelNames.first.flatMap { config.panels[$0]?.behavior } ?? BehaviorConfig()
  }

  /// Loads one preset file.
  package static func load(path: String) throws(ConfigError) -> Preset {
    let name = (FilePathName.lastComponent(of: path) as NSString).deletingPathExtension
    return Preset(name: name, config: try ConfigFile.load(path: path))
  }

  /// Loads every `*.json` in `directory` (default: `Assets/presets` found by ``AssetLocator``, or
  /// else the `presets` of the resource bundle next to the binary, `PlaygroundAssets`), `default`
  /// first, then by name. Throws for a missing `directory`, no presets anywhere, or the first bad
  /// file.
  package static func loadAll(directory: String? = nil) throws(ConfigError) -> [Preset] {
    let dir: String
    if let directory {
      dir = directory
    } else if let found = try? AssetLocator.directory("presets") {
      dir = found
    } else if let bundled = PlaygroundAssets.directory("presets") {
      dir = bundled
    } else {
      throw ConfigError(
        file: PlaygroundAssets.bundleName,
        message: "not found next to the binary, and no Assets/presets here; install the binary with this directory beside it (README, Install)")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
    } catch {
      throw ConfigError(file: dir, message: "cannot list the directory: \(error.localizedDescription)")
    }
    var presets: [Preset] = []
    for file in names { presets.append(try load(path: (dir as NSString).appendingPathComponent(file))) }
    return sorted(presets)
  }

  /// `default` first, then by name.
  private static func sorted(_ presets: [Preset]) -> [Preset] {
    presets.sorted { a, b in a.name == "default" ? b.name != "default" : (b.name == "default" ? false : a.name < b.name) }
  }
}
