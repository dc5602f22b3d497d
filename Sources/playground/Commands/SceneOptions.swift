import ArgumentParser
import FloatingPanel
import PlaygroundWindow

/// The options `window` and `screenshot` share: the window size and the edge of the search and
/// detail panels.
struct SceneOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Window size in points, WIDTHxHEIGHT (240x240 … 8192x8192).", transform: SceneSize.parse)
  var size = SceneSize(width: 1280, height: 800)

  @Option(help: "Edge of the search and detail panels: top, left, bottom or right.")
  var position = "bottom"

  init() {}

  func validate() throws {
    _ = try SceneArguments.position(position)
  }

  /// The parsed edge.
  func edge() throws -> FloatingPanelPosition { try SceneArguments.position(position) }
}
