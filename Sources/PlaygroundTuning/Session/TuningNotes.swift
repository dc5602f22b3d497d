import ConfigFormat
import PlaygroundCore
import SwiftSource

/// The HUD's lines about the tuning while the cards are shown, from what the session knows: the
/// panel, its preset (or "customised"), the unsaved mark and, on a phone, the S hint (the compact
/// HUD shows this first line); the save and export keys; the presets; a clipped release; A/B.
///
/// ```swift
/// TuningNotes(role: .search, preset: "maps", unsaved: true, fileName: "tuning.json").lines
/// // ["tuning search · preset maps · unsaved", "Ctrl+S saves tuning.json · E export"]
/// ```
package struct TuningNotes: Equatable, Sendable {
  /// The panel the card shows.
  package var role: PanelRole
  /// The preset last chosen (nil after an edit or a load).
  package var preset: String?
  /// Whether an edit changed a panel since the preset or the file.
  package var isCustomised = false
  /// Whether the document has edits not saved.
  package var unsaved = false
  /// The narrow window's page hint (` · S: plot`, ` · S hides`), empty when wide.
  package var pageHint = ""
  /// The config file's name (where Ctrl+S saves).
  package var fileName: String
  /// What E exports for.
  package var exportTarget = ExportTarget.engine
  /// The presets' names, Alt+1… (the first nine are listed).
  package var presets: [String] = []
  /// The plotted release's clip, if the window's edge stopped it.
  package var clip: MotionClip?
  /// The A/B line, if A is pinned.
  package var comparison: String?
  /// With A pinned: the card rows where A differs from B (empty: the same), for the first line
  /// (the compact HUD shows only that one).
  package var pinnedDifferences: [String]?

  /// Notes for the card of `role`, saving to `fileName`.
  package init(role: PanelRole, preset: String? = nil, unsaved: Bool = false, fileName: String) {
    self.role = role
    self.preset = preset
    self.unsaved = unsaved
    self.fileName = fileName
  }

  /// The lines, first the one the compact HUD shows; the A/B line last.
  package var lines: [String] {
    let look = preset.map { " · preset \($0)" } ?? (isCustomised ? " · customised" : "")
    let pinned = pinnedDifferences.map { d in " · A pinned" + (d.isEmpty ? ", same as B" : ": " + d.prefix(2).joined(separator: ", ") + (d.count > 2 ? " …" : "")) } ?? ""
    var out = [
      "tuning \(role.rawValue)" + look + (unsaved ? " · unsaved" : "") + pinned + pageHint,
      "Ctrl+S saves \(fileName) · E export" + (exportTarget == .engine ? "" : " \(exportTarget.title)"),
    ]
    if !presets.isEmpty {
      out.append("Alt+ presets: " + presets.prefix(9).enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: " · "))
    }
    if let clip {
      out.append("last release clipped at the window's edge: the spring's own overshoot \(DecimalText.fixed(clip.own.overshoot, digits: 1)) pt")
    }
    if let comparison { out.append(comparison) }
    return out
  }
}
