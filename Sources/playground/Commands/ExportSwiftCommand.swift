import ArgumentParser
import ConfigFormat
import Foundation
import PlaygroundCore
import PlaygroundTuning
import StrictJSON
import SwiftSource

/// `playground export-swift --config FILE.json [--target engine|uikit|swiftui]`: prints Swift
/// source of a `FloatingPanelLayout` and a `FloatingPanelBehavior` per panel, with the tuned
/// values, for the engine module (the default) or upstream FloatingPanel 3.x in UIKit or SwiftUI.
struct ExportSwiftCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export-swift",
    abstract: "Print Swift source of the layouts and behaviours of a tuning config.",
    discussion: """
      --target engine (the default): the source imports only this package's engine module \
      (FloatingPanel). For a panel named "search" it declares TunedSearchLayout, TunedSearchBehavior, \
      makeTunedSearchPanel(environment:) and, when the panel has a release rule \
      (minimumFlickVelocityToAdvance), TunedSearchDelegate.

      --target uikit: code for upstream FloatingPanel 3.x (scenee/FloatingPanel; checked against \
      3.2.2): the classes TunedSearchLayout (FloatingPanelLayout) and TunedSearchBehavior \
      (FloatingPanelBehavior), makeTunedSearchSurfaceAppearance() when the panel sets a look, \
      TunedSearchDelegate when a presenting, dismissing or moving spring or a release rule is tuned \
      (animators and the target state), and makeTunedSearchPanel(delegate:), which also sets removal, \
      margins, padding, grabber and backdrop colour. --target swiftui: the same layout, behaviour, \
      appearance and delegate, a TunedSearchCoordinator for what upstream's SwiftUI modifiers do not \
      set, and a View modifier tunedSearchPanel(content:) that applies .floatingPanelLayout, \
      .floatingPanelBehavior, .floatingPanelSurfaceAppearance and .floatingPanelGrabberHandlePadding.

      Limits of uikit and swiftui: upstream cannot express the closed-form integrator, the \
      rushingForward target-state policy, the threshold dismissal policy or a custom rubber band; each \
      is a comment in the source and one line on stderr ("export-swift: PANEL: …"), and the exit \
      status stays 0.

      A bad file prints one line naming the field on stderr and exits with status 2. Limits: a \
      config file of at most 1 MiB, read strictly (no trailing commas, duplicate keys or nulls); \
      panel and state names: a letter, then letters, digits, '-' or '_' (64 at most).

      --preset NAME exports a preset (default, maps, no-bounce, rushing-forward, slow-soft, snappy) from \
      Assets/presets or, outside the package, from the resource bundle installed next to the \
      binary; an unknown name exits 2 with the names, no presets at all exits 1.
      Examples:
        playground export-swift --config Assets/presets/snappy.json > Tuned.swift
        playground export-swift --preset snappy
      """
  )

  @Option(help: "The config file (JSON: {\"panels\": {\"search\": {…}}}, the format of --config).")
  var config: String?

  @Option(help: "A preset by name instead of --config (the window's Alt+1…6: default, maps, no-bounce, rushing-forward, slow-soft, snappy).")
  var preset: String?

  @Option(help: "What the source is for: engine (this package's engine module, the default), uikit or swiftui (upstream FloatingPanel 3.x).")
  var target: ExportTarget = .engine

  init() {}

  func validate() throws {
    guard (config == nil) != (preset == nil) else { throw ValidationError("give either --config FILE.json or --preset NAME") }
  }

  func run() throws {
    let source: String
    var unsupported: [String] = []
    let (parsed, origin) = try load()
    do {
      if target == .engine {
        source = try SwiftExporter.source(for: parsed, origin: origin)
        unsupported = parsed.panelNames.compactMap { n in parsed.panels[n].flatMap(SwiftExporter.variantsLine).map { "\(n): \($0)" } }
      } else {
        let export = try UpstreamExport(config: parsed, target: target, origin: origin)
        (source, unsupported) = (export.source, export.unsupported)
      }
    } catch {
      StandardError.write("playground export-swift: \(OneLine.escape(config ?? preset ?? "")): \(error)\n")
      throw ExitCode(2)
    }
    for line in unsupported {
      StandardError.write("playground export-swift: \(OneLine.escape(line)); kept as a comment in the source\n")
    }
    try StandardOutput.write(source, command: "export-swift")
  }
}

extension ExportSwiftCommand {
  /// The config to export and the file name the source names: `--config`'s file, or the preset
  /// `--preset` names (from ``Preset/loadAll(directory:)``). Prints one line and exits 2 for a bad
  /// file or an unknown preset, 1 when no presets are installed.
  func load() throws -> (PlaygroundConfig, origin: String) {
    if let config {
      do {
        return (try ConfigFile.load(path: config), FilePathName.lastComponent(of: config))
      } catch {
        StandardError.write("playground export-swift: \(error)\n")
        throw ExitCode(2)
      }
    }
    let name = preset ?? ""
    let presets: [Preset]
    do {
      presets = try Preset.loadAll()
    } catch {
      StandardError.write("playground export-swift: presets unavailable: \(error)\n")
      throw ExitCode(1)
    }
    guard let found = presets.first(where: { $0.name == name }) else {
      let names = presets.map(\.name).joined(separator: ", ")
      StandardError.write("playground export-swift: --preset \(OneLine.escape(name)): no such preset; use one of \(names)\n")
      throw ExitCode(2)
    }
    return (found.config, name + ".json")
  }
}

extension ExportTarget: ExpressibleByArgument {}
