import ConfigFormat
import FloatingPanel
import StrictJSON
import SwiftSyntax

/// `playground import-swift`: reads the `FloatingPanelLayout`, `FloatingPanelBehavior` and
/// `SurfaceAppearance` code of an iOS app that uses upstream FloatingPanel and gives a config,
/// one panel per layout, plus one line per value it could not compute ("FILE:LINE: skipped …",
/// that value keeps FloatingPanel's default).
///
/// ```swift
/// let result = try SwiftImporter.importPanels([.init(name: "Main.swift", bytes: Array(source.utf8))])
/// result.config.panels["searchPanelLandscape"]?.anchors?["tip"]   // inset 69 from the safe area's bottom
/// ```
package enum SwiftImporter {
  /// One file to import.
  package struct Source: Sendable {
    /// Its name in messages (the path given).
    package var name: String
    /// Its bytes.
    package var bytes: [UInt8]

    /// Creates a source.
    package init(name: String, bytes: [UInt8]) {
      self.name = name
      self.bytes = bytes
    }
  }

  /// What an import gives.
  package struct Result {
    /// The config, checked (it decodes and resolves like a file).
    package var config: PlaygroundConfig
    /// One line per value skipped, in file and line order: `FILE:LINE: skipped …`.
    package var skips: [String]
    /// Lines that say how something was read, not that it was skipped: `FILE:LINE: note: …`
    /// (a FloatingPanel 1.x layout translated, FloatingPanel's default layout used).
    package var notes: [String] = []
  }

  /// The largest file one import reads (bytes): 1 MiB.
  package static let maximumFileSize = SwiftSourceFile.maximumSize

  /// The most files one import reads.
  package static let maximumFiles = 256

  /// The CPU time one file may take to be parsed and read, and the pairing after them (seconds;
  /// a 1-MiB file of layouts takes about 13 s in the debug build).
  package static let secondsPerFile: Double = 30

  /// Imports `sources`. `behavior` names the behaviour type to give every imported layout;
  /// `layout` names the one layout to import.
  ///
  /// The import runs on a thread of its own (``ImportWorker``) whose stack holds the nesting the
  /// budgets allow; each file has `secondsPerFile` (``secondsPerFile``) to be parsed and read, and
  /// the files together may grow the process by `memoryBudgetMiB` (``ImportMemory``).
  ///
  /// - Throws: ``SwiftImportError`` when a file is not Swift, nests too deeply, runs out of time,
  ///   or nothing is a layout or behaviour.
  package static func importPanels(
    _ sources: [Source], behavior: String? = nil, layout: String? = nil, secondsPerFile: Double = secondsPerFile,
    memoryBudgetMiB: Int = ImportMemory.defaultBudgetMiB
  ) throws(SwiftImportError) -> Result {
    guard !sources.isEmpty, sources.count <= maximumFiles else {
      throw SwiftImportError(file: "", message: "give 1 to \(maximumFiles) Swift files")
    }
    return try ImportWorker.run(secondsPerFile: secondsPerFile) { worker throws(SwiftImportError) in
      // Each file is read into what the pairing needs (SwiftFileSummary) and its tree freed
      // before the next one is parsed.
      var files: [SwiftFileSummary] = []
      var states: [String: SwiftValue] = [:]
      let memory = ImportMemory(budgetMiB: memoryBudgetMiB)
      for (i, s) in sources.enumerated() {
        try worker.begin(s.name)
        files.append(try SwiftFileSummary.read(s, index: i, states: &states, adding: true))
        try memory.check(after: s.name)
      }
      // A file that used a custom state declared (again) by a later file is read again with them all.
      for i in files.indices where files[i].needsRescan(states: states) {
        try worker.begin(sources[i].name)
        files[i] = try SwiftFileSummary.read(sources[i], index: i, states: &states, adding: false)
      }
      try worker.begin("")
      var importer = Importer(files: files)
      let result = try importer.run(behavior: behavior, layout: layout)
      let size = result.config.jsonText().utf8.count
      guard size <= ConfigFile.maxFileSize else {
        throw SwiftImportError(
          file: "", message: "the config would be \(size) bytes, over the 1 MiB a config may have; import fewer layouts (--layout NAME) or fewer files",
          skips: result.skips)
      }
      return result
    }
  }

  /// The panel name of a layout or behaviour type: without export-swift's `Tuned` prefix and the
  /// `Layout`/`Behavior` suffix, first letter lower-case (`SearchPanelLandscapeLayout` →
  /// `searchPanelLandscape`); nil when that cannot name a panel.
  package static func panelName(of type: String) -> String? {
    var stem = self.stem(of: type)
    if stem.hasPrefix("Tuned"), let next = stem.dropFirst(5).first, next.isUppercase { stem.removeFirst(5) }
    guard let first = stem.first else { return nil }
    let name = first.lowercased() + stem.dropFirst()
    return PlaygroundConfig.isValidName(name) ? name : nil
  }

  /// The role an imported panel plays in the scene, from its name: search, detail or modal when
  /// the name says so (`searchPanelLandscape`, `detailPanelPhone`), else plain (neutral content);
  /// nil when the name is the role itself (`search`), which says it already.
  package static func role(of panel: String) -> PanelConfig.Role? {
    let lower = panel.lowercased()
    let role = [PanelConfig.Role.search, .detail, .modal].first { lower.contains($0.rawValue) } ?? .plain
    return role.rawValue == panel ? nil : role
  }

  /// `type` without a `Layout`, `Behavior` or `Behaviour` suffix.
  static func stem(of type: String) -> String {
    for suffix in ["Layout", "Behavior", "Behaviour"] where type.hasSuffix(suffix) && type.count > suffix.count {
      return String(type.dropLast(suffix.count))
    }
    return type
  }
}
