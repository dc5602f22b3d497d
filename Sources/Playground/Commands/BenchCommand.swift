import ArgumentParser

/// `playground bench`: measured costs, printed as numbers.
public struct BenchCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure frame and engine costs and print p50/p95/p99.",
    subcommands: [BenchSceneCommand.self, BenchEngineCommand.self, BenchRenderCommand.self],
    defaultSubcommand: BenchSceneCommand.self
  )

  public init() {}
}
