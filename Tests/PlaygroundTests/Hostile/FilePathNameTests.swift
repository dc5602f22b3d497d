import ConfigFormat
import Foundation
import Testing

/// Issue 35, defect 2: the one helper every path goes through (`FilePathName`) is right for every
/// legal path, where Foundation's `NSString.deletingLastPathComponent` traps on `p`, `.`, `é`,
/// `a/`, `./`, `~` and `a//`.
@Suite("FilePathName: dirname, basename and join for every legal path")
struct FilePathNameTests {
  @Test("the paths that made Foundation trap, and their neighbours", arguments: [
    ("p", ".", "p"), (".", ".", "."), ("é", ".", "é"), ("~", ".", "~"), ("a/", ".", "a"), ("./", ".", "."),
    ("a//", ".", "a"), ("~/", ".", "~"), ("é/", ".", "é"), ("/", "/", "/"), ("//", "/", "/"), ("///", "/", "/"),
    ("/a", "/", "a"), ("/a/", "/", "a"), ("a/b", "a", "b"), ("a//b", "a", "b"), ("a/b/", "a", "b"),
    ("./a", ".", "a"), ("../a", "..", "a"), ("x/..", "x", ".."), ("/a//b//", "/a", "b"), ("", ".", ""),
    ("a/\u{301}b", "a", "\u{301}b"), ("d\u{301}/x", "d\u{301}", "x"),
  ] as [(String, String, String)])
  func splits(path: String, directory: String, last: String) {
    #expect(FilePathName.directory(of: path) == directory)
    #expect(FilePathName.lastComponent(of: path) == last)
  }

  @Test("agrees with glibc's dirname(3) and POSIX basename(3) on 2000 generated paths")
  func agreesWithLibc() {
    var rng = SplitMix(seed: 35)
    let pieces = ["a", "é", ".", "..", "/", "//", "~", "\u{301}", "bc", " "]
    for _ in 0..<2000 {
      let path = (0..<Int.random(in: 1...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
      // POSIX leaves a path that starts with exactly two slashes to the implementation.
      let scalars = Array(path.unicodeScalars.prefix(3))
      if scalars.prefix(2) == ["/", "/"] && scalars.count > 2 ? scalars[2] != "/" : scalars == ["/", "/"] { continue }
      let d = strdup(path)!, b = strdup(path)!
      defer { free(d); free(b) }
      #expect(FilePathName.directory(of: path) == String(cString: dirname(d)), "\(path.debugDescription)")
      #expect(FilePathName.lastComponent(of: path) == String(cString: __xpg_basename(b)), "\(path.debugDescription)")
    }
  }

  @Test("a spelling that names a directory", arguments: [
    ("a/", true), ("./", true), (".", true), ("..", true), ("x/.", true), ("x/..", true), ("/", true), ("", true),
    ("p", false), ("é", false), ("~", false), ("a/b", false), (".a", false), ("...", false), ("a/.b", false),
  ] as [(String, Bool)])
  func namesDirectory(path: String, expected: Bool) {
    #expect(FilePathName.namesDirectory(path) == expected)
  }

  @Test("joining keeps relative paths as given and never doubles a slash")
  func joining() {
    #expect(FilePathName.joining(".", "m.png") == "m.png")
    #expect(FilePathName.joining("", "m.png") == "m.png")
    #expect(FilePathName.joining("/", "a") == "/a")
    #expect(FilePathName.joining("d/", "a") == "d/a")
    #expect(FilePathName.joining("d", "a") == "d/a")
    #expect(FilePathName.joining("d", "/abs") == "/abs")
    #expect(FilePathName.joining(FilePathName.directory(of: "m"), "card.png") == "card.png")
  }

  @Test("no source splits paths with NSString's deletingLastPathComponent (it traps on one character)")
  func noFoundationSplit() throws {
    let root = TuningFixtures.packageRoot + "/Sources"
    let files = try #require(FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") })
    let offenders = try files.filter { file in
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      return text.contains("NSString).deletingLastPathComponent")
    }
    #expect(offenders.isEmpty, "\(offenders)")
  }
}

/// A small seeded generator (SplitMix64), so the generated paths are the same on every run.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
