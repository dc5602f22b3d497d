// Corpus form of sapgv/SatelliteBank, SatelliteBank/ViewControllers/MapViewController/MyFloatingPanelLayout.swift
// @ 70cd5e161082652a420d8d44105b19307676bb26 (licence: none found). Written for this corpus (no code copied).
import FloatingPanel

class BankMapPanelLayout: FloatingPanelLayout {
    let position: FloatingPanelPosition = .bottom
    let initialState: FloatingPanelState = .tip
    let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .full: FloatingPanelLayoutAnchor(absoluteInset: 20.0, edge: .top, referenceGuide: .safeArea),
//      .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: 150.0, edge: .bottom, referenceGuide: .safeArea),
    ]
}
