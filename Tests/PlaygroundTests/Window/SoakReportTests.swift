import Foundation
import Testing
@testable import playground
@testable import PlaygroundWindow
@testable import PlaygroundBench

extension PlaygroundSuite {
  /// `bench soak`'s report: the RSS table, the growth at the starting window size from the end of
  /// the first minute to the end (the window's checkpoints, not the readings from outside), and
  /// what fails it (a crash, a lost file, a bad file not kept at a save, growth over the limit).
  @Suite struct SoakReportTests {
    static func result(rss: Double, lost: [Int] = [], checkpoints: [SoakReport.Sample] = checkpoints) -> SoakWindow.Result {
      var tally = SoakDriver.Tally()
      tally.drags = 10
      tally.flicks = 4
      tally.keys = 30
      tally.resizes = 2
      tally.configWrites = 6
      tally.badConfigWrites = 3
      tally.saves = 3
      tally.savesOfBadFiles = 2
      tally.lostBadFiles = lost
      return SoakWindow.Result(videoDriver: "x11", seconds: 600.2, frames: 21000, tally: tally, rssMiB: rss, peakRSSMiB: 80,
        checkpoints: checkpoints)
    }

    /// Read from outside, at whatever size the input left the window: they swing.
    static let samples = [0.0, 30, 60, 90, 600].map { SoakReport.Sample(seconds: $0 + 0.01, rssMiB: 40 + $0 / 100) }
    /// Read by the window at its starting size; the last one at the end.
    static let checkpoints = [30.2, 60.3, 90.1, 600.3].map { SoakReport.Sample(seconds: $0, rssMiB: 50 + $0 / 100) }

    @Test func aSoakThatHeldIsOkWithItsCurveAndGrowth() {
      let report = SoakReport(
        seconds: 600, seed: 7, size: "1280x800", samples: Self.samples, result: Self.result(rss: 46.5), crash: nil,
        lostFiles: [], filesKept: 3)
      #expect(report.baselineSeconds == 60)
      #expect(report.baselineMiB == 50.603)  // the checkpoint at 60.3 s, not the outside reading (40.6)
      #expect(abs((report.growthMiB ?? 0) - 5.4) < 1e-9)  // 56.003 at the end: not 46.5, the outside reading
      // 5.4 MiB is over the 5-MiB limit; a 6-MiB limit passes it.
      #expect(report.failures == ["RSS at 1280x800 grew 5.4 MiB after 60 s (limit 5.0 MiB)"])
      var lenient = report
      lenient.maxGrowthMiB = 6
      #expect(lenient.failures.isEmpty)
      let lines = lenient.lines
      #expect(lines[1] == "  input: 10 drags, 4 flicks, 30 keys, 2 resizes, 6 config writes (3 bad), 3 saves (2 of a bad file)")
      #expect(lines[2] == "  frames drawn: 21000 in 600.2 s; peak RSS 80.0 MiB")
      // Both series in time order: the window's checkpoints at 1280x800 and the outside readings.
      #expect(Array(lines[3...13]) == [
        "  RSS over time (MiB): at 1280x800, the window resized back for the reading; as it ran, read from outside",
        "      t (s)   at 1280x800   as it ran",
        "        0.0                      40.0",
        "       30.0                      40.3",
        "       30.2          50.3",
        "       60.0                      40.6",
        "       60.3          50.6",
        "       90.0                      40.9",
        "       90.1          50.9",
        "      600.0                      46.0",
        "        end          56.0        46.5",
      ])
      #expect(lines[14] == "  RSS growth at 1280x800 from 60 s to the end: +5.4 MiB (limit 6.0)")
      #expect(lines[15] == "  crashes: none; files: 3 readable, 0 lost; bad files kept at saves: 2/2")
      #expect(lines[16] == "  result: ok")
    }

    @Test func withoutACheckpointAfterTheFirstMinuteThereIsNoGrowth() {
      let short = SoakReport(
        seconds: 600, seed: 7, size: "640x480", samples: Self.samples,
        result: Self.result(rss: 46.5, checkpoints: [.init(seconds: 30, rssMiB: 50), .init(seconds: 600, rssMiB: 90)]),
        crash: nil, lostFiles: [], filesKept: 1)
      #expect(short.baselineMiB == nil)  // the last checkpoint is the end, never the baseline
      #expect(short.growthMiB == nil)
      #expect(short.failures.isEmpty)
    }

    @Test func aCrashALostFileAndALostBadFileFailIt() {
      let crashed = SoakReport(
        seconds: 10, seed: 1, size: "640x480", samples: Self.samples, result: nil, crash: "killed by signal 11",
        lostFiles: [], filesKept: 1)
      #expect(crashed.failures == ["the window crashed (killed by signal 11)"])
      #expect(crashed.growthMiB == nil)
      #expect(crashed.lines.last == "  result: the window crashed (killed by signal 11)")
      let lost = SoakReport(
        seconds: 10, seed: 1, size: "640x480", samples: Self.samples, result: Self.result(rss: 40, lost: [4, 9], checkpoints: []),
        crash: nil, lostFiles: ["soak-tuning.json.bak"], filesKept: 2)
      #expect(lost.baselineSeconds == 5)
      #expect(lost.failures == [
        "files lost: soak-tuning.json.bak",
        "a save replaced a bad config without keeping it (soak files 4, 9)",
      ])
      #expect(lost.lines.contains("  crashes: none; files: 2 readable, 1 lost; bad files kept at saves: 0/2"))
    }
  }
}
