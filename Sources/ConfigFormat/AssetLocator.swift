import Foundation

/// Finds the `Assets/` directory at run time: in the current directory or one of its parents
/// (running from the package root or a subdirectory), then next to the executable or in one of its
/// parents (running `.build/debug/playground` from anywhere).
///
/// Kept rather than SwiftPM resources: the presets are files users read and add to in
/// `Assets/presets`, and `Bundle.module` traps when its bundle is not next to the binary.
package enum AssetLocator {
  /// The absolute path of `Assets/<subdirectory>`, or a ``ConfigError`` listing where it looked.
  package static func directory(
    _ subdirectory: String,
    currentDirectory: String = FileManager.default.currentDirectoryPath,
    executablePath: String? = nil
  ) throws(ConfigError) -> String {
    var tried: [String] = []
    let executable = executablePath ?? currentExecutable()
    for start in [currentDirectory, executable.map { FilePathName.directory(of: $0) }].compactMap({ $0 }) {
      var dir = (start as NSString).standardizingPath
      for _ in 0..<8 {
        let candidate = (dir as NSString).appendingPathComponent("Assets/\(subdirectory)")
        tried.append(candidate)
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDir), isDir.boolValue { return candidate }
        let parent = FilePathName.directory(of: dir)
        if parent == dir { break }
        dir = parent
      }
    }
    throw ConfigError(
      file: "Assets/\(subdirectory)",
      message: "directory not found (looked in \(tried.first ?? "."), its parents and next to the executable); run the playground from the package root")
  }

  /// The running executable's path (`/proc/self/exe` on Linux).
  static func currentExecutable() -> String? {
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return target }
    return Bundle.main.executablePath
  }
}
