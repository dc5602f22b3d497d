import ArgumentParser

/// The `playground` command line: the window by default, plus headless commands.
public struct PlaygroundCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "playground",
    abstract: "FloatingPanel for Linux: drag Maps-like panels, replay gestures, render and measure.",
    discussion: """
      Without a subcommand, runs the example replay (the window lands with the window issue).
      Examples:
        playground replay Assets/scripts/flick-to-full.json
        playground bench engine
      """,
    subcommands: [ReplayCommand.self, BenchCommand.self]
  )

  public init() {}
}
