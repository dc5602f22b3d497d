import ArgumentParser
import Foundation
import PlaygroundBench
import PlaygroundWindow
import SDLKit

/// `playground bench soak`: the real window driven for a long time by seeded random input
/// (drags, flicks, keys, resizes, hot reloads of good and bad config files, saves), watched from
/// outside: the child's exit status (a crash), its RSS every few seconds (`/proc/PID/status`),
/// and the config file and its backups (none may go missing; a bad file on disk at a save must
/// be kept). Exit status 1 when the window crashed, a file was lost or RSS grew more than
/// `--max-growth` MiB from the end of the first minute to the end.
///
/// ```
/// $ xvfb-run -a -s "-screen 0 1280x800x24" playground bench soak --seconds 600 --seed 7
/// ```
struct BenchSoakCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "soak",
    abstract: "Drive the real window with seeded random input; report crashes, lost files and RSS over time.",
    discussion: """
      Needs a display; under a virtual one:
        xvfb-run -a -s "-screen 0 1280x800x24" \\
          playground bench soak --seconds 600 --seed 7

      The config file and its backups live in a new temporary directory, removed after a run \
      that passed. Every --sample-every seconds the input stops after its current gesture, the \
      window goes back to --size for half a second and reads its RSS (its buffers follow its \
      pixel size, so only readings at one size compare); RSS read from outside as it ran is shown \
      beside them. Exit status 1 when the window crashed, a file was lost or RSS at --size grew \
      more than --max-growth MiB from the end of the first minute to the end.
      """
  )

  @Option(help: "How long to drive the window, seconds (1–86400).")
  var seconds = 600.0

  @Option(help: "The seed of the random input (the same seed, the same input).")
  var seed: UInt64 = 1

  @Option(help: "Seconds between RSS readings (0.5–3600).")
  var sampleEvery = 30.0

  @Option(help: "The largest RSS growth that passes, MiB.")
  var maxGrowth = 5.0

  @Option(help: "Window size in points at the start, WIDTHxHEIGHT.", transform: SceneSize.parse)
  var size = SceneSize(width: 1280, height: 800)

  @Flag(help: .hidden)
  var child = false

  @Option(help: .hidden)
  var config: String?

  @Option(help: .hidden)
  var result: String?

  init() {}

  func validate() throws {
    guard seconds >= 1, seconds <= 86_400 else { throw ValidationError("--seconds must be between 1 and 86400") }
    guard sampleEvery >= 0.5, sampleEvery <= 3600 else { throw ValidationError("--sample-every must be between 0.5 and 3600") }
    guard maxGrowth >= 0, maxGrowth <= 100_000 else { throw ValidationError("--max-growth must be between 0 and 100000") }
  }

  func run() throws {
    if child { return try runChild() }
    let fm = FileManager.default
    let directory = NSTemporaryDirectory() + "playground-soak-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let configPath = directory + "/soak-tuning.json", resultPath = directory + "/result.json"
    let logPath = directory + "/window.log"
    do {
      try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try Data(SoakConfig.good(springResponseTime: 0.3, position: nil).text(serial: 0).utf8)
        .write(to: URL(fileURLWithPath: configPath))
    } catch {
      fail("cannot prepare \(directory): \(error.localizedDescription)", status: 1)
    }
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [
      "bench", "soak", "--child", "--seconds", "\(seconds)", "--seed", "\(seed)", "--size", size.description,
      "--config", configPath, "--result", resultPath, "--sample-every", "\(sampleEvery)",
    ]
    guard fm.createFile(atPath: logPath, contents: nil), let log = FileHandle(forWritingAtPath: logPath) else {
      fail("cannot write \(logPath)", status: 1)
    }
    process.standardOutput = log
    process.standardError = log
    do { try process.run() } catch { fail("could not start \(executable): \(error)", status: 1) }
    let watch = SoakFileWatch(configPath: configPath)
    let started = MonotonicClock.now
    var samples: [SoakReport.Sample] = []
    var nextSample = sampleEvery  // the first sample after exec has settled
    while process.isRunning {
      let t = MonotonicClock.now - started
      if t >= nextSample {
        if let rss = SoakFileWatch.residentMiB(pid: process.processIdentifier) { samples.append(.init(seconds: t, rssMiB: rss)) }
        watch.look()
        nextSample += sampleEvery
      }
      usleep(50_000)
    }
    process.waitUntilExit()
    try? log.close()
    var crash: String?
    if process.terminationReason == .uncaughtSignal {
      crash = "killed by signal \(process.terminationStatus)"
    } else if process.terminationStatus != 0 {
      // The child said why (no display: status 2); its last line, as it said it.
      let lines = (try? String(contentsOfFile: logPath, encoding: .utf8))?.split(separator: "\n") ?? []
      fail(String(lines.last ?? "the window exited with status \(process.terminationStatus)"), status: process.terminationStatus, raw: true)
    }
    watch.look()
    let decoded = fm.contents(atPath: resultPath).flatMap { try? JSONDecoder().decode(SoakWindow.Result.self, from: $0) }
    let (kept, lost) = watch.check()
    var report = SoakReport(
      seconds: seconds, seed: seed, size: size.description, samples: samples, result: decoded, crash: crash,
      lostFiles: lost, filesKept: kept)
    report.maxGrowthMiB = maxGrowth
    for line in report.lines { print(line) }
    if let failure = report.failures.first { fail("\(failure); its files are in \(directory)", status: 1) }
    try? fm.removeItem(atPath: directory)
  }

  private func runChild() throws {
    guard let config, let result else { fail("--child needs --config and --result", status: 64) }
    do {
      let r = try SoakWindow(size: size, seconds: seconds, seed: seed, configPath: config, sampleEvery: sampleEvery).run()
      try JSONEncoder().encode(r).write(to: URL(fileURLWithPath: result))
    } catch let error as DisplayUnavailableError {
      fail("playground: \(error)", status: 2, raw: true)
    } catch {
      fail("\(error)", status: 1)
    }
  }

  /// Prints `message` (after "playground bench soak: " unless `raw`) as one line on stderr and
  /// exits with `status`.
  private func fail(_ message: String, status: Int32, raw: Bool = false) -> Never {
    let line = (raw ? message : "playground bench soak: " + message).replacingOccurrences(of: "\n", with: " ")
    StandardError.write(line + "\n")
    Foundation.exit(status)
  }
}
