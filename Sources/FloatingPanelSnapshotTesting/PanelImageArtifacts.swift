import Foundation
#if canImport(Testing)
  import Testing
#endif

/// Where the `panelImage` strategy writes a failing comparison's reference and difference
/// images: the place and names swift-snapshot-testing gives its own artifact (the actual image),
/// `$SNAPSHOT_ARTIFACTS/<TestFile>/<test>.<n>.png` (the system's temporary directory when
/// `SNAPSHOT_ARTIFACTS` is unset), so that each failing test has its own
/// `<test>.<n>.reference.png` and `<test>.<n>.difference.png` next to that actual image.
/// `<n>` counts the test's `panelImage` snapshots from 1, as swift-snapshot-testing numbers a
/// test's unnamed snapshots.
struct PanelImageArtifacts: Sendable {
  /// The test file's name without its extension (swift-snapshot-testing's subdirectory).
  let fileName: String
  /// The test's name as swift-snapshot-testing writes it in file names (`halfPanel()` → `halfPanel`).
  let testName: String

  init(file: StaticString, testName: String) {
    fileName = URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent
    self.testName = Self.sanitized(testName)
  }

  /// swift-snapshot-testing's `sanitizePathComponent`: runs of non-word characters become `-`,
  /// with none at either end.
  static func sanitized(_ name: String) -> String {
    name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
      .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
  }

  /// The artifact directory of this test file, as swift-snapshot-testing computes it.
  var directory: String {
    let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    return URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(fileName).path
  }

  /// The next artifact name of this test: `<test>.<n>`.
  func nextName() -> String {
    testName + "." + String(Self.counter.next(key: counterKey))
  }

  /// One count per running test (per Swift Testing test instance; per file and name under XCTest).
  private var counterKey: String {
    var key = fileName + "/" + testName
    #if canImport(Testing)
      if let test = Test.current { key += "/" + String(describing: test.id) }
    #endif
    return key
  }

  /// The numbers given out so far, per test.
  private static let counter = Counter()

  /// A lock-protected count per key (tests run in parallel).
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(key: String) -> Int {
      lock.lock()
      defer { lock.unlock() }
      counts[key, default: 0] += 1
      return counts[key, default: 0]
    }
  }
}
