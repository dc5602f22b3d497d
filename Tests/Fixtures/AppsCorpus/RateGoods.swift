// Corpus form of koron4ik/RateGoods, RateGoods/Views/FloatingPanelLayout.swift
// @ 38dc8c2c75edef952362cedc2dc75ea9ec25642e (licence: none found). Written for this corpus (no code copied).
import UIKit
import FloatingPanel

class ReviewsPanelLayout: FloatingPanelLayout {
    func insetFor(position: FloatingPanelPosition) -> CGFloat? {
        switch position {
        case .full: return 120.0
        case .tip: return 80.0
        default: return nil
        }
    }

    public var supportedPositions: Set<FloatingPanelPosition> {
        return [.full, .tip]
    }

    var initialPosition: FloatingPanelPosition {
        return .full
    }
}
