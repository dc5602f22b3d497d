import ArgumentParser
import ConfigFormat
import FloatingPanel
import Foundation
import PlaygroundBench
import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow
import SDLKit
import StrictJSON

/// `playground window` (the default): the desktop playground. Search, detail and modal panels
/// over a map; drag them, switch states with 1–4, move them to any edge with T/L/B/R; S tunes
/// them; H lists every key.
struct WindowCommand: ParsableCommand {
  // The keys paragraph is the key map's (``KeyRow/windowHelp``).
  static let configuration = CommandConfiguration(
    commandName: "window",
    abstract: "Open the playground window (the default command).",
    // One source line per paragraph (a trailing backslash joins lines): ArgumentParser wraps
    // paragraphs to the terminal itself and keeps every newline it is given.
    discussion: """
      Needs a display. Without one, run it under a virtual display:
        xvfb-run -a -s "-screen 0 1280x800x24" playground
      or use the headless commands: playground screenshot, playground bench, playground replay.

      \(KeyRow.windowHelp) `playground keys` prints every key and button.

      Ctrl+R records the search panel (from rest) and a second Ctrl+R saves the recording as a \
      replay script, recording.json (then recording-2.json, ...; never over a file) next to the \
      --config file or in the current directory; the path shows in the HUD and on stdout. It \
      holds the window size, the panel's config and state at the start and the engine's input \
      (drags with their times, moves); `playground replay` of it gives the motion the window \
      showed, frame for frame. A resize, an edge or a tuning change stops it and saves what came \
      before. The list's scroll and the other panels are not recorded.

      Tuning: S shows the tuning and motion-plot cards (arrows select and adjust, Shift for fine \
      steps, or drag a track) and the focused panel's anchor lines (drag a line by its round \
      handle; Backspace puts the anchors back); Alt+1-\(Preset.shippedNames.count) (or \
      Ctrl+1-\(Preset.shippedNames.count)) pick a preset from Assets/presets \
      (\(Preset.shippedNames.joined(separator: ", ")); the anchors go back too); Ctrl+S \
      saves the tuned values to the --config file (default playground-tuning.json); E writes them \
      as Swift next to it and prints the source. With the cards shown, F releases the focused panel \
      from its anchor at the flick speed toward its more expanded end (Shift+F: less expanded); V \
      picks the speed: 1000, 3000 or 300 pt/s; G makes the last release again (same place, same \
      velocity) with the tuning as it is now. The Spring row picks which spring the rows above it \
      edit (release, presenting, dismissing, moving; each as duration and bounce or ζ, with \
      stiffness, damping and deceleration rate converted); K picks what a change keeps: the \
      release spring's deceleration rate (FloatingPanel's), the bounce or the duration. A move or \
      release FloatingPanel makes critically damped (at 300 pt/s or less) says so on the plot. \
      [ pins the focused panel's tuning as A: its panel's \
      next release (G, F or a drag) also moves an indigo ghost with A, and the plot draws A dashed \
      with both motions' figures; ] swaps A and the panel's tuning, \\ clears A. O adds the last \
      release at the other display rate (120 Hz at 60, else 60) to the plot.

      Timeline (cards shown): the strip under the plot covers the last motion the plot shows, at \
      most 10 s of frames. Press or drag on it to scrub; , and . step one frame back and forward; \
      ; plays the motion again at 0.25x, then 0.1x, then 1x (the recorded frames, each shown \
      1/speed frames long); Shift+G replays the last Ctrl+R recording (its first 10 s) with the \
      tuning now, through the engine path `playground replay` prints. While a recorded frame is \
      shown the panel stands where the engine had it, with a trail of its 8 previous frames; Esc, \
      another key or a press elsewhere is live again.

      With --config, the file is watched: save it in any editor and the panels pick it up; a bad \
      file shows its error in the HUD and on stderr, and the last good values stay.
      """
  )

  @OptionGroup var scene: SceneOptions

  @Option(help: "Quit after this many frames (for smoke tests).")
  var frames: Int?

  @Flag(help: "Hide the HUD (frame times and the focused panel).")
  var noHud = false

  @Option(help: "A tuning config (JSON, the format of export-swift --config) to load, watch and save to.")
  var config: String?

  @Flag(help: "Start with the tuning and motion-plot cards shown (key S toggles them).")
  var tuning = false

  @OptionGroup var displayRate: DisplayRateOption

  @OptionGroup var refreshRate: RefreshRateOption

  @Flag(
    help: """
      Reduce Motion: a state change you did not drag (keys, taps, show and hide) is a short critically damped \
      move (0.15 s, no overshoot) instead of the panel's spring; drags still track the pointer. Key D toggles it; \
      a config's "reducedMotion": true turns it on.
      """)
  var reducedMotion = false

  @Option(
    help: """
      Pixels per point: 1, 2 or 3 (default: the display's own, e.g. 2 on a scaled Wayland output; X11 and Xvfb report 1). \
      Text, corners, shadows and the grabber are drawn at that density, as screenshot --scale draws them; \
      --size times --scale is at most 16384 pixels a side.
      """)
  var scale: Int?

  /// Keys pressed before the first frame, e.g. `s,right` (tests: a window with unsaved tuning).
  @Option(help: .hidden, transform: KeyPresses.parse)
  var press: KeyPresses?

  /// Prints the window's resident memory when it ends (tests: the memory budget after start).
  @Flag(help: .hidden)
  var printMemory = false

  init() {}

  func validate() throws {
    if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
    if let scale {
      guard (1...3).contains(scale) else { throw ValidationError("--scale \(scale) is not a pixel density; use 1, 2 or 3") }
      let (w, h) = (scene.size.width * scale, scene.size.height * scale)
      guard max(w, h) <= Renderer.maximumPixels else {
        throw ValidationError(
          "--size \(scene.size.width)x\(scene.size.height) at --scale \(scale) is \(w)x\(h) pixels; each side must be at most \(Renderer.maximumPixels) pixels")
      }
    }
  }

  func run() throws {
    do {
      // A bad file fails before the window opens; the file is read once.
      let edge = try scene.edge()
      var loaded: PlaygroundConfig?
      if let config {
        let c = try ConfigFile.load(path: config)
        try TuningSession.check(c, path: config, size: scene.size.size, position: edge)
        loaded = c
      }
      TerminationSignals.install()
      WindowMemory.useOneArena()
      let (presets, presetProblem) = Self.loadPresets()
      let app = try AppLoop(size: scene.size, position: edge, configPath: config, config: loaded, presets: presets, scale: scale)
      // Only once the window is open: without a display, that is the one line.
      if let presetProblem { StandardError.write("playground: \(presetProblem)\n") }
      if let rate = displayRate.rate { app.fixDisplayRate(rate) }
      app.refreshRate = refreshRate.rate
      app.driver.drawing.showsHUD = !noHud
      app.tuning.isShown = tuning
      if reducedMotion { app.scene.reducedMotion = true }
      app.terminationRequested = { TerminationSignals.wasReceived }
      if let press { app.press(press.keys) }
      let trim = IdleTrim(dropCaches: app.driver.dropUnusedCaches)
      app.script = { app, _ in trim.slot(app) }
      try app.run(maxFrames: frames)
      if printMemory, let rss = ProcessUsage.residentMiB {
        StandardError.write("playground: RSS \(String(format: "%.1f", rss.now)) MiB (peak \(String(format: "%.1f", rss.peak)) MiB)\n")
      }
      if app.tuning.hasUnsavedChanges {
        TerminalReport.print("playground: the tuned values were not saved (Ctrl+S writes \(OneLine.escape(app.tuning.configPath)))", isProblem: true)
      }
      TerminalReport.finish()
    } catch let error as DisplayUnavailableError {
      StandardError.write("playground: \(error)\n")
      throw ExitCode(2)
    } catch let error as ConfigError {
      let hint = FileManager.default.fileExists(atPath: error.file)
        ? "" : "; start from a preset (cp Assets/presets/default.json \(OneLine.escape(error.file))) or run without --config and press Ctrl+S"
      StandardError.write("playground: \(error)\(hint)\n")
      throw ExitCode(2)
    } catch let error as ValidationError {
      throw error
    } catch {
      StandardError.write("playground: \(error)\n")
      throw ExitCode(1)
    }
  }

  /// The presets in Assets/presets, or none and the warning to print (once the window is open)
  /// when they cannot be read.
  static func loadPresets() -> ([Preset], problem: String?) {
    do {
      return (try Preset.loadAll(), nil)
    } catch {
      return ([], OneLine.escape("presets unavailable: \(error)"))
    }
  }
}
