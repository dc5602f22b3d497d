import Foundation

/// This process's CPU time, resident memory and the machine's load average, read from the kernel
/// (`getrusage`, `/proc/self/status`, `/proc/loadavg`), for the benches' reports.
package enum ProcessUsage {
  /// User + system CPU seconds of every thread of this process so far.
  package static var cpuSeconds: Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// Resident set size now and its peak, in MiB (nil where `/proc` is not readable).
  package static var residentMiB: (now: Double, peak: Double)? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    func kiB(_ key: String) -> Double? {
      guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return nil }
      return line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
    }
    guard let now = kiB("VmRSS"), let peak = kiB("VmHWM") else { return nil }
    return (now / 1024, peak / 1024)
  }

  /// The 1-, 5- and 15-minute load averages as `/proc/loadavg` gives them ("2.13 1.87 1.52"), or
  /// "unknown".
  package static var loadAverage: String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }
}
