import Foundation

/// The report of `playground bench soak`: what the input did, the RSS curve, the RSS growth from
/// the end of the first minute to the end, crashes and lost files, and whether it passed.
///
/// The growth is taken from the window's checkpoints (``SoakWindow/Result/checkpoints``): RSS read
/// with the window back at its starting size, because the window's buffers follow its pixel size
/// and the input resizes it; the readings from outside, at whatever size the input left, are
/// shown beside them.
///
/// ```swift
/// let report = SoakReport(seconds: 600, seed: 7, size: "1280x800", samples: samples,
///                         result: result, crash: nil, lostFiles: [], filesKept: 3)
/// report.lines.forEach { print($0) }
/// if let failure = report.failures.first { … exit 1 … }
/// ```
package struct SoakReport {
  /// The child's resident memory at a time since it started.
  package struct Sample: Codable, Equatable, Sendable {
    /// Seconds since the child was started.
    package var seconds: Double
    /// VmRSS, MiB.
    package var rssMiB: Double

    /// Creates the value from each of its properties.
    package init(seconds: Double, rssMiB: Double) {
      self.seconds = seconds
      self.rssMiB = rssMiB
    }
  }

  /// The soak's length, seconds.
  package var seconds: Double
  /// The input's seed.
  package var seed: UInt64
  /// The window's starting size, as given.
  package var size: String
  /// RSS read from outside (`/proc/PID/status`) as the window ran, in time order.
  package var samples: [Sample]
  /// The child's result (nil when it crashed or gave none).
  package var result: SoakWindow.Result?
  /// How the child ended when it did not exit normally, e.g. "killed by signal 11".
  package var crash: String?
  /// Config files or backups seen during the soak that are gone or unreadable at the end.
  package var lostFiles: [String]
  /// The config file and backups present and readable at the end.
  package var filesKept: Int
  /// The largest RSS growth that passes, MiB.
  package var maxGrowthMiB = 5.0

  /// When the baseline of the growth is taken: the end of the first minute (the middle of a
  /// soak shorter than two minutes), seconds.
  package var baselineSeconds: Double { min(60, seconds / 2) }

  /// The window's checkpoints: RSS at its starting size, in time order, the last at the end.
  package var checkpoints: [Sample] { result?.checkpoints ?? [] }

  /// The RSS of the first checkpoint at or after ``baselineSeconds``, MiB.
  package var baselineMiB: Double? { checkpoints.dropLast().first { $0.seconds >= baselineSeconds }?.rssMiB }

  /// RSS at the last checkpoint (the end) minus ``baselineMiB``: both at the starting size.
  package var growthMiB: Double? {
    guard let end = checkpoints.last?.rssMiB, let baselineMiB else { return nil }
    return end - baselineMiB
  }

  /// Why the soak failed, first things first; empty when it passed.
  package var failures: [String] {
    var out: [String] = []
    if let crash { out.append("the window crashed (\(crash))") }
    if result == nil, crash == nil { out.append("the window process gave no result") }
    if !lostFiles.isEmpty { out.append("files lost: \(lostFiles.joined(separator: ", "))") }
    if let lost = result?.tally.lostBadFiles, !lost.isEmpty {
      out.append("a save replaced a bad config without keeping it (soak files \(lost.map(String.init).joined(separator: ", ")))")
    }
    if let growth = growthMiB, growth > maxGrowthMiB {
      out.append("RSS at \(size) grew \(f(growth, 1)) MiB after \(f(baselineSeconds, 0)) s (limit \(f(maxGrowthMiB, 1)) MiB)")
    }
    return out
  }

  /// The report, one line per element.
  package var lines: [String] {
    var out = ["soak \(f(seconds, 0)) s, seed \(seed), \(size) on \(result?.videoDriver ?? "?") (\(MachineInfo.summary); load average \(ProcessUsage.loadAverage))"]
    if let r = result {
      let t = r.tally
      out.append("  input: \(t.drags) drags, \(t.flicks) flicks, \(t.keys) keys, \(t.resizes) resizes, "
        + "\(t.configWrites) config writes (\(t.badConfigWrites) bad), \(t.saves) saves (\(t.savesOfBadFiles) of a bad file)")
      out.append("  frames drawn: \(r.frames) in \(f(r.seconds, 1)) s; peak RSS \(f(r.peakRSSMiB, 1)) MiB")
    }
    out.append("  RSS over time (MiB): at \(size), the window resized back for the reading; as it ran, read from outside")
    out.append("      t (s)   at \(size)   as it ran")
    let width = 3 + size.count
    let rows = checkpoints.dropLast().map { ($0.seconds, pad(f($0.rssMiB, 1), width), pad("", 9)) }
      + samples.map { ($0.seconds, pad("", width), pad(f($0.rssMiB, 1), 9)) }
    for (t, atSize, outside) in rows.sorted(by: { $0.0 < $1.0 }) {
      out.append("  \(pad(f(t, 1), 9))   \(atSize)   \(outside)".replacingOccurrences(of: #" +$"#, with: "", options: .regularExpression))
    }
    if let r = result {
      out.append("  \(pad("end", 9))   \(pad(checkpoints.last.map { f($0.rssMiB, 1) } ?? "", width))   \(pad(f(r.rssMiB, 1), 9))")
    }
    if let growth = growthMiB {
      out.append("  RSS growth at \(size) from \(f(baselineSeconds, 0)) s to the end: \(growth >= 0 ? "+" : "")\(f(growth, 1)) MiB (limit \(f(maxGrowthMiB, 1)))")
    }
    out.append("  crashes: \(crash ?? "none"); files: \(filesKept) readable, \(lostFiles.count) lost; "
      + "bad files kept at saves: \(result.map { "\($0.tally.savesOfBadFiles - $0.tally.lostBadFiles.count)/\($0.tally.savesOfBadFiles)" } ?? "?")")
    out.append("  result: \(failures.first ?? "ok")")
    return out
  }

  private func f(_ v: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", v) }
  private func pad(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }

  /// Creates the value from each of its properties.
  package init(seconds: Double, seed: UInt64, size: String, samples: [Sample], result: SoakWindow.Result? = nil, crash: String? = nil, lostFiles: [String], filesKept: Int, maxGrowthMiB: Double = 5.0) {
    self.seconds = seconds
    self.seed = seed
    self.size = size
    self.samples = samples
    self.result = result
    self.crash = crash
    self.lostFiles = lostFiles
    self.filesKept = filesKept
    self.maxGrowthMiB = maxGrowthMiB
  }
}
