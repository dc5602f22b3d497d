import ArgumentParser
import ConfigFormat
import Foundation
import PlaygroundCore
import PlaygroundUI
import PlaygroundWindow
import SDLKit
import StrictJSON

/// `playground animate --script S --out F.gif|.png|.mp4 [--compare CONFIG]`: a replayed gesture
/// as an animated image or a video for reviews (docs/motion-tests.md).
struct AnimateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animate",
    abstract: "Write a replayed gesture as an animated GIF, an animated PNG or an MP4, in real time.",
    discussion: """
      The gesture runs on the script's fixed clock (the engine path of `replay`) and each frame \
      is the script's panel with its look. By --out's extension: .gif (giflib: 256 colours a \
      frame, a frame every 0.02 s, real time: GIF counts delays in hundredths of a second and \
      browsers slow anything shorter down), .png or .apng (animated PNG) and .mp4 (H.264) with \
      every frame at the display rate (60 or 120 a second), written by the ffmpeg command: \
      without it, one line says so and the status is 2. Frames are drawn and written one at a \
      time (memory holds one frame).

      Without --from and --to the animation spans the motion: from the last frame at rest \
      before the panel first moves to a quarter of a second after it settles. --compare CONFIG \
      replays the same gesture with that config's behaviour (its search panel's, else its first \
      panel's) and draws it over as a translucent indigo ghost (A/B).

      Examples:
        playground animate --script Assets/scripts/flick-to-full.json \\
          --out flick.gif
        playground animate --script Assets/scripts/flick-to-full.json \\
          --compare Assets/presets/snappy.json --out ab.mp4
      """
  )

  @Option(help: "The replay script (the format of `playground replay`).")
  var script: String

  @Option(help: "The file to write: .gif, .png/.apng (animated PNG) or .mp4 (its directory is created when missing).")
  var out: String

  @Option(help: "Draw the same gesture with this config's behaviour as a ghost over it (A/B).")
  var compare: String?

  @Option(help: "Pixels per point: 1, 2 or 3 (default 1).")
  var scale = 1

  @Option(help: "First time in seconds (default: the last frame at rest before the motion).")
  var from: Double?

  @Option(help: "Last time in seconds (default: 0.25 s after the panel settles, at most the script's until).")
  var to: Double?

  @Option(help: "Behind the panel: plain (default) or a PNG file of at most 8192x8192 pixels (stretched).")
  var background = "plain"

  @OptionGroup var displayRate: DisplayRateOption

  init() {}

  /// The kind of file `out` asks for.
  enum Kind { case gif, apng, mp4 }

  var kind: Kind? {
    let name = MotionPath.name(of: out)
    let ext = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
    return switch ext {
    case "gif": .gif
    case "png", "apng": .apng
    case "mp4": .mp4
    default: nil
    }
  }

  func validate() throws {
    guard kind != nil else { throw ValidationError("--out \(out): end it in .gif, .png (animated PNG), .apng or .mp4") }
    guard (1...3).contains(scale) else { throw ValidationError("--scale \(scale) is not a pixel density; use 1, 2 or 3") }
    if let from, !(from.isFinite && from >= 0) { throw ValidationError("--from \(from) must be a time in seconds ≥ 0") }
    if let to, !(to.isFinite && to > (from ?? 0)) { throw ValidationError("--to \(to) must be a time after --from (\(from ?? 0))") }
  }

  func run() throws {
    guard let kind else { throw ExitCode.validationFailure }
    let prepared: (frames: AnimationFrames, background: ShotBackground)
    do {
      prepared = try prepare()
    } catch let error as FFmpegMissing {
      throw fail("\(error)", status: ExitStatus.badInput)
    }
    let (frames, backdrop) = prepared
    let s = frames.script
    var span: MotionSpan?
    if from == nil && to == nil { span = try? ReplayRunner(script: s).motionSpan() }
    let start = from ?? span?.from ?? 0
    let end = min(to ?? span.map { $0.to + 0.25 } ?? s.until, s.until)
    let indices = AnimationFrames.frameIndices(from: start, to: end, fps: s.fps, gifStep: kind == .gif ? 0.02 : nil)
    guard indices.count >= 2 else { throw fail("\(OneLine.escape(script)): from \(start) s to \(end) s is less than two frames; give --from and --to within 0…\(s.until) s", status: ExitStatus.badInput) }
    let pixels: PixelSize
    do {
      pixels = try OutputSize.pixels(s.viewport, scale: s.scale, path: "viewport")
    } catch {
      throw fail("\(OneLine.escape(script)): \(error)", status: ExitStatus.badInput)
    }
    do {
      try FilmstripCommand.createDirectory(of: out)
      switch kind {
      case .gif:
        let gif = try GIFWriter(path: out, width: pixels.width, height: pixels.height)
        try frames.render(frames: indices, background: backdrop) { _, image in try gif.add(image, delayCentiseconds: 2) }
        try gif.finish()
      case .apng, .mp4:
        let video = try FFmpegWriter(path: out, format: kind == .mp4 ? .mp4 : .apng, width: pixels.width, height: pixels.height, fps: s.fps)
        try frames.render(frames: indices, background: backdrop) { _, image in try video.add(image) }
        try video.finish()
      }
    } catch let error as FFmpegMissing {
      throw fail("\(error)", status: ExitStatus.badInput)
    } catch let error as InputError {
      throw fail("\(OneLine.escape(script)): \(error)", status: ExitStatus.badInput)
    } catch {
      throw fail("\(error)", status: ExitStatus.failure)
    }
    let rate = kind == .gif ? "50 frames/s (GIF)" : "\(GoldenNumberText.rate(s.fps)) frames/s"
    let seconds = DecimalText.fixed(Double(indices.count - 1) / (kind == .gif ? 50 : s.fps), digits: 2)
    try StandardOutput.print("\(out): \(indices.count) frames, \(pixels.width)x\(pixels.height) pixels, \(rate), \(seconds) s", command: "animate")
  }

  /// The script at the asked scale and rate, the ghost's, and the background; bad files exit 2.
  private func prepare() throws -> (AnimationFrames, ShotBackground) {
    if kind != .gif, FFmpegWriter.executable() == nil { throw FFmpegMissing(path: out) }
    var parsed: ReplayScript
    do {
      parsed = try ReplayScript.load(path: script)
    } catch {
      throw fail("\(ConfigError(file: script, error: error))", status: ExitStatus.badInput)
    }
    parsed = displayRate.apply(to: parsed)
    parsed.scale = Double(scale)
    var ghost: ReplayScript?
    if let compare {
      do {
        var g = parsed
        g.panel.behavior = Preset(name: "compare", config: try ConfigFile.load(path: compare)).behavior(for: "search")
        ghost = g
      } catch {
        throw fail("--compare: \(error)", status: ExitStatus.badInput)
      }
    }
    let backdrop: ShotBackground
    guard background != "map" else {
      throw fail("--background: map is drawn by screenshot and filmstrip; animate takes plain or a PNG", status: ExitStatus.badInput)
    }
    do {
      backdrop = try Shot.background(background)
    } catch {
      throw fail("--background: \(error.message)", status: ExitStatus.badInput)
    }
    return (AnimationFrames(script: parsed, ghost: ghost), backdrop)
  }

  private func fail(_ message: String, status: Int32) -> ExitCode {
    StandardError.write("playground animate: \(OneLine.escape(message))\n")
    return ExitCode(status)
  }
}
