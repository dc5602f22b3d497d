import Foundation
import Testing

/// "Porting from FloatingPanel on iOS" has a row for every public type of upstream FloatingPanel's
/// `Sources/`, and every row either names a counterpart here or says why there is none.
@Suite struct PortingTableTests {
  /// The public and open types declared in scenee/FloatingPanel's `Sources/` at 3.2.2
  /// (commit 7efcc76): `BackdropView.swift`, `Behavior.swift`, `Controller.swift`, `Core.swift`,
  /// `GrabberView.swift`, `Layout.swift`, `LayoutAnchoring.swift`, `LayoutProperties.swift`,
  /// `Position.swift`, `State.swift`, `SurfaceView.swift` and `SwiftUI/`. (`FloatingPanelState.RawValue`,
  /// a typealias of `String` required by `RawRepresentable`, is left out.)
  static let upstreamTypes = [
    "BackdropView", "FloatingPanelBehavior", "FloatingPanelDefaultBehavior",
    "FloatingPanelControllerDelegate", "FloatingPanelController",
    "FloatingPanelController.ContentInsetAdjustmentBehavior", "FloatingPanelController.ContentMode",
    "FloatingPanelPanGestureRecognizer", "GrabberView", "FloatingPanelLayout", "FloatingPanelBottomLayout",
    "FloatingPanelLayoutAnchoring", "FloatingPanelLayoutAnchor", "FloatingPanelIntrinsicLayoutAnchor",
    "FloatingPanelAdaptiveLayoutAnchor", "FloatingPanelReferenceEdge", "FloatingPanelLayoutReferenceGuide",
    "FloatingPanelLayoutContentBoundingGuide", "FloatingPanelPosition", "FloatingPanelState",
    "SurfaceAppearance", "SurfaceAppearance.Shadow", "SurfaceView", "FloatingPanelCoordinator",
    "FloatingPanelDefaultCoordinator", "FloatingPanelDefaultCoordinator.Event", "FloatingPanelProxy",
  ]

  /// The article's table rows, keyed by the upstream type in their first cell.
  static func rows() throws -> [String: (here: String, notes: String)] {
    let url = ListingCatalog.root.appendingPathComponent("Sources/FloatingPanel/FloatingPanel.docc/PortingFromIOS.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var rows: [String: (String, String)] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 5 else { continue }  // "", type, here, notes, ""
      let type = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      rows[type] = (cells[2], cells[3])
    }
    return rows
  }

  @Test func everyUpstreamTypeHasARow() throws {
    let rows = try Self.rows()
    for type in Self.upstreamTypes {
      #expect(rows[type] != nil, "PortingFromIOS.md has no table row for upstream's \(type)")
    }
    #expect(Self.upstreamTypes.count == 27)
  }

  @Test func everyRowNamesACounterpartOrSaysWhyNot() throws {
    for (type, row) in try Self.rows() {
      let notApplicable = row.notes.contains("Not applicable on Linux")
      let linksHere = row.here.contains("``")
      #expect(linksHere || notApplicable, "\(type): name the counterpart (a ``symbol`` link) or say \"Not applicable on Linux\"")
      if row.here == "—" {
        #expect(notApplicable, "\(type): a row without a counterpart must say \"Not applicable on Linux\" and why")
        // The reason follows the phrase: more than a few words.
        let reason = row.notes.components(separatedBy: "Not applicable on Linux").last ?? ""
        #expect(reason.split(separator: " ").count >= 4, "\(type): say why it is not applicable")
      }
    }
  }
}
