import FloatingPanel
import Foundation
import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow
import SDLKit

/// Plays ``SoakInput`` into the real window (the child process of `playground bench soak`):
/// pointer and key events through SDL's queue, resizes through the window, config files written
/// over the watched `--config` file. At each save it remembers a bad file then on disk, and half
/// a second later checks that its bytes are still somewhere: in the file or in a backup.
///
/// ```swift
/// let driver = SoakDriver(seed: 7, configPath: "/tmp/soak/t.json", window: sdl.window, events: sdl.events)
/// app.script = { app, slot in driver.perform(upTo: slot, app: app) }
/// ```
package final class SoakDriver {
  /// What the driver did, by kind, and what it found.
  package struct Tally: Codable, Sendable, Equatable {
    /// Drags of 8–90 frames.
    package var drags = 0
    /// Flicks: drags of 2–5 frames.
    package var flicks = 0
    /// Key presses.
    package var keys = 0
    /// Window resizes.
    package var resizes = 0
    /// Config files written over the watched one.
    package var configWrites = 0
    /// Of those, files the window refuses.
    package var badConfigWrites = 0
    /// Ctrl+S presses.
    package var saves = 0
    /// Saves with a bad file on disk, whose bytes had to be kept.
    package var savesOfBadFiles = 0
    /// Bad files whose bytes were nowhere half a second after a save (the serials).
    package var lostBadFiles: [Int] = []

    /// Creates the value from each of its properties.
    package init(drags: Int = 0, flicks: Int = 0, keys: Int = 0, resizes: Int = 0, configWrites: Int = 0, badConfigWrites: Int = 0, saves: Int = 0, savesOfBadFiles: Int = 0, lostBadFiles: [Int] = []) {
      self.drags = drags
      self.flicks = flicks
      self.keys = keys
      self.resizes = resizes
      self.configWrites = configWrites
      self.badConfigWrites = badConfigWrites
      self.saves = saves
      self.savesOfBadFiles = savesOfBadFiles
      self.lostBadFiles = lostBadFiles
    }
  }

  private var input: SoakInput
  private var queue: [SoakStep] = []
  private let configPath: String
  private let window: Window
  private let events: SDLEventSource
  private var pressedAt = Point(x: 0, y: 0)
  private var onDisk: (text: String, serial: Int, bad: Bool)?
  private var mustKeep: (text: String, serial: Int)?
  /// What was done so far.
  package private(set) var tally = Tally()

  /// A driver of `window` (its queue `events`) with the input of `seed`; config files go to
  /// `configPath`, the file the window watches.
  package init(seed: UInt64, configPath: String, window: Window, events: SDLEventSource) {
    input = SoakInput(seed: seed)
    self.configPath = configPath
    self.window = window
    self.events = events
  }

  /// Whether a checkpoint asked the input to stop after the current burst.
  private var pauseRequested = false
  /// Whether the input is stopped between two bursts (no pointer held, no step waiting).
  package private(set) var isPaused = false

  /// Asks the input to stop at the end of the current burst (a drag or flick ends with its
  /// release), so the window can be measured with nothing held; ``isPaused`` says when it has.
  package func requestPause() { pauseRequested = true }

  /// Goes on with the input: the next burst starts from the slot it is next called with.
  package func resume() {
    pauseRequested = false
    isPaused = false
  }

  /// Does every step due by `slot` (the loop's frame slot; an idle wait may skip several);
  /// nothing while paused.
  package func perform(upTo slot: Int, app: AppLoop) {
    if isPaused { return }
    if queue.isEmpty, pauseRequested {
      isPaused = true
      return
    }
    if queue.isEmpty { queue = input.nextBurst(after: slot) }
    while let step = queue.first, step.slot <= slot {
      queue.removeFirst()
      perform(step.action, app: app)
      if queue.isEmpty {
        if pauseRequested {
          isPaused = true
          return
        }
        queue = input.nextBurst(after: slot)
      }
    }
  }

  private func perform(_ action: SoakAction, app: AppLoop) {
    let size = window.size
    switch action {
    case .press(let target):
      switch target {
      case .grabber:
        let band = app.scene.focusedPanel.grabberBand
        pressedAt = Point(x: band.midX, y: band.midY)
      case .fraction(let x, let y):
        pressedAt = Point(x: x * Double(size.width), y: y * Double(size.height))
      }
      post(.pointerDown, dx: 0, dy: 0, size: size)
    case .move(let dx, let dy):
      post(.pointerMove, dx: dx, dy: dy, size: size)
    case .release(let dx, let dy):
      post(.pointerUp, dx: dx, dy: dy, size: size)
    case .key(let key, let modifiers):
      tally.keys += 1
      press(key, modifiers)
    case .resize(let width, let height):
      tally.resizes += 1
      window.setSize(width: width, height: height)
    case .writeConfig(let config, let serial):
      tally.configWrites += 1
      if config.isBad { tally.badConfigWrites += 1 }
      let text = config.text(serial: serial)
      // Written in place, as an editor that truncates and writes does; the watcher sees it.
      if FileManager.default.createFile(atPath: configPath, contents: Data(text.utf8)) {
        onDisk = (text, serial, config.isBad)
      }
    case .save:
      tally.saves += 1
      if let onDisk, onDisk.bad {
        tally.savesOfBadFiles += 1
        mustKeep = (onDisk.text, onDisk.serial)
      }
      onDisk = nil  // the window rewrites the file (or refuses to): the next write starts anew
      if let save = KeyMap.binding(of: .save) { press(PlatformInput.sdlKey(save.key), PlatformInput.sdlModifiers(save.needs)) }
    case .checkSave:
      if let kept = mustKeep, !Self.isKept(kept.text, besides: configPath) { tally.lostBadFiles.append(kept.serial) }
      mustKeep = nil
    }
  }

  private enum PointerPhase { case pointerDown, pointerMove, pointerUp }

  private func post(_ phase: PointerPhase, dx: Double, dy: Double, size: PixelSize) {
    let x = min(max(0, pressedAt.x + dx), Double(size.width - 1))
    let y = min(max(0, pressedAt.y + dy), Double(size.height - 1))
    let e = PointerEvent(x: x, y: y, button: .primary, timestamp: 0)
    switch phase {
    case .pointerDown:
      moves = 0
      events.post(.pointerDown(e))
    case .pointerMove:
      moves += 1
      events.post(.pointerMove(e))
    case .pointerUp:
      events.post(.pointerUp(e))
      if moves < 5 { tally.flicks += 1 } else { tally.drags += 1 }  // a flick has 1–4 moves, a drag 7 or more
    }
  }

  /// Pointer moves since the last press.
  private var moves = 0

  private func press(_ key: Key, _ modifiers: KeyModifiers) {
    events.post(.keyDown(KeyEvent(key: key, modifiers: modifiers, timestamp: 0)))
    events.post(.keyUp(KeyEvent(key: key, modifiers: modifiers, timestamp: 0)))
  }

  /// Whether `text` is the whole of `path` or of one of its backups (`path.bak`, `path.bak2`, …).
  package static func isKept(_ text: String, besides path: String) -> Bool {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path, name = url.lastPathComponent
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let expected = Data(text.utf8)
    return names.contains { candidate in
      (candidate == name || candidate.hasPrefix(name + ".bak"))
        && FileManager.default.contents(atPath: directory + "/" + candidate) == expected
    }
  }
}
