// Corpus form of Prography-8th-team8/team8-iOS, CAKK/CAKK/Sources/Views/FloatingPanelLayout/FilterFloatingPanelLayout.swift
// @ 2302fec682980f6b2d381f598dab1f54b6757553 (licence: none found). Written for this corpus (no code copied).
import FloatingPanel

class SortOptionsPanelLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .hidden
  let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
    .tip: FloatingPanelLayoutAnchor(absoluteInset: 320, edge: .bottom, referenceGuide: .safeArea)
  ]

  func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
    return 0.45
  }
}
