import ArgumentParser
import FloatingPanel
import Foundation
import PlaygroundBench
import PlaygroundCore
import PlaygroundTuning
import StrictJSON

/// `playground bench engine`: the cost of one engine step per panel, and replay throughput.
struct BenchEngineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "engine",
    abstract: "Measure the engine: ns per panel-step and replay throughput (simulated s per wall s).",
    discussion: """
      Build with -c release for meaningful numbers:
        swift run -c release playground bench engine
      """
  )

  @Option(help: "Panels moving at once.")
  var panels = 8

  @Option(help: "Frames to simulate for the step measurement.")
  var frames = 20_000

  @Option(help: "Times to run the 10-second replay.")
  var replays = 50

  @Flag(help: "Print JSON instead of text.")
  var json = false

  init() {}

  func validate() throws {
    guard panels >= 1, panels <= 1000 else { throw ValidationError("--panels must be between 1 and 1000") }
    guard frames >= 100 else { throw ValidationError("--frames must be at least 100") }
    guard replays >= 1 else { throw ValidationError("--replays must be at least 1") }
  }

  func run() throws {
    let step = try EngineBenchmark.measureSteps(panels: panels, frames: frames)
    let replay = try EngineBenchmark.measureReplay(runs: replays)
    if json {
      let out = OrderedJSON.object(
        [
          ("nsPerPanelStep", step.json(["p50", "p99", "max"])),
          (
            "replay10s",
            .object(
              [
                ("msP50", .decimal(replay.runMs.p50, digits: 3)), ("msP99", .decimal(replay.runMs.p99, digits: 3)),
                ("simulatedSecondsPerWallSecond", .decimal(replay.throughput, digits: 3)),
              ], inline: true)
          ),
          ("loadAverage", .string(ProcessUsage.loadAverage)), ("machine", .string(MachineInfo.summary)),
        ], inline: true)
      try StandardOutput.print(out.text(), command: "bench engine")
    } else {
      try StandardOutput.print("engine step, \(panels) panels moving, \(frames) frames (\(MachineInfo.summary); load average \(ProcessUsage.loadAverage))", command: "bench engine")
      try StandardOutput.print("  ns per panel-step: p50 \(fmt(step.p50))  p95 \(fmt(step.p95))  p99 \(fmt(step.p99))  max \(fmt(step.max))", command: "bench engine")
      try StandardOutput.print("replay of a 10 s script at 60 fps (601 frames, drags, flicks, moves), \(replays) runs", command: "bench engine")
      try StandardOutput.print("  engine ms per run: p50 \(fmt(replay.runMs.p50))  p99 \(fmt(replay.runMs.p99))", command: "bench engine")
      try StandardOutput.print("  throughput: \(fmt(replay.throughput)) simulated seconds per wall second", command: "bench engine")
    }
  }

  private func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
}
