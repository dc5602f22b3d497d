import ArgumentParser
import FloatingPanel
import Foundation
import PanelRendering
import PlaygroundCore
import PlaygroundUI
import SDLKit

/// `playground screenshot --out FILE.png`: renders the scene without a display (software
/// renderer on an in-memory surface) once the panels have settled, and writes a PNG.
struct ScreenshotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "screenshot",
    abstract: "Render the scene headless (no display needed) and write a PNG.",
    discussion: """
      The panels are settled (springs run to rest at 60 Hz) before the frame is drawn, so the same
      options always give the same pixels. Examples:
        playground screenshot --out shot.png
        playground screenshot --out portrait.png --size 390x844 --state full
        playground screenshot --out detail.png --detail
        playground screenshot --out side.png --position left --modal
        playground screenshot --out tuning.png --tuning
      """
  )

  @Option(help: "Where to write the PNG.")
  var out: String

  @OptionGroup var scene: SceneOptions

  @Option(help: "State of the front panel (search, or detail with --detail): full, half, tip or hidden.")
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

  init() {}

  func validate() throws {
    if let state { _ = try SceneArguments.state(state) }
    guard !out.isEmpty else { throw ValidationError("--out must name a file, e.g. --out shot.png") }
  }

  func run() throws {
    let options = SceneSetup(
      position: try scene.edge(), state: try state.map(SceneArguments.state), detail: detail,
      modal: modal, help: keys, tuning: tuning)
    do {
      let image = try options.renderHeadless(size: scene.size.size, hud: hud)
      try AtomicFile.write(try image.pngBytes(), to: out)
    } catch let error as ValidationError {
      throw error
    } catch {
      FileHandle.standardError.write(Data("playground screenshot: \(error)\n".utf8))
      throw ExitCode(1)
    }
    print(out)
  }
}
