import ConfigFormat
import Foundation
import PlaygroundCore
import SDLKit

/// The child process of `playground bench soak`: the real window with a watched config file,
/// driven for a given time by ``SoakDriver``'s seeded input.
///
/// ```swift
/// let result = try SoakWindow(size: SceneSize(width: 1280, height: 800), seconds: 600, seed: 7,
///                             configPath: "/tmp/soak/soak-tuning.json").run()
/// ```
struct SoakWindow {
  /// What the child sends back to the parent (JSON, in a file: the window prints on stdout).
  struct Result: Codable, Sendable, Equatable {
    /// SDL's video driver.
    var videoDriver: String
    /// Seconds the window ran.
    var seconds: Double
    /// Frames drawn.
    var frames: Int
    /// What the input did and found.
    var tally: SoakDriver.Tally
    /// Resident memory at the end, MiB.
    var rssMiB: Double
    /// Peak resident memory, MiB.
    var peakRSSMiB: Double
  }

  /// Window size in points at the start.
  var size: SceneSize
  /// How long to drive the window, seconds.
  var seconds: Double
  /// The input's seed.
  var seed: UInt64
  /// The config file the window loads, watches and saves to (it must hold a good config).
  var configPath: String

  /// Opens the window and drives it for ``seconds``.
  ///
  /// - Throws: `DisplayUnavailableError` without a display, ``ConfigError`` for a bad starting
  ///   config, `SDLError` or `FontNotFoundError` otherwise.
  func run() throws -> Result {
    let loaded = try ConfigFile.load(path: configPath)
    let early = AppLoop.prepaint(size)
    let sdl = try SDLPlatform(title: AppLoop.title, size: size)
    let app = try AppLoop(platform: sdl.platform, configPath: configPath, config: loaded, prepaintedMap: early)
    let driver = SoakDriver(seed: seed, configPath: configPath, window: sdl.window, events: sdl.events)
    app.script = { app, slot in driver.perform(upTo: slot, app: app) }
    let start = MonotonicClock.now, end = start + seconds
    while MonotonicClock.now < end, !app.quitRequested {
      try app.run(maxFrames: app.frameSlots + 30)
    }
    let memory = ProcessUsage.residentMiB ?? (0, 0)
    return Result(
      videoDriver: sdl.window.videoDriver, seconds: MonotonicClock.now - start, frames: app.frameCount,
      tally: driver.tally, rssMiB: memory.now, peakRSSMiB: memory.peak)
  }
}
