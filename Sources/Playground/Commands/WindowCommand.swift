import ArgumentParser
import FloatingPanel
import Foundation
import SDLKit

/// `playground window` (the default): the desktop playground. Two panels over a map; drag them,
/// switch states with 1–4, move them to any edge with T/L/B/R; H lists every key.
public struct WindowCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "window",
    abstract: "Open the playground window (the default command).",
    discussion: """
      Needs a display. Without one, run it under a virtual display:
        xvfb-run -a -s "-screen 0 1280x800x24" playground
      or use the headless commands: playground screenshot, playground bench, playground replay.
      Keys: 1-4 states, arrows/PgUp/PgDn step, Tab focus, T/L/B/R edges, M modal, Esc close,
      H or ? help, P screenshot, Q quit.
      """
  )

  @Option(help: "Window size in points, WIDTHxHEIGHT.", transform: SceneSize.parse)
  var size = SceneSize(width: 1280, height: 800)

  @Option(help: "Edge of the search and detail panels: top, left, bottom or right.")
  var position = "bottom"

  @Option(help: "Quit after this many frames (for smoke tests).")
  var frames: Int?

  @Flag(help: "Hide the HUD (frame times and the focused panel).")
  var noHud = false

  public init() {}

  public func validate() throws {
    _ = try SceneArguments.position(position)
    if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
  }

  public func run() throws {
    do {
      let app = try AppLoop(size: size, position: try SceneArguments.position(position))
      app.drawing.showsHUD = !noHud
      try app.run(maxFrames: frames)
    } catch let error as DisplayUnavailableError {
      FileHandle.standardError.write(Data("playground: \(error)\n".utf8))
      throw ExitCode(2)
    } catch let error as ValidationError {
      throw error
    } catch {
      FileHandle.standardError.write(Data("playground: \(error)\n".utf8))
      throw ExitCode(1)
    }
  }
}
