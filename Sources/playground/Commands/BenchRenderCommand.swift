import ArgumentParser
import Foundation
import PanelRendering
import PlaygroundBench
import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow
import SDLKit
import StrictJSON

/// `playground bench render`: the cost of drawing panel chrome, headless.
///
/// Draws three moving panels with shadows (plus grabbers and titles) over a map-like
/// background with the software renderer and no display, and prints per-frame percentiles.
/// Warm-up frames (sprite bakes, font loading) are excluded.
///
/// ```
/// $ swift run -c release playground bench render --frames 600 --size 1280x800
/// render: 3 panels with shadows at 1280x800, headless software renderer, 600 frames after 60 warm-up (2 cores, Linux x86_64, release build)
///   ms per frame: p50 2.412  p95 2.803  p99 3.120  max 3.902
/// ```
struct BenchRenderCommand: ParsableCommand {
  /// Name, abstract and discussion shown in `--help`.
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Measure drawing three panels with shadows headless: ms per frame p50/p95/p99/max.",
    discussion: """
      Build with -c release for meaningful numbers:
        swift run -c release playground bench render
      """
  )

  /// Frames measured.
  @Option(help: "Frames to measure (after 60 warm-up frames).")
  var frames = 600

  /// Target size in pixels.
  @Option(
    help: ArgumentHelp("Target size in pixels, WIDTHxHEIGHT (1x1 … 8192x8192).", valueName: "WxH"),
    transform: SceneSize.parsePixels)
  var size = SceneSize(width: 1280, height: 800)

  /// JSON output.
  @Flag(help: "Print JSON instead of text.")
  var json = false

  /// Creates the command with its defaults.
  init() {}

  /// Rejects a frame count outside 10…1,000,000 with a one-line message.
  func validate() throws {
    guard (10...1_000_000).contains(frames) else { throw ValidationError("--frames must be between 10 and 1000000") }
  }

  /// Runs the benchmark and prints the percentiles (text or JSON).
  func run() throws {
    let benchmark = RenderBenchmark(width: size.width, height: size.height, frames: frames, warmUpFrames: 60)
    // SDL and font errors are typed and describe themselves (e.g. which package to install);
    // ArgumentParser prints them as "Error: …" and exits non-zero.
    let result = try benchmark.run()
    let ms = Percentiles(result.frameTimes.map { $0 * 1000 })
    if json {
      let out = OrderedJSON.object(
        [
          ("size", .string(size.description)), ("frames", .int(ms.count)), ("warmUpFrames", .int(result.warmUpFrames)),
          ("msPerFrame", ms.json(["p50", "p95", "p99", "max", "mean"])), ("spriteBakes", .int(result.spriteBakes)),
          ("cores", .int(ProcessInfo.processInfo.activeProcessorCount)), ("loadAverage", .string(ProcessUsage.loadAverage)),
          ("machine", .string(MachineInfo.summary)),
        ], inline: true)
      try StandardOutput.print(out.text(), command: "bench render")
    } else {
      try StandardOutput.print(
        "render: 3 panels with shadows at \(size), headless software renderer, \(ms.count) frames after "
          + "\(result.warmUpFrames) warm-up (\(MachineInfo.summary); load average \(ProcessUsage.loadAverage))", command: "bench render")
      try StandardOutput.print("  ms per frame: p50 \(fmt(ms.p50))  p95 \(fmt(ms.p95))  p99 \(fmt(ms.p99))  max \(fmt(ms.max))", command: "bench render")
      try StandardOutput.print("  chrome sprites baked: \(result.spriteBakes) (during warm-up; frames only copy them)", command: "bench render")
    }
  }

  private func fmt(_ v: Double) -> String { String(format: "%.3f", v) }
}
