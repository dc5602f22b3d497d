import ArgumentParser
import ConfigFormat
import Foundation
import PlaygroundCore
import PlaygroundTuning
import PlaygroundUI
import PlaygroundWindow
import SDLKit
import StrictJSON

/// `playground filmstrip --script GESTURE.json --frames N --out F.png`: N frames of a replayed
/// gesture side by side with their times.
struct FilmstripCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "filmstrip",
    abstract: "Draw N frames of a replayed gesture side by side, with their times, into one PNG.",
    discussion: """
      The gesture runs on the script's fixed clock through the same engine path as `replay`; the \
      frames are evenly spaced from --from to --to seconds and each is the script's panel, with \
      its look, over the background. Without --from and --to they span the motion: from the last \
      frame at rest before the panel first moves to the frame it settles (the whole script when \
      it never moves). For README pictures and reviews. A bad script prints one line naming the \
      file and field and exits 2. A missing directory of --out is created.

      Examples:
        playground filmstrip --script Assets/scripts/flick-to-full.json \\
          --frames 6 --to 0.6 --out flick.png
        playground filmstrip --script my-gesture.json --frames 8 --scale 2 \\
          --background plain --out strip.png
      """
  )

  @Option(help: "The replay script (the format of `playground replay`).")
  var script: String

  @Option(help: "How many frames, 2 to 24 (as many as fit in a strip of at most 16384 pixels a side).")
  var frames = 6

  @Option(help: "Where to write the PNG (its directory is created when missing).")
  var out: String

  @Option(help: "First time in seconds (default: the last frame at rest before the motion; 0 when --to is given).")
  var from: Double?

  @Option(help: "Last time in seconds (default: the frame the panel settles; the script's until when --from is given).")
  var to: Double?

  @Option(help: "Pixels per point: 1, 2 or 3 (default: the script's own scale).")
  var scale: Int?

  @OptionGroup var displayRate: DisplayRateOption

  @Option(help: "Behind the panel: map (default), plain, or a PNG file of at most 8192x8192 pixels (stretched; PNG only).")
  var background = "map"

  init() {}

  func validate() throws {
    guard (2...24).contains(frames) else { throw ValidationError("--frames \(frames) must be from 2 to 24") }
    if let scale, !(1...3).contains(scale) { throw ValidationError("--scale \(scale) is not a pixel density; use 1, 2 or 3") }
    if let from, !(from.isFinite && from >= 0) { throw ValidationError("--from \(from) must be a time in seconds ≥ 0") }
    if let to, !(to.isFinite && to > (from ?? 0)) { throw ValidationError("--to \(to) must be a time after --from (\(from ?? 0))") }
    guard !out.isEmpty else { throw ValidationError("--out must name a file, e.g. --out strip.png") }
  }

  func run() throws {
    let strip: PixelBuffer
    do {
      let parsed: ReplayScript
      do {
        parsed = try ReplayScript.load(path: script)
      } catch {
        throw ConfigError(file: script, error: error)
      }
      let gesture = GestureFrames(script: displayRate.apply(to: parsed), scale: scale.map(Double.init))
      let frame = try OutputSize.pixels(gesture.script.viewport, scale: gesture.script.scale, path: "viewport")
      do {
        try Filmstrip.check(count: frames, frame: frame)
      } catch {
        throw FilmstripSizeFailure(error: error)
      }
      let backdrop: ShotBackground
      do {
        backdrop = try Shot.background(background)
      } catch {
        throw BackgroundFailure(error: error)
      }
      let span = from == nil && to == nil ? try ReplayRunner(script: gesture.script).motionSpan() : nil
      let first = from ?? span?.from ?? 0
      let times = Filmstrip.times(count: frames, from: first, to: min(to ?? span?.to ?? gesture.lastTime, gesture.lastTime))
      strip = try Filmstrip.compose(try gesture.render(at: times, background: backdrop))
    } catch let error as ConfigError {
      StandardError.write("playground filmstrip: \(error)\n")
      throw ExitCode(2)
    } catch let error as BackgroundFailure {
      StandardError.write("playground filmstrip: --background: \(error.error.message)\n")
      throw ExitCode(2)
    } catch let error as FilmstripSizeFailure {
      StandardError.write("playground filmstrip: --frames \(frames): \(error.error.message)\n")
      throw ExitCode(2)
    } catch let error as InputError {
      StandardError.write("playground filmstrip: \(OneLine.escape(script)): \(error)\n")
      throw ExitCode(2)
    } catch {
      StandardError.write("playground filmstrip: \(error)\n")
      throw ExitCode(1)
    }
    do {
      try Self.createDirectory(of: out)
      try AtomicFile.write(try strip.pngBytes(), to: out)
    } catch {
      StandardError.write("playground filmstrip: \(error)\n")
      throw ExitCode(1)
    }
    try StandardOutput.print(out, command: "filmstrip")
  }
}

extension FilmstripCommand {
  /// Creates the directory `path` is in when it is missing (with its parents), as `mkdir -p`.
  ///
  /// - Throws: ``FileWriteError`` naming the directory when it cannot be created.
  static func createDirectory(of path: String) throws(FileWriteError) {
    let directory = FilePathName.directory(of: path)
    guard directory != "." else { return }
    var prefix = directory.hasPrefix("/") ? "/" : ""
    for part in directory.split(separator: "/") {
      prefix += part
      if mkdir(prefix, 0o777) != 0 && errno != EEXIST {
        throw FileWriteError(file: path, message: "cannot create the directory '\(prefix)': \(String(cString: strerror(errno))); the file was not written")
      }
      prefix += "/"
    }
  }
}

/// A strip too large for one image (exit 2, one line with the most frames that fit).
struct FilmstripSizeFailure: Error {
  /// The strip's size and what to do.
  let error: InputError
}
