import ConfigFormat
import Foundation
import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow
import SDLKit

/// The child process of `playground bench soak`: the real window with a watched config file,
/// driven for a given time by ``SoakDriver``'s seeded input.
///
/// ```swift
/// let result = try SoakWindow(size: SceneSize(width: 1280, height: 800), seconds: 600, seed: 7,
///                             configPath: "/tmp/soak/soak-tuning.json", sampleEvery: 30).run()
/// ```
package struct SoakWindow {
  /// What the child sends back to the parent (JSON, in a file: the window prints on stdout).
  package struct Result: Codable, Sendable, Equatable {
    /// SDL's video driver.
    package var videoDriver: String
    /// Seconds the window ran.
    package var seconds: Double
    /// Frames drawn.
    package var frames: Int
    /// What the input did and found.
    package var tally: SoakDriver.Tally
    /// Resident memory at the end, MiB.
    package var rssMiB: Double
    /// Peak resident memory, MiB.
    package var peakRSSMiB: Double
    /// Resident memory at the starting window size, read by the window itself every
    /// ``SoakWindow/sampleEvery`` seconds and at the end (see ``SoakWindow/checkpoint(_:driver:start:)``).
    package var checkpoints: [SoakReport.Sample]

    /// Creates the value from each of its properties.
    package init(videoDriver: String, seconds: Double, frames: Int, tally: SoakDriver.Tally, rssMiB: Double, peakRSSMiB: Double, checkpoints: [SoakReport.Sample]) {
      self.videoDriver = videoDriver
      self.seconds = seconds
      self.frames = frames
      self.tally = tally
      self.rssMiB = rssMiB
      self.peakRSSMiB = peakRSSMiB
      self.checkpoints = checkpoints
    }
  }

  /// Window size in points at the start.
  package var size: SceneSize
  /// How long to drive the window, seconds.
  package var seconds: Double
  /// The input's seed.
  package var seed: UInt64
  /// The config file the window loads, watches and saves to (it must hold a good config).
  package var configPath: String
  /// Seconds between checkpoints.
  package var sampleEvery: Double
  /// Frame slots a checkpoint lets the window draw at its starting size before reading RSS.
  package static let settleSlots = 30
  /// The most frame slots a checkpoint waits for the input's current burst to end.
  package static let burstWaitSlots = 600

  /// Opens the window and drives it for ``seconds``.
  ///
  /// - Throws: `DisplayUnavailableError` without a display, ``ConfigError`` for a bad starting
  ///   config, `SDLError` or `FontNotFoundError` otherwise.
  package func run() throws -> Result {
    let loaded = try ConfigFile.load(path: configPath)
    WindowMemory.useOneArena()
    let early = AppLoop.prepaint(size)
    let sdl = try SDLPlatform(title: AppLoop.title, size: size)
    let app = try AppLoop(platform: sdl.platform, configPath: configPath, config: loaded, prepaintedMap: early)
    let driver = SoakDriver(seed: seed, configPath: configPath, window: sdl.window, events: sdl.events)
    let trim = IdleTrim(dropCaches: app.driver.dropUnusedCaches)
    app.script = { app, slot in
      driver.perform(upTo: slot, app: app)
      trim.slot(app)
    }
    let start = MonotonicClock.now, end = start + seconds
    var checkpoints: [SoakReport.Sample] = []
    var nextCheckpoint = start + sampleEvery
    while MonotonicClock.now < end, !app.quitRequested {
      try app.run(maxFrames: app.frameSlots + 30)
      if MonotonicClock.now >= nextCheckpoint, MonotonicClock.now < end {
        checkpoints.append(try checkpoint(app, window: sdl.window, driver: driver, start: start))
        nextCheckpoint += sampleEvery
      }
    }
    let seconds = MonotonicClock.now - start
    if !app.quitRequested { checkpoints.append(try checkpoint(app, window: sdl.window, driver: driver, start: start)) }
    let memory = ProcessUsage.residentMiB ?? (0, 0)
    return Result(
      videoDriver: sdl.window.videoDriver, seconds: seconds, frames: app.frameCount,
      tally: driver.tally, rssMiB: memory.now, peakRSSMiB: memory.peak, checkpoints: checkpoints)
  }

  /// One RSS reading at the starting window size: the input stops after its current burst (no
  /// pointer held), the window goes back to ``size``, draws ``settleSlots`` frame slots and then
  /// until it rests (at most ``burstWaitSlots``), RSS is read, and the input goes on. The window's buffers (SDL's surface, the map texture) follow
  /// its pixel size, 4 MB each at 1280×800, so readings at whatever size the input left would
  /// swing by 10 MiB and more without anything leaking; at one size they show what stays.
  private func checkpoint(_ app: AppLoop, window: Window, driver: SoakDriver, start: Double) throws -> SoakReport.Sample {
    driver.requestPause()
    let waitUntil = app.frameSlots + Self.burstWaitSlots
    while !driver.isPaused, app.frameSlots < waitUntil, !app.quitRequested {
      try app.run(maxFrames: app.frameSlots + 1)
    }
    window.setSize(width: size.width, height: size.height)
    try app.run(maxFrames: app.frameSlots + Self.settleSlots)
    // Then until it rests (a status line, a spring), and one slot more: the window at rest has
    // dropped what its last frame did not draw and given freed pages back (IdleTrim).
    let restBy = app.frameSlots + Self.burstWaitSlots
    while app.wantsFrame, app.frameSlots < restBy, !app.quitRequested {
      try app.run(maxFrames: app.frameSlots + 1)
    }
    try app.run(maxFrames: app.frameSlots + 1)
    let sample = SoakReport.Sample(seconds: MonotonicClock.now - start, rssMiB: ProcessUsage.residentMiB?.now ?? 0)
    driver.resume()
    return sample
  }

  /// Creates the value from each of its properties.
  package init(size: SceneSize, seconds: Double, seed: UInt64, configPath: String, sampleEvery: Double) {
    self.size = size
    self.seconds = seconds
    self.seed = seed
    self.configPath = configPath
    self.sampleEvery = sampleEvery
  }
}
