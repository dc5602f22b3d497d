// Corpus form of JK0369/ExBottomSheet_example, ExBottomSheet/BottomSheet/TouchBlockIntrinsicPanelLayout.swift
// @ 048ecc869060c567ec850b3bfc383c8ac9d7f8b4 (licence: none found). Written for this corpus (no code copied).
import FloatingPanel

final class ConfirmSheetLayout: FloatingPanelBottomLayout {
    override var initialState: FloatingPanelState { .full }
    override var anchors: [FloatingPanelState : FloatingPanelLayoutAnchoring] {
        return [
            .full: FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0, referenceGuide: .safeArea)
        ]
    }

    override func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        0.4
    }
}
