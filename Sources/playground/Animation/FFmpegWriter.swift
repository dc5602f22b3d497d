import ConfigFormat
import Foundation
import SDLKit

/// Writes an MP4 (H.264) or an animated PNG by piping raw RGBA frames into the `ffmpeg` command
/// (Debian's ffmpeg), at an exact frame rate. ffmpeg writes a temporary file next to the output,
/// renamed over it by ``finish()``. When `ffmpeg` is not on `PATH`, ``init(path:width:height:fps:)``
/// throws ``FFmpegMissing`` (one line, what to install).
///
/// ```swift
/// let video = try FFmpegWriter(path: "flick.mp4", width: 390, height: 844, fps: 60)
/// for frame in frames { try video.add(frame) }
/// try video.finish()
/// ```
final class FFmpegWriter {
  /// The kinds of file it writes.
  enum Format: String {
    case mp4, apng
  }

  /// The output path.
  let path: String
  /// The format (from the extension: `.mp4`, `.png`/`.apng`).
  let format: Format
  private let process = Process()
  private let input: FileHandle
  private let temporary: String
  private let log: String
  private let width: Int, height: Int
  private var finished = false

  /// `ffmpeg` on `PATH`, or nil.
  static func executable() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") where !dir.isEmpty {
      let candidate = "\(dir)/ffmpeg"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Starts ffmpeg for `width`×`height` frames at `fps` frames a second.
  ///
  /// - Throws: ``FFmpegMissing`` without ffmpeg; ``FileWriteError`` when it cannot start.
  init(path: String, format: Format, width: Int, height: Int, fps: Double) throws {
    guard let ffmpeg = Self.executable() else { throw FFmpegMissing(path: path) }
    self.path = path
    self.format = format
    self.width = width
    self.height = height
    temporary = MotionPath.joining(MotionPath.directory(of: path), ".\(MotionPath.name(of: path)).tmp-\(getpid())")
    log = temporary + ".log"
    var args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
                "-framerate", GoldenNumberText.rate(fps), "-i", "-"]
    switch format {
    case .mp4:
      // yuv420p (what every player takes) needs even sides: one pixel of padding when odd.
      args += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "veryfast", "-crf", "18",
               "-movflags", "+faststart", "-f", "mp4", temporary]
    case .apng:
      args += ["-plays", "0", "-f", "apng", temporary]
    }
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = args
    let pipe = Pipe()
    process.standardInput = pipe
    process.standardOutput = FileHandle.nullDevice
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    process.standardError = FileHandle(forWritingAtPath: log)
    input = pipe.fileHandleForWriting
    do {
      try process.run()
    } catch {
      unlink(log)
      throw FileWriteError(file: path, message: "cannot start ffmpeg: \(error.localizedDescription)")
    }
  }

  deinit {
    if !finished {
      try? input.close()
      process.waitUntilExit()
      unlink(temporary)
      unlink(log)
    }
  }

  /// Sends one frame (exactly the size given at the start).
  ///
  /// - Throws: ``FileWriteError`` with ffmpeg's first message when it stopped taking frames.
  func add(_ image: PixelBuffer) throws {
    guard image.width == width, image.height == height else {
      throw FileWriteError(file: path, message: "a frame of \(image.width)x\(image.height) pixels in a video of \(width)x\(height)")
    }
    do {
      try input.write(contentsOf: Data(image.bytes))
    } catch {
      throw FileWriteError(file: path, message: "ffmpeg stopped: \(ffmpegMessage())")
    }
  }

  /// Ends the input, waits for ffmpeg and renames its file over ``path``.
  ///
  /// - Throws: ``FileWriteError`` with ffmpeg's first message when it failed.
  func finish() throws {
    finished = true
    try? input.close()
    process.waitUntilExit()
    defer { unlink(log) }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      unlink(temporary)
      throw FileWriteError(file: path, message: "ffmpeg failed (status \(process.terminationStatus)): \(ffmpegMessage())")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw FileWriteError(file: path, message: "cannot replace it: \(reason)")
    }
  }

  private func ffmpegMessage() -> String {
    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").first.map(String.init) ?? "no message"
  }
}

/// `ffmpeg` is not installed: MP4 and APNG need it.
struct FFmpegMissing: Error, CustomStringConvertible {
  /// The output asked for.
  let path: String
  /// One line: what to install, and what works without it.
  var description: String {
    "\(path): MP4 and APNG are written by the ffmpeg command, which is not on PATH; install it (sudo apt-get install ffmpeg) or write a GIF (--out F.gif)"
  }
}

/// Frame rates as ffmpeg reads them.
enum GoldenNumberText {
  /// `60`, `120`, or a decimal.
  static func rate(_ fps: Double) -> String {
    fps == fps.rounded() ? String(Int(fps)) : String(fps)
  }
}
