// Corpus form of OneBusAway/onebusaway-ios, OBAKit/Controls/FloatingPanel/Layouts.swift
// @ 010df6dde926d66f7b4dbf6b2f13f0e8478e677a (licence: Apache-2.0). Written for this corpus (no code copied).
import UIKit
import FloatingPanel

nonisolated final class StopsPanelLayout: FloatingPanelBottomLayout {
    override var initialState: FloatingPanelState {
        return startState
    }

    private var startState: FloatingPanelState
    init(startState: FloatingPanelState) {
        self.startState = startState
    }
}

nonisolated final class StopsPanelWideLayout: FloatingPanelLayout {
    static let PanelWidth: CGFloat = 320

    var position: FloatingPanelPosition = .bottom

    var initialState: FloatingPanelState
    init(initialState: FloatingPanelState) {
        self.initialState = initialState
    }

    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        return [
            .full: FloatingPanelLayoutAnchor(absoluteInset: 20.0, edge: .top, referenceGuide: .safeArea),
            .half: FloatingPanelLayoutAnchor(fractionalInset: 0.45, edge: .bottom, referenceGuide: .safeArea),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 72.0, edge: .bottom, referenceGuide: .safeArea)
        ]
    }

    func prepareLayout(surfaceView: UIView, in view: UIView) -> [NSLayoutConstraint] {
        return [
            surfaceView.leftAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor, constant: 12.0),
            surfaceView.widthAnchor.constraint(equalToConstant: StopsPanelWideLayout.PanelWidth)
        ]
    }

    func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        return 0.0
    }
}
