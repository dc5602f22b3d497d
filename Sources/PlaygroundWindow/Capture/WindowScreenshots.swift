import ConfigFormat
import Foundation
import PlaygroundCore
import SDLKit

/// Key P's screenshots: where they go, how they are named (``ScreenshotName``), the one asked for
/// (saved after the next frame is drawn), and the paths written so far. Writing never overwrites a
/// file (``AtomicFile/writeFirstFree(_:candidates:)``).
package struct WindowScreenshots {
  /// Where P writes screenshots (default: the current directory).
  package var directory = FileManager.default.currentDirectoryPath
  /// The wall clock that names screenshots (tests fix it).
  package var wallClock: () -> Date = { Date() }
  /// The time zone of screenshot names (the user's), read at the first: it loads ICU, otherwise unused.
  package lazy var timeZone = TimeZone.current
  /// The paths of screenshots written so far.
  package private(set) var paths: [String] = []
  /// The screenshot to save after the next frame is drawn (true: the scene only, no HUD or cards).
  package private(set) var pending: Bool?

  /// None asked for yet.
  package init() {}

  /// Asks for a screenshot after the next frame (`sceneOnly`: the map and panels only).
  package mutating func request(sceneOnly: Bool) { pending = sceneOnly }

  /// The screenshot asked for, now taken off the list.
  package mutating func takePending() -> Bool? {
    defer { pending = nil }
    return pending
  }

  /// Writes `png()` (the pixels of the frame to save, encoded) under the first free name and
  /// returns the notice to show and the line for the terminal (with whether it is a problem).
  package mutating func save(sceneOnly: Bool, png: () throws -> [UInt8]) -> (notice: Notice, line: String?, isProblem: Bool) {
    let names = ScreenshotName.candidates(in: directory, at: wallClock(), timeZone: timeZone, sceneOnly: sceneOnly)
    do {
      guard let path = try AtomicFile.writeFirstFree(try png(), candidates: names) else {
        return (Notice(text: "could not save a screenshot: too many in one second", frames: 360), nil, false)
      }
      paths.append(path)
      return (Notice(text: "screenshot saved: \(path)", frames: 240), "screenshot: \(path)", false)
    } catch {
      return (
        Notice(text: "could not save a screenshot in \(directory)", frames: 360),
        "playground: could not save a screenshot in \(directory): \(error)", true
      )
    }
  }
}
