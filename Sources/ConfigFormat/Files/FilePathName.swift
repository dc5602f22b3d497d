/// Splits and joins file paths as text, correctly for every legal path: one character (`p`, `.`,
/// `é`), a trailing slash (`a/`, `./`), repeated slashes (`a//b`, `//`), `~` (a plain name here:
/// the shell expands it, not us), and names with combining marks after a slash. Every path a
/// command writes, reads next to or watches goes through it.
///
/// ```swift
/// FilePathName.directory(of: "p")            // "."
/// FilePathName.directory(of: "shots/a.png")  // "shots"
/// FilePathName.lastComponent(of: "a/")       // "a"
/// FilePathName.namesDirectory("a/")          // true: `--out a/` is refused, not written as `a`
/// FilePathName.joining(".", "m.png")         // "m.png"
/// ```
///
/// Kept rather than `NSString`'s path methods: on Linux `deletingLastPathComponent` traps (SIGILL)
/// on `p`, `.`, `é`, `a/`, `./`, `~` and `a//` (swift-corelibs-foundation, Swift 6.3.1), and gives
/// `""` for `//`. swift-system's `FilePath` would be a new dependency and drops a trailing slash,
/// which here means "a directory". Works on Unicode scalars, so a `/` is never hidden inside a
/// grapheme cluster (`a/\u{301}b`).
package enum FilePathName {
  private static let slash: Unicode.Scalar = "/"

  /// The directory that holds the path's last component, as POSIX `dirname(1)`:
  /// `p` → `.`, `a/b` → `a`, `a/b/` → `a`, `a//b` → `a`, `/a` → `/`, `//` → `/`, `a/` → `.`,
  /// `""` → `.`. Always a path `open(2)` accepts as a directory.
  package static func directory(of path: String) -> String {
    var scalars = Substring(path).unicodeScalars
    while scalars.count > 1, scalars.last == slash { scalars.removeLast() }
    if scalars.count == 1, scalars.first == slash { return "/" }
    guard let cut = scalars.lastIndex(of: slash) else { return "." }
    var head = scalars[..<cut]
    while head.count > 1, head.last == slash { head.removeLast() }
    return head.isEmpty ? "/" : String(head)
  }

  /// The last component, as POSIX `basename(1)`: `a/b` → `b`, `a/` → `a`, `p` → `p`, `/` → `/`,
  /// `""` → `""`.
  package static func lastComponent(of path: String) -> String {
    var scalars = Substring(path).unicodeScalars
    while scalars.count > 1, scalars.last == slash { scalars.removeLast() }
    if scalars.count == 1, scalars.first == slash { return "/" }
    guard let cut = scalars.lastIndex(of: slash) else { return String(scalars) }
    return String(scalars[scalars.index(after: cut)...])
  }

  /// Whether the path's spelling names a directory, so no file can be written at it: it is
  /// empty, ends in `/`, or its last component is `.` or `..` (`a/`, `./`, `.`, `x/..`, `/`).
  package static func namesDirectory(_ path: String) -> Bool {
    if path.isEmpty || path.unicodeScalars.last == slash { return true }
    let last = lastComponent(of: path)
    return last == "." || last == ".."
  }

  /// `component` inside `directory`: `component` itself when it is absolute or `directory` is
  /// `.` or empty (relative paths stay as short as the user gave them), else the two joined by
  /// one `/` (`/` + `a` → `/a`, `d/` + `a` → `d/a`).
  package static func joining(_ directory: String, _ component: String) -> String {
    if component.unicodeScalars.first == slash || directory.isEmpty || directory == "." { return component }
    return directory.unicodeScalars.last == slash ? directory + component : "\(directory)/\(component)"
  }
}
