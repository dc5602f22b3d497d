import ArgumentParser
import Foundation
import PlaygroundBench
import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow
import SDLKit
import StrictJSON

/// `playground bench window`: the real window under whatever X server `DISPLAY` names (e.g.
/// `xvfb-run`), measured from outside the frame: it starts itself again as a child process that
/// opens the window, runs a scripted drag and then idles (``WindowBenchmark``), and prints the
/// present intervals of the drag, dropped frames, CPU while dragging and idle, RSS, and the time
/// from exec to the first frame.
///
/// ```
/// $ xvfb-run -a -s "-screen 0 1280x800x24" playground bench window --size 1280x800
/// ```
struct BenchWindowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "window",
    abstract: "Measure the real window: present intervals during a scripted drag, dropped frames, idle CPU, RSS, exec → first frame.",
    discussion: """
      Needs a display; under a virtual one:
        xvfb-run -a -s "-screen 0 1280x800x24" \\
          playground bench window --size 1280x800

      Build with -c release for meaningful numbers. The load average is printed with the \
      results: other work on the machine shows up in them.

      The window paces at the display's refresh rate (Xvfb reports none: 60 Hz) or at \
      --refresh-rate; dropped frames are counted at that rate, and intervals over 16.7 ms (a \
      missed 60 Hz frame) and over 33 ms are counted apart. A drag of --frames slots lasts \
      --frames / rate seconds.
      """
  )

  @Option(help: "Window size in points, WIDTHxHEIGHT.", transform: SceneSize.parse)
  var size = SceneSize(width: 1280, height: 800)

  @Option(help: "Frames of the scripted drag (600: 10 s at 60 Hz).")
  var frames = 600

  @Option(help: "Seconds the window is left idle after the drag, for the idle CPU.")
  var idleSeconds = 5.0

  @OptionGroup var refreshRate: RefreshRateOption

  @Flag(help: "Print JSON instead of text.")
  var json = false

  @Flag(help: .hidden)
  var child = false

  init() {}

  func validate() throws {
    guard (10...100_000).contains(frames) else { throw ValidationError("--frames must be between 10 and 100000") }
    guard idleSeconds >= 0.5, idleSeconds <= 600 else { throw ValidationError("--idle-seconds must be between 0.5 and 600") }
  }

  func run() throws {
    if child { return try runChild() }
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [
      "bench", "window", "--child", "--size", size.description, "--frames", "\(frames)", "--idle-seconds", "\(idleSeconds)",
    ] + (refreshRate.rate.map { ["--refresh-rate", "\($0)"] } ?? [])
    let pipe = Pipe()
    process.standardOutput = pipe
    let spawned = MonotonicClock.now
    do {
      try process.run()
    } catch {
      StandardError.write("playground bench window: could not start \(executable): \(error)\n")
      throw ExitCode(1)
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw ExitCode(process.terminationStatus) }  // the child said why
    guard let result = try? JSONDecoder().decode(WindowBenchmark.Result.self, from: output) else {
      StandardError.write("playground bench window: the window process gave no result\n")
      throw ExitCode(1)
    }
    try report(result, firstFrameMs: (result.firstPresent - spawned) * 1000)
  }

  private func runChild() throws {
    let json: Data
    do {
      let result = try WindowBenchmark(size: size, dragFrames: frames, idleSeconds: idleSeconds, refreshRate: refreshRate.rate).run()
      json = try JSONEncoder().encode(result)
    } catch let error as DisplayUnavailableError {
      StandardError.write("playground: \(error)\n")
      throw ExitCode(2)
    } catch {
      StandardError.write("playground bench window: \(error)\n")
      throw ExitCode(1)
    }
    try StandardOutput.write(String(decoding: json, as: UTF8.self), command: "bench window")
  }

  private func report(_ r: WindowBenchmark.Result, firstFrameMs: Double) throws {
    let ms = Percentiles(r.dragIntervals.map { $0 * 1000 })
    let dropped = PresentStats.dropped(in: r.dragIntervals, interval: 1 / r.pacedHz)
    let over16 = r.dragIntervals.filter { $0 > 0.0167 }.count, over33 = r.dragIntervals.filter { $0 > 0.033 }.count
    let load = ProcessUsage.loadAverage
    func millis(_ v: [Double]) -> Percentiles { Percentiles(v.map { $0 * 1000 }) }
    let late = millis(r.dragWakeLateness), work = millis(r.dragWork), present = millis(r.dragPresent)
    if json {
      let out = OrderedJSON.object(
        [
          ("size", .string(size.description)), ("videoDriver", .string(r.videoDriver)),
          ("dragFrames", .int(r.dragFrames)), ("presentIntervalMs", ms.json(["p50", "p95", "p99", "max"])),
          ("pacedHz", .decimal(r.pacedHz, digits: 1)), ("droppedFrames", .int(dropped)),
          ("intervalsOver16_7ms", .int(over16)), ("intervalsOver33ms", .int(over33)),
          ("wakeLatenessMs", late.json(["p50", "p99", "max"])), ("frameWorkMs", work.json(["p50", "p99", "max"])),
          ("presentCallMs", present.json(["p50", "p99", "max"])),
          ("dragCPUPercent", .decimal(r.dragCPUPercent, digits: 1)), ("idleCPUPercent", .decimal(r.idleCPUPercent, digits: 2)),
          ("idleSeconds", .decimal(r.idleSeconds, digits: 2)), ("idleFrames", .int(r.idleFrames)),
          ("rssMiB", .decimal(r.rssMiB, digits: 1)), ("peakRSSMiB", .decimal(r.peakRSSMiB, digits: 1)),
          ("execToFirstFrameMs", .decimal(firstFrameMs, digits: 1)), ("loadAverage", .string(load)),
          ("machine", .string(MachineInfo.summary)),
        ], inline: true)
      try StandardOutput.print(out.text(), command: "bench window")
    } else {
      try StandardOutput.print("window bench \(size) on \(r.videoDriver) paced at \(f(r.pacedHz, 0)) Hz, \(r.dragFrames) frames of a scripted drag, \(f(r.idleSeconds, 1)) s idle (\(MachineInfo.summary); load average \(load))", command: "bench window")
      try StandardOutput.print("  present interval ms during the drag: p50 \(f(ms.p50))  p95 \(f(ms.p95))  p99 \(f(ms.p99))  max \(f(ms.max))", command: "bench window")
      try StandardOutput.print("  dropped frames: \(dropped); intervals over 16.7 ms: \(over16), over 33 ms: \(over33)", command: "bench window")
      try StandardOutput.print("  where the time went, ms p50/p99/max: woke late \(f(late.p50))/\(f(late.p99))/\(f(late.max))  "
        + "step+draw \(f(work.p50))/\(f(work.p99))/\(f(work.max))  present \(f(present.p50))/\(f(present.p99))/\(f(present.max))",
        command: "bench window")
      try StandardOutput.print("  CPU, % of one core: drag \(f(r.dragCPUPercent, 1))  idle \(f(r.idleCPUPercent, 2)) (\(r.idleFrames) frames drawn while idle)", command: "bench window")
      try StandardOutput.print("  RSS: \(f(r.rssMiB, 1)) MiB (peak \(f(r.peakRSSMiB, 1)) MiB)", command: "bench window")
      try StandardOutput.print("  exec → first frame: \(f(firstFrameMs, 1)) ms", command: "bench window")
    }
  }

  private func f(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }
}
