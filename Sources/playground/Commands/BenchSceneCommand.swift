import ArgumentParser
import Foundation
import PlaygroundCore
import StrictJSON

/// `playground bench scene` (the default of `playground bench`): CPU frame time of the real scene
/// headless, with panels moving on every frame, against a bare clear + present.
struct BenchSceneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scene",
    abstract: "Measure the scene's CPU frame time headless (software renderer) against a bare frame.",
    discussion: """
      Build with -c release for meaningful numbers:
        swift build -c release --product playground
        .build/release/playground bench --frames 600 --size 1280x800
      """
  )

  @Option(help: "Measured frames (after 60 warm-up frames).")
  var frames = 600

  @Option(help: "Scene size in points, WIDTHxHEIGHT.", transform: SceneSize.parse)
  var size = SceneSize(width: 1280, height: 800)

  @Flag(help: "Print JSON instead of text.")
  var json = false

  @Flag(help: "Also draw the tuning and motion-plot cards, changing a slider every 10 frames.")
  var tuning = false

  init() {}

  func validate() throws {
    guard frames >= 10, frames <= 1_000_000 else { throw ValidationError("--frames must be between 10 and 1000000") }
  }

  func run() throws {
    let result: SceneBenchmark.Result
    do {
      result = try SceneBenchmark(size: size, frames: frames, tuning: tuning).run()
    } catch {
      FileHandle.standardError.write(Data("playground bench: \(error)\n".utf8))
      throw ExitCode(1)
    }
    let s = result.scene, b = result.bare
    let r50 = b.p50 > 0 ? s.p50 / b.p50 : 0, r99 = b.p99 > 0 ? s.p99 / b.p99 : 0
    if json {
      let out = OrderedJSON.object(
        [
          ("size", .string(size.description)), ("tuning", .bool(tuning)), ("frames", .int(frames)),
          ("movingFrames", .int(result.movingFrames)), ("sceneMs", s.json()), ("sceneThreadCPUMs", result.sceneCPU.json()), ("bareMs", b.json()),
          ("ratio", .object([("p50", .decimal(r50, digits: 3)), ("p99", .decimal(r99, digits: 3))], inline: true)),
          ("loadAverage", .string(ProcessUsage.loadAverage)), ("machine", .string(MachineInfo.summary)),
        ], inline: true)
      try StandardOutput.print(out.text(), command: "bench")
    } else {
      try StandardOutput.print("scene bench \(size)\(tuning ? " with the tuning cards" : ""), \(frames) frames after 60 warm-up, \(result.movingFrames) with a panel moving (\(MachineInfo.summary); load average \(ProcessUsage.loadAverage))", command: "bench")
      try StandardOutput.print("  scene frame ms: p50 \(f(s.p50))  p95 \(f(s.p95))  p99 \(f(s.p99))  max \(f(s.max))", command: "bench")
      let c = result.sceneCPU
      try StandardOutput.print("  same, thread CPU ms: p50 \(f(c.p50))  p95 \(f(c.p95))  p99 \(f(c.p99))  max \(f(c.max))", command: "bench")
      try StandardOutput.print("  bare frame ms:  p50 \(f(b.p50))  p95 \(f(b.p95))  p99 \(f(b.p99))  max \(f(b.max))", command: "bench")
      try StandardOutput.print("  scene / bare:   p50 \(f(r50))x  p99 \(f(r99))x", command: "bench")
    }
  }

  private func f(_ v: Double) -> String { String(format: "%.3f", v) }
}
