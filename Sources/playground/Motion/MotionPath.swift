/// Paths split at their last `/` without NSString (whose path methods trap on some one-character
/// paths): the directory a file is in and its name.
///
/// ```swift
/// MotionPath.directory(of: "Assets/motion/m.json")   // "Assets/motion"
/// MotionPath.name(of: "Assets/motion/m.json")        // "m.json"
/// ```
enum MotionPath {
  /// Everything before the last `/` ("" for a bare name, "/" for a file at the root).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Everything after the last `/`.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// `name` in `directory` (`name` alone when the directory is empty).
  static func joining(_ directory: String, _ name: String) -> String {
    directory.isEmpty ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
  }
}
