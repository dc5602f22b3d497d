import ArgumentParser
import ConfigFormat
import Foundation
import PlaygroundCore
import StrictJSON
import SwiftSource

/// `playground export-swift --config FILE.json`: prints Swift source of a `FloatingPanelLayout`
/// and a `FloatingPanelBehavior` conformance per panel, with the tuned values, that compiles
/// against the engine module.
struct ExportSwiftCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export-swift",
    abstract: "Print Swift source of the layouts and behaviours of a tuning config.",
    discussion: """
      The source imports only the engine module (FloatingPanel). For a panel named "search" it \
      declares TunedSearchLayout, TunedSearchBehavior, makeTunedSearchPanel(environment:) and, when \
      the panel has a release rule (minimumFlickVelocityToAdvance), TunedSearchDelegate.

      A bad file prints one line naming the field on stderr and exits with status 2. Limits: a \
      config file of at most 1 MiB, read strictly (no trailing commas, duplicate keys or nulls); \
      panel and state names: a letter, then letters, digits, '-' or '_' (64 at most).

      Example:
        playground export-swift --config Assets/presets/snappy.json > Tuned.swift
      """
  )

  @Option(help: "The config file (JSON: {\"panels\": {\"search\": {…}}}, the format of --config).")
  var config: String

  init() {}

  func run() throws {
    let source: String
    do {
      let parsed = try ConfigFile.load(path: config)
      source = try SwiftExporter.source(for: parsed, origin: (config as NSString).lastPathComponent)
    } catch let error as ConfigError {
      FileHandle.standardError.write(Data("playground export-swift: \(error)\n".utf8))
      throw ExitCode(2)
    } catch {
      FileHandle.standardError.write(Data("playground export-swift: \(OneLine.escape(config)): \(error)\n".utf8))
      throw ExitCode(2)
    }
    try StandardOutput.write(source, command: "export-swift")
  }
}
