import ConfigFormat
import FloatingPanel
import Foundation
import MotionTesting
import PlaygroundAssets
import PlaygroundCore
import StrictJSON

/// A motion case as the replay script it runs: a script or recording with the case's viewport,
/// clock, end and behaviour applied, or the script of a synthetic release (the panel at a state,
/// grabbed at its grabber and released at a velocity). Problems are one line naming the case and
/// field (``MotionSuite/failure(_:code:)``, exit 2).
enum MotionCaseScript {
  /// The script of case `c` of the manifest at `manifest` (paths relative to `dir`).
  static func script(for c: MotionManifest.Case, dir: String, manifest: String) throws -> ReplayScript {
    let where_ = "\(manifest): \(c.label)"
    var behavior: BehaviorConfig?
    var configPanel: PanelConfig?
    if let file = c.config.map({ resolve($0, in: dir) }) {
      let config: PlaygroundConfig
      do {
        config = try ConfigFile.load(path: file)
      } catch {
        throw MotionSuite.failure("\(where_).config: \(error)")
      }
      let name = c.panel ?? (config.panels["search"] != nil ? "search" : config.panelNames.first ?? "search")
      guard let panel = config.panels[name] else {
        throw MotionSuite.failure("\(where_).panel: '\(name)' is not a panel of \(file) (panels: \(config.panelNames.joined(separator: ", ")))")
      }
      configPanel = panel
      behavior = panel.behavior
    }
    if let name = c.preset { behavior = try preset(name, dir: dir, where_: where_).behavior(for: "search") }
    var script: ReplayScript
    switch c.gesture {
    case .script(let path), .recording(let path):
      let field = if case .script = c.gesture { "script" } else { "recording" }
      do {
        script = try ReplayScript.load(path: resolve(path, in: dir))
      } catch {
        throw MotionSuite.failure("\(where_).\(field): \(resolve(path, in: dir)): \(error)")
      }
      if let behavior { script.panel.behavior = behavior }
      if let viewport = c.viewport { script.viewport = viewport }
    case .release(let from, let velocity):
      var panel = configPanel ?? PanelConfig()
      if configPanel == nil { panel.position = c.position ?? .bottom }
      if let behavior { panel.behavior = behavior }
      panel.initialState = from
      script = ReplayScript(viewport: c.viewport ?? Size(width: 390, height: 844), panel: panel, events: [], until: 3)
      script.events = try releaseEvents(script, velocity: velocity, where_: where_)
    }
    if let rate = c.displayRate { script = script.at(displayRate: rate) }
    if let until = c.until { script.until = until }
    let frames = Int(script.until * script.fps) + 1
    guard frames <= MotionGolden.maximumFrames else {
      throw MotionSuite.failure("\(where_).until: \(frames) frames (until × fps) is more than a golden holds (\(MotionGolden.maximumFrames)); shorten it")
    }
    return script
  }

  /// Down at the panel's grabber at 0.1 s, a drag of 1 pt in the release's direction one frame
  /// later, and the release there one more frame later at `velocity`.
  static func releaseEvents(_ script: ReplayScript, velocity: Double, where_: String) throws -> [ReplayScript.Event] {
    let panel: FloatingPanelController
    do {
      let (layout, behavior) = try script.panel.engineConfiguration(path: "panel")
      let env = LayoutEnvironment(containerSize: script.viewport, safeAreaInsets: script.safeArea, scale: script.scale)
      panel = try FloatingPanelController(layout: layout, behavior: behavior, environment: env)
    } catch let error as InputError {
      let field = error.path.hasSuffix("initialState") ? "release.from" : (error.path.isEmpty ? "config" : error.path)
      throw MotionSuite.failure("\(where_).\(field): \(error.message)")
    } catch {
      throw MotionSuite.failure("\(where_).release: \(error)")
    }
    let band = panel.grabberBand
    let p = Point(x: band.midX, y: band.midY)
    // A drag begins with a move: one point in the release's direction, then the release.
    let step = velocity == 0 ? 0 : (velocity < 0 ? -1.0 : 1.0)
    let q = panel.position.isVertical ? Point(x: p.x, y: p.y + step) : Point(x: p.x + step, y: p.y)
    let t = 0.1, h = 1 / script.fps
    return [
      .synthetic(at: t, .down(p)),
      .synthetic(at: t + h, .drag(q)),
      .synthetic(at: t + 2 * h, .up(q, velocity: velocity)),
    ]
  }

  /// The preset `name`: `presets/NAME.json` next to the manifest when it exists, else the
  /// playground's (Assets/presets, or the resource bundle next to the binary).
  static func preset(_ name: String, dir: String, where_: String) throws -> Preset {
    let own = resolve("presets/\(name).json", in: dir)
    do {
      if FileManager.default.fileExists(atPath: own) { return try Preset.load(path: own) }
      let all = try Preset.loadAll()
      guard let p = all.first(where: { $0.name == name }) else {
        throw MotionSuite.failure("\(where_).preset: '\(name)' is not a preset (presets: \(all.map(\.name).joined(separator: ", ")))")
      }
      return p
    } catch let error as ConfigError {
      throw MotionSuite.failure("\(where_).preset: \(error)")
    }
  }

  /// `file` relative to `dir` unless absolute.
  static func resolve(_ file: String, in dir: String) -> String {
    file.hasPrefix("/") ? file : MotionPath.joining(dir, file)
  }
}
