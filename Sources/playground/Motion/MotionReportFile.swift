import ConfigFormat
import Foundation
import MotionTesting
import PlaygroundCore
import PlaygroundUI
import SDLKit

/// Writes `DIR/index.html` of `motion verify --report DIR` case by case: each case's section goes
/// to a partial file as soon as it is made (a suite's memory holds one case at a time), and
/// ``finish(title:)`` writes the page (head and summary table, the sections, the script) to a
/// temporary file renamed over `index.html`.
final class MotionReportFile {
  /// The directory.
  let directory: String
  private let partial: String
  private let handle: FileHandle
  private var rows: [MotionReport.Row] = []

  /// Creates `directory` (with its parents) and the partial file.
  ///
  /// - Throws: `FileWriteError` naming the directory.
  init(directory: String) throws {
    self.directory = directory
    try FilmstripCommand.createDirectory(of: MotionPath.joining(directory, "index.html"))
    partial = MotionPath.joining(directory, ".index.html.sections-\(getpid())")
    guard FileManager.default.createFile(atPath: partial, contents: nil), let h = FileHandle(forWritingAtPath: partial) else {
      throw FileWriteError(file: directory, message: "cannot create files in the report directory: \(String(cString: strerror(errno)))")
    }
    handle = h
  }

  deinit {
    try? handle.close()
    unlink(partial)
  }

  /// Adds a case: its row, and its section written out.
  func add(_ c: MotionReportCase) throws {
    rows.append(MotionReport.Row(c))
    do {
      try handle.write(contentsOf: Data(MotionReport.section(c).utf8))
    } catch {
      throw FileWriteError(file: partial, message: "cannot write the report: \(error.localizedDescription)")
    }
  }

  /// Writes `index.html` and returns its path.
  func finish(title: String) throws -> String {
    try handle.close()
    let index = MotionPath.joining(directory, "index.html")
    let temporary = MotionPath.joining(directory, ".index.html.tmp-\(getpid())")
    guard FileManager.default.createFile(atPath: temporary, contents: nil), let out = FileHandle(forWritingAtPath: temporary),
      let input = FileHandle(forReadingAtPath: partial)
    else { throw FileWriteError(file: index, message: "cannot write the report: \(String(cString: strerror(errno)))") }
    defer { unlink(temporary) }
    do {
      try out.write(contentsOf: Data(MotionReport.head(title: title, rows: rows).utf8))
      while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty { try out.write(contentsOf: chunk) }
      try out.write(contentsOf: Data(MotionReport.tail.utf8))
      try out.synchronize()
      try out.close()
      try input.close()
    } catch {
      throw FileWriteError(file: index, message: "cannot write the report: \(error.localizedDescription)")
    }
    guard rename(temporary, index) == 0 else { throw FileWriteError(file: index, message: "cannot replace it: \(String(cString: strerror(errno)))") }
    return index
  }

  /// A filmstrip (up to 6 frames over the motion, 1 pixel per point, plain background) of
  /// `script`'s motion as PNG.
  ///
  /// - Throws: what drawing throws (no usable font, a viewport too large for a strip).
  static func filmstrip(of script: ReplayScript) throws -> [UInt8] {
    let gesture = GestureFrames(script: script, scale: 1)
    let frame = try OutputSize.pixels(script.viewport, scale: 1, path: "viewport")
    let count = min(6, max(2, 2400 / max(frame.width, 1)))
    try Filmstrip.check(count: count, frame: frame)
    let span = try ReplayRunner(script: gesture.script).motionSpan()
    let times = Filmstrip.times(count: count, from: span?.from ?? 0, to: min(span?.to ?? gesture.lastTime, gesture.lastTime))
      return try Filmstrip.compose(try gesture.render(at: times, background: .plain)).pngBytes()
  }
}
