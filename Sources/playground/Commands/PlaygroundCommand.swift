import ArgumentParser

/// The `playground` command line: the window by default, plus headless commands.
struct PlaygroundCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "playground",
    abstract: "FloatingPanel for Linux: drag Maps-like panels, replay gestures, render and measure.",
    discussion: """
      Without a subcommand, opens the playground window (needs a display; see \
      `playground window --help`).

      Examples:
        xvfb-run -a -s "-screen 0 1280x800x24" playground
        playground screenshot --out shot.png --size 390x844 --state full
        playground bench --frames 600 --size 1280x800
        playground replay Assets/scripts/flick-to-full.json
        playground bench engine
      """,
    version: PlaygroundVersion.current,
    subcommands: [
      MotionCommand.self, AnimateCommand.self,
      WindowCommand.self, ReplayCommand.self, BenchCommand.self, ExportSwiftCommand.self, ScreenshotCommand.self,
      FilmstripCommand.self, SnapshotCommand.self, FuzzCommand.self, FeelCommand.self, KeysCommand.self,
    ] + importCommands,
    defaultSubcommand: WindowCommand.self
  )

  init() {}
}

extension PlaygroundCommand {
  /// import-swift; in a build without it (`make run`'s and `make sanitize`'s, Package.swift's
  /// ImportSwift trait) the launcher that builds it on first use.
  static var importCommands: [any ParsableCommand.Type] {
    #if PLAYGROUND_IMPORT_SWIFT
      [ImportSwiftCommand.self]
    #else
      [ImportSwiftLauncher.self]
    #endif
  }
}
