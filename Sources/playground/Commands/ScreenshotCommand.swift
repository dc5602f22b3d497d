import ArgumentParser
import ConfigFormat
import FloatingPanel
import Foundation
import PanelRendering
import PlaygroundCore
import PlaygroundTuning
import PlaygroundUI
import PlaygroundWindow
import SDLKit
import StrictJSON

/// `playground screenshot --out FILE.png`: renders the scene without a display (software
/// renderer on an in-memory surface) once the panels have settled — with a config applied, at a
/// scale, over a background — or a replay script's panel mid-gesture, and writes a PNG.
struct ScreenshotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "screenshot",
    abstract: "Render the scene headless (no display needed) and write a PNG.",
    discussion: """
      The panels are settled (springs run to rest at 60 Hz, or --display-rate) before the frame is drawn, so the \
      same options always give the same pixels. A bad config, script or background prints one \
      line naming the file and field and exits 2.

      Examples:
        playground screenshot --out shot.png
        playground screenshot --out portrait.png --size 390x844 --state full
        playground screenshot --out detail.png --detail --state half
        playground screenshot --out side.png --position left --modal
        playground screenshot --out tuning.png --tuning
        playground screenshot --out compare.png --size 1280x800 --tuning \\
          --compare Assets/presets/slow-soft.json --at 0.15
        playground screenshot --out mine.png --config my-panels.json \\
          --state full --scale 2
        playground screenshot --out mid.png \\
          --script Assets/scripts/flick-to-full.json --at 0.25 --background plain
        playground screenshot --out over.png --config my-panels.json \\
          --background photo.png
        playground screenshot --out chrome.png --config my-panels.json \\
          --background plain --content none
      """
  )

  @Option(help: "Where to write the PNG.")
  var out: String

  @OptionGroup var scene: SceneOptions

  @Option(help: "State of the front panel (search, or detail with --detail: half or tip): full, half, tip, hidden or a state of the config's layout; one the panel lacks exits 2.")
  var state: String?

  @Flag(help: "Open the detail panel for the first place.")
  var detail = false

  @Flag(help: "Show the modal panel with its backdrop.")
  var modal = false

  @Flag(name: .customLong("keys"), help: "Show the help overlay listing every key.")
  var keys = false

  @Flag(help: "Draw the HUD (focused panel, no frame times).")
  var hud = false

  @Flag(help: "Show the tuning and motion-plot cards after a scripted flick of the front panel.")
  var tuning = false

  @Option(help: "A config file (the window's --config format) applied to the scene's panels: layouts, behaviours, looks. Not with --script (a script has its own panel).")
  var config: String?

  @Option(help: "A replay script: draw its panel at --at seconds of its gesture instead of the scene (size: its viewport). Not with --state, --detail, --modal, --keys, --hud, --tuning or --config.")
  var script: String?

  @Option(help: "With --script: the time in seconds of the frame to draw (nearest frame of the script's clock). With --tuning: seconds after the flick's release (default: when everything has stopped).")
  var at: Double?

  @Option(help: "Pixels per point: 1, 2 or 3 (default 1; with --script, the script's own scale).")
  var scale: Int?

  @Option(help: "Behind the panels: map (default), plain, or a PNG file of at most 8192x8192 pixels (stretched to the output; PNG only).")
  var background = "map"

  @Option(help: "What the scene's panels hold: playground (default) or none (their chrome alone, as a host program's panels look before it draws into them; docs/sdl-host.md).")
  var content = "playground"

  @OptionGroup var displayRate: DisplayRateOption

  @Option(help: ArgumentHelp("With --tuning: A/B. A config (the window's --config format, or a preset) whose front-panel behaviour is pinned as A: a ghost of the panel moves with A beside the panel, and the plot draws A dashed with both motions' figures. Only the behaviour is used; layouts and looks come from --config.", valueName: "CONFIG_A"))
  var compare: String?

  @Flag(help: "With --tuning: the plot also draws the flick re-simulated at the other display rate (120 Hz at 60, else 60) with its figures.")
  var compareRates = false

  @Option(help: "light (default) or dark: the appearance whose values a config's system colours (\"system\": \"systemBackground\") draw.")
  var appearance: String?

  init() {}

  func validate() throws {
    if let state { _ = try SceneArguments.state(state) }
    guard !out.isEmpty else { throw ValidationError("--out must name a file, e.g. --out shot.png") }
    if let appearance, appearance != "light", appearance != "dark" {
      throw ValidationError("--appearance \(OneLine.escape(String(appearance.prefix(40)))) is not an appearance; use light or dark")
    }
    if content != "playground", content != "none" {
      throw ValidationError("--content \(OneLine.escape(String(content.prefix(40)))) is not a content; use playground or none")
    }
    if let scale, !(1...3).contains(scale) { throw ValidationError("--scale \(scale) is not a pixel density; use 1, 2 or 3") }
    if script != nil {
      let sceneOnly = [("--state", state != nil), ("--detail", detail), ("--modal", modal), ("--keys", keys), ("--hud", hud),
                       ("--tuning", tuning), ("--config", config != nil)].filter(\.1).map(\.0)
      if let first = sceneOnly.first { throw ValidationError("\(first) draws the scene; it does not go with --script") }
      guard let at else { throw ValidationError("--script needs --at SECONDS, e.g. --at 0.25") }
      guard at.isFinite, at >= 0 else { throw ValidationError("--at \(at) must be a time in seconds ≥ 0") }
    } else if let at, !tuning {
      _ = at
      throw ValidationError("--at needs --script GESTURE.json")
    } else {
      if let at, !(at.isFinite && at >= 0 && at <= 10) { throw ValidationError("--at \(at) must be seconds after the release, 0 to 10") }
      if !tuning, let flag = [("--compare", compare != nil), ("--compare-rates", compareRates)].first(where: \.1)?.0 {
        throw ValidationError("\(flag) compares motions on the plot; add --tuning")
      }
      let size = scene.size.size, density = Double(scale ?? 1)
      if (try? OutputSize.pixels(size, scale: density, path: "--size")) == nil {
        let w = OrderedJSON.format(size.width), h = OrderedJSON.format(size.height)
        let pixels = "\(OrderedJSON.format((size.width * density).rounded()))×\(OrderedJSON.format((size.height * density).rounded()))"
        throw ValidationError("--size \(w)x\(h) at --scale \(scale ?? 1) is \(pixels) pixels; each side must be at most \(Renderer.maximumPixels) pixels")
      }
    }
  }

  func run() throws {
    let image: PixelBuffer
    do {
      image = try shot().render()
    } catch let error as ValidationError {
      throw error
    } catch let error as ExitCode {
      throw error
    } catch let error as ConfigError {
      StandardError.write("playground screenshot: \(error)\n")
      throw ExitCode(2)
    } catch let error as BackgroundFailure {
      StandardError.write("playground screenshot: --background: \(error.error.message)\n")
      throw ExitCode(2)
    } catch let error as InputError {
      StandardError.write("playground screenshot: \(OneLine.escape(script ?? "--background")): \(error)\n")
      throw ExitCode(2)
    } catch let error as SceneSetup.Problem {
      StandardError.write("playground screenshot: \(config.map { "\(OneLine.escape($0)): " } ?? "")\(error)\n")
      throw ExitCode(2)
    } catch {
      StandardError.write("playground screenshot: \(error)\n")
      throw ExitCode(1)
    }
    do {
      try AtomicFile.write(try image.pngBytes(), to: out)
    } catch {
      StandardError.write("playground screenshot: \(error)\n")
      throw ExitCode(1)
    }
    try StandardOutput.print(out, command: "screenshot")
  }

  /// The picture the options describe (reads the config, script and background files; the
  /// background last, once the picture's size is known to be drawable).
  func shot() throws -> Shot {
    var shot = Shot()
    if let script {
      let parsed: ReplayScript
      do {
        parsed = try ReplayScript.load(path: script)
      } catch {
        throw ConfigError(file: script, error: error)
      }
      shot.script = (displayRate.apply(to: parsed), at ?? 0)
      shot.scriptScale = scale.map(Double.init)
      _ = try shot.pixelSize()
      try readBackground(into: &shot)
      return shot
    }
    try readBackground(into: &shot)
    shot.setup = SceneSetup(
      position: try scene.edge(), state: try state.map(SceneArguments.state), detail: detail,
      modal: modal, help: keys, tuning: tuning, scale: Double(scale ?? 1), config: try config.map(ConfigFile.load),
      displayRate: displayRate.rate)
    shot.setup.releaseTime = at
    shot.setup.comparesRates = compareRates
    shot.setup.darkMode = appearance == "dark"
    if let compare {
      let role = detail ? "detail" : "search"
      guard let entry = try ConfigFile.load(path: compare).panels[role] else {
        throw ConfigError(file: compare, message: "has no '\(role)' panel to compare; give panels.\(role).behavior")
      }
      shot.setup.compare = entry.behavior
    }
    shot.size = scene.size.size
    shot.hud = hud
    shot.emptyPanels = content == "none"
    // A config's panels beyond the scene's three places are named, never dropped silently.
    if let config = shot.setup.config, let notice = ConfigPlacement(config).unplacedNotice {
      StandardError.write("playground screenshot: \(notice)\n")
    }
    // Which variant of each panel with variants this size shows (PanelVariant).
    for line in shot.setup.config?.liveVariantLines(in: shot.size) ?? [] {
      StandardError.write("playground screenshot: live variant \(line)\n")
    }
    return shot
  }

  /// Reads `--background` into `shot`; a bad file is a ``BackgroundFailure``.
  private func readBackground(into shot: inout Shot) throws {
    do {
      shot.background = try Shot.background(background)
    } catch {
      throw BackgroundFailure(error: error)
    }
  }
}

/// A `--background` file that cannot be used (exit 2, one line naming it).
struct BackgroundFailure: Error {
  /// What is wrong with the file.
  let error: InputError
}
