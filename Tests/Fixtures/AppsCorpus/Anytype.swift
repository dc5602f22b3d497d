// Corpus form of anyproto/anytype-swift, Anytype/Sources/PresentationLayer/Common/UIKit/AnytypePopup/Layouts/IntrinsicPopupLayout.swift
// @ 0b73b6270cb0b46db2ca8ae5cc665094a5296a8e and .../FloatingPanel/RelationDetailsViewPopupBehavior.swift
// @ 7a3874d8d59db6982a3d5142ceb90fe5b416451d (licence: Any Source Available, not checked further). Written for this corpus.
import UIKit
import FloatingPanel

final class ContentSizedPopupLayout: FloatingPanelLayout {
    let position: FloatingPanelPosition = .bottom
    let initialState: FloatingPanelState = .full

    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        [
            .full: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .superview)
        ]
    }

    func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        0.25
    }
}

final class ContentSizedPopupBehavior: FloatingPanelBehavior {
    let springDecelerationRate: CGFloat = UIScrollView.DecelerationRate.normal.rawValue
    let springResponseTime: CGFloat = 0.35
}
