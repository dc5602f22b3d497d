// Corpus form of HOONITANG/Planner, planner/Cotroller/MyFloatingPanelLayout.swift
// @ fc0a20e741d1bf269f5daafdaab6f0211cae2760 (licence: none found). Written for this corpus (no code copied).
import FloatingPanel

class CalendarDrawerLayout: FloatingPanelLayout {
    let position: FloatingPanelPosition = .top
    let initialState: FloatingPanelState = .tip

    var anchors: [FloatingPanelState : FloatingPanelLayoutAnchoring] {
        return [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 100.0, edge: .bottom, referenceGuide: .safeArea),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 72.0, edge: .top, referenceGuide: .safeArea)
        ]
    }
}
