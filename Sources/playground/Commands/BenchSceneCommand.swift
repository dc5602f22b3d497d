import ArgumentParser
import FloatingPanel
import Foundation
import PlaygroundBench
import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow
import SDLKit
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

  @Option(help: "Pixels per point: 1, 2 or 3, as a HiDPI window draws (--size 1920x1080 --scale 2 is a 4K frame); --size times --scale at most 16384 pixels a side.")
  var scale = 1

  @Flag(help: "Print JSON instead of text.")
  var json = false

  @Flag(help: "Also draw the tuning and motion-plot cards, changing a slider every 10 frames.")
  var tuning = false

  @Option(help: "Give every panel a blurred material surface: ultraThin, thin, regular, thick or chrome (the map shows through it blurred).")
  var material: String?

  init() {}

  func validate() throws {
    guard frames >= 10, frames <= 1_000_000 else { throw ValidationError("--frames must be between 10 and 1000000") }
    if let material, SurfaceAppearance.Material(rawValue: material) == nil {
      throw ValidationError("--material \(material) is not a material; use ultraThin, thin, regular, thick or chrome")
    }
    guard (1...3).contains(scale) else { throw ValidationError("--scale \(scale) is not a pixel density; use 1, 2 or 3") }
    guard max(size.width, size.height) * scale <= Renderer.maximumPixels else {
      throw ValidationError("--size \(size) at --scale \(scale) is over \(Renderer.maximumPixels) pixels a side")
    }
  }

  func run() throws {
    let result: SceneBenchmark.Result
    do {
      result = try SceneBenchmark(
        size: size, frames: frames, tuning: tuning, scale: scale, material: material.flatMap(SurfaceAppearance.Material.init(rawValue:))
      ).run()
    } catch {
      StandardError.write("playground bench: \(error)\n")
      throw ExitCode(1)
    }
    let s = result.scene, b = result.bare
    let r50 = b.p50 > 0 ? s.p50 / b.p50 : 0, r99 = b.p99 > 0 ? s.p99 / b.p99 : 0
    if json {
      let out = OrderedJSON.object(
        [
          ("size", .string(size.description)), ("scale", .int(scale)), ("tuning", .bool(tuning)),
          ("material", material.map { .string($0) } ?? .null), ("frames", .int(frames)),
          ("movingFrames", .int(result.movingFrames)), ("sceneMs", s.json()), ("sceneThreadCPUMs", result.sceneCPU.json()), ("bareMs", b.json()),
          ("ratio", .object([("p50", .decimal(r50, digits: 3)), ("p99", .decimal(r99, digits: 3))], inline: true)),
          ("loadAverage", .string(ProcessUsage.loadAverage)), ("machine", .string(MachineInfo.summary)),
        ], inline: true)
      try StandardOutput.print(out.text(), command: "bench")
    } else {
      try StandardOutput.print("scene bench \(size)\(scale == 1 ? "" : " at \(scale)x (\(size.width * scale)x\(size.height * scale) pixels)")\(tuning ? " with the tuning cards" : "")\(material.map { ", every surface of material \($0)" } ?? ""), \(frames) frames after 60 warm-up, \(result.movingFrames) with a panel moving (\(MachineInfo.summary); load average \(ProcessUsage.loadAverage))", command: "bench")
      try StandardOutput.print("  scene frame ms: p50 \(f(s.p50))  p95 \(f(s.p95))  p99 \(f(s.p99))  max \(f(s.max))", command: "bench")
      let c = result.sceneCPU
      try StandardOutput.print("  same, thread CPU ms: p50 \(f(c.p50))  p95 \(f(c.p95))  p99 \(f(c.p99))  max \(f(c.max))", command: "bench")
      try StandardOutput.print("  bare frame ms:  p50 \(f(b.p50))  p95 \(f(b.p95))  p99 \(f(b.p99))  max \(f(b.max))", command: "bench")
      try StandardOutput.print("  scene / bare:   p50 \(f(r50))x  p99 \(f(r99))x", command: "bench")
    }
  }

  private func f(_ v: Double) -> String { String(format: "%.3f", v) }
}
