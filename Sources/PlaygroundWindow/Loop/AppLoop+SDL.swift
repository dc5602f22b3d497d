import ConfigFormat
import FloatingPanel
import PlaygroundCore
import PlaygroundTuning
import PlaygroundUI

extension AppLoop {
  /// Opens the window (``SDLPlatform``) and builds the scene.
  ///
  /// With `configPath`, the panels' behaviours (and layouts, where the file gives anchors) come
  /// from that file (`config`: its contents, when already loaded), which is watched; `presets` are
  /// offered on Alt+1…6. `scale` forces the pixels per point (`--scale`; nil: the display's).
  ///
  /// - Throws: `DisplayUnavailableError` without a display, `FontNotFoundError` without fonts,
  ///   ``ConfigError`` for a bad config file, `SDLError` or `FloatingPanelError` otherwise.
  package convenience init(
    size: SceneSize, position: FloatingPanelPosition = .bottom, configPath: String? = nil,
    config: PlaygroundConfig? = nil, presets: [Preset] = [], scale: Int? = nil
  ) throws {
    let early = Self.prepaint(size, scale: scale ?? 1)
    let sdl = try SDLPlatform(title: Self.title, size: size, scale: scale)
    try self.init(
      platform: sdl.platform, position: position, configPath: configPath, config: config, presets: presets,
      prepaintedMap: early)
  }

  /// Starts painting the map of a `size` window on another core: the first frame's largest cost,
  /// done while SDL starts and the window opens, at `scale` (X11 gives 1 pixel per point unless
  /// `--scale` forces one; another scale paints again, on the loop's thread). Call it before
  /// opening the window.
  package static func prepaint(_ size: SceneSize, scale: Int = 1) -> MapPrepaint {
    MapPrepaint(size: Size(width: Double(size.width), height: Double(size.height)), scale: Double(scale))
  }
}
