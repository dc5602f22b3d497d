import Foundation

/// The data the playground binary ships as SwiftPM resources: `presets/` (the window's Alt+1…9,
/// `export-swift --preset`) and `scripts/` (the example replay scripts). `swift build` lays them
/// out in `FloatingPanelPlayground_PlaygroundAssets.resources` next to the binary; an installed
/// binary needs that directory next to it (README, "Install").
///
/// ```swift
/// let presets = PlaygroundAssets.directory("presets")   // nil without the bundle
/// ```
package enum PlaygroundAssets {
  /// The resource bundle's directory name, next to the binary.
  package static let bundleName = "FloatingPanelPlayground_PlaygroundAssets.resources"

  /// The absolute path of the directory `name` (`presets` or `scripts`) of the resource bundle
  /// next to the running binary, or nil when there is no such bundle.
  ///
  /// Kept rather than a bare `Bundle.module`: that ends the process (`fatalError`) when its
  /// bundle is neither next to the binary nor at the build path, so it is asked only once the
  /// bundle is known to be next to the binary, where it looks first.
  package static func directory(_ name: String) -> String? {
    let beside = Bundle.main.bundleURL.appendingPathComponent(bundleName).path
    guard isDirectory(beside) else { return nil }
    let path = Bundle.module.bundleURL.appendingPathComponent(name).path
    return isDirectory(path) ? path : nil
  }

  /// Whether `path` is a directory (following symbolic links).
  static func isDirectory(_ path: String) -> Bool {
    var flag: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
  }
}
