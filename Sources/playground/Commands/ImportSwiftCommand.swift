// Only in a build with the ImportSwift trait (Package.swift): not `make run`'s or `make sanitize`'s, which run ImportSwiftLauncher.
#if PLAYGROUND_IMPORT_SWIFT
import ArgumentParser
import ConfigFormat
import Foundation
import StrictJSON
import SwiftImport

/// `playground import-swift FILE.swift… [--out CONFIG.json]`: reads an iOS app's upstream
/// FloatingPanel code (layouts, behaviours, surface appearances) and writes a playground config.
struct ImportSwiftCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import-swift",
    abstract: "Write a config from an iOS app's FloatingPanelLayout, FloatingPanelBehavior and SurfaceAppearance code.",
    discussion: """
      Reads Swift source written for upstream FloatingPanel 3.x (parsed with swift-syntax) and \
      writes one panel per FloatingPanelLayout type (class, struct or extension; \
      FloatingPanelBottomLayout subclasses too). It reads position, initialState, anchors \
      (FloatingPanelLayoutAnchor with absoluteInset or fractionalInset, edge and referenceGuide; \
      custom states made with FloatingPanelState(rawValue:order:)), backdropAlpha(for:) as a \
      literal, a ternary or a switch over states, and prepareLayout's width (height) given \
      equalToConstant:. Of a FloatingPanelBehavior (or FloatingPanelDefaultBehavior subclass): \
      springDecelerationRate, springResponseTime, momentumProjectionRate (literals, or \
      UIScrollView.DecelerationRate .normal/.fast .rawValue with + or - a literal), \
      shouldProjectMomentum, redirectionalProgress, allowsRubberBanding(for:) and \
      removalInteractionVelocityThreshold. Of a SurfaceAppearance() made in a function: \
      cornerRadius, backgroundColor, borderWidth/Color and shadows; and a controller's \
      isRemovalInteractionEnabled, surfaceView margins, padding and grabber. In SwiftUI code, \
      each .floatingPanel(…) { … } call is a panel set up by the modifiers after it (the \
      nearest of each kind): .floatingPanelLayout, .floatingPanelBehavior, \
      .floatingPanelSurfaceAppearance (a static member or function of the files, upstream's \
      .transparent(…), a closure called in place), .floatingPanelGrabberHandlePadding and the \
      start value of .floatingPanelState's binding.

      A behaviour goes with the layout a function gives the same controller, else with the \
      layout of the same name stem (SearchLayout, SearchBehavior), else with the only layout; \
      --behavior NAME gives that behaviour to every layout and --layout NAME imports only that \
      layout. An appearance goes with the layout whose name its function's name contains, \
      else the first one goes to every panel.

      A value that is not a literal (a variable, a size-class branch, an intrinsic or adaptive \
      anchor, which depend on the content's size) keeps FloatingPanel's default and prints one \
      line "FILE:LINE: skipped …" on stderr; the import still succeeds (status 0). A file \
      that is not UTF-8 Swift, larger than 1 MiB, or an import without any layout or behaviour \
      prints one line and exits with status 2; a failed write exits with status 1. Limits: \
      256 files of at most 1 MiB each; nesting 128 levels (brackets, generic arguments, #if, \
      string interpolations, try/await, -> and else-if chains; 12 square brackets and 8 \
      interpolations inside each other); syntax 1000 levels deep (a.b.b…, a!!!…); 30 s per \
      file; 512 MiB of memory for the files together (--memory-budget); a config of at most \
      1 MiB. Beyond them: one line, status 2. An expression nested \
      over 64 levels or with over 64 operators is skipped with a line. --out may not name one \
      of the Swift files read.

      Example:
        playground import-swift MainViewController.swift --out maps.json
      """
  )

  @Argument(help: "The Swift files to read (at most 256, each at most 1 MiB).")
  var files: [String]

  @Option(help: "Write the config to this file (atomically) instead of standard output.")
  var out: String?

  @Option(help: "The FloatingPanelBehavior type to give every imported layout.")
  var behavior: String?

  @Option(help: "The one FloatingPanelLayout type to import.")
  var layout: String?

  @Option(help: "The memory the import may grow by, MiB (a 1-MiB file's tree takes 110-300 while it is read; each tree is freed before the next file).")
  var memoryBudget: Int = 512

  init() {}

  func run() throws {
    let result: SwiftImporter.Result
    do {
      guard files.count <= SwiftImporter.maximumFiles else {
        throw SwiftImportError(file: "", message: "give at most \(SwiftImporter.maximumFiles) files")
      }
      var sources: [SwiftImporter.Source] = []
      for path in files {
        do {
          sources.append(SwiftImporter.Source(name: path, bytes: try InputFile.read(path, limit: SwiftImporter.maximumFileSize, expecting: "a Swift source file")))
        } catch {
          throw SwiftImportError(file: path, message: error.message)
        }
      }
      if let out, let i = files.firstIndex(where: { Self.sameFile($0, out) }) {
        throw SwiftImportError(file: out, message: "--out names the Swift file \(files[i]) that is read; give another path for the config")
      }
      guard (1...65_536).contains(memoryBudget) else {
        throw SwiftImportError(file: "", message: "--memory-budget \(memoryBudget): give 1 to 65536 MiB")
      }
      result = try SwiftImporter.importPanels(sources, behavior: behavior, layout: layout, memoryBudgetMiB: memoryBudget)
    } catch let error as SwiftImportError {
      StandardError.write(error.skips.map { "\($0)\n" }.joined())
      StandardError.write("playground import-swift: \(error)\n")
      throw ExitCode(ExitStatus.badInput)
    }
    let messages = result.notes + result.skips
    if !messages.isEmpty {
      StandardError.write(messages.map { "\($0)\n" }.joined())
    }
    let text = result.config.jsonText()
    guard let out else { return try StandardOutput.write(text, command: "import-swift") }
    do {
      try AtomicFile.write(Array(text.utf8), to: out)
    } catch {
      StandardError.write("playground import-swift: \(error)\n")
      throw ExitCode(ExitStatus.failure)
    }
  }

  /// Whether `a` and `b` are the same existing file (symbolic links followed).
  static func sameFile(_ a: String, _ b: String) -> Bool {
    var x = stat(), y = stat()
    guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
    return x.st_dev == y.st_dev && x.st_ino == y.st_ino
  }
}
#endif
