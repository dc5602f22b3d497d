import ArgumentParser

/// `playground bench`: measured costs, printed as numbers.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure frame and engine costs and print p50/p95/p99.",
    subcommands: [BenchSceneCommand.self, BenchEngineCommand.self, BenchRenderCommand.self, BenchWindowCommand.self, BenchSoakCommand.self],
    defaultSubcommand: BenchSceneCommand.self
  )

  init() {}
}
