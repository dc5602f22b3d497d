import Foundation

/// The files `playground bench soak` keeps an eye on from outside the window: the config file
/// and its backups (`NAME.bak`, `NAME.bak2`, …). Every one seen must still be there and
/// readable at the end; the child's RSS is read from `/proc/PID/status`.
///
/// ```swift
/// let watch = SoakFileWatch(configPath: "/tmp/soak/soak-tuning.json")
/// watch.look()                         // now and then
/// let (kept, lost) = watch.check()     // at the end
/// ```
package final class SoakFileWatch {
  private let directory: String
  private let name: String
  private var seen: Set<String> = []

  /// Watches `configPath` and its backups.
  package init(configPath: String) {
    let url = URL(fileURLWithPath: configPath)
    directory = url.deletingLastPathComponent().path
    name = url.lastPathComponent
  }

  /// Notes the config file and backups present now.
  package func look() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    seen.formUnion(names.filter { $0 == name || $0.hasPrefix(name + ".bak") })
  }

  /// How many of the files seen are readable now, and the names of those that are gone or
  /// unreadable, sorted.
  package func check() -> (kept: Int, lost: [String]) {
    let lost = seen.filter { FileManager.default.contents(atPath: directory + "/" + $0) == nil }.sorted()
    return (seen.count - lost.count, lost)
  }

  /// The resident memory (VmRSS) of process `pid`, MiB, or nil when it has ended.
  package static func residentMiB(pid: Int32) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kiB = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return nil }
    return kiB / 1024
  }
}
