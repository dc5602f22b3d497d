// Corpus form of moonchild94/Find.Fun, Find.Fun/Route/View/RouteFloatingPanelLayout.swift
// @ aef376b61b8c3afdb8603345687ec02606142f77 (licence: none found). Written for this corpus (no code copied).
import UIKit
import FloatingPanel

internal class WalkRoutePanelLayout: FloatingPanelLayout {
    var supportedPositions: Set<FloatingPanelPosition> {
        return [.half, .tip]
    }

    public var initialPosition: FloatingPanelPosition {
        return .half
    }

    public func insetFor(position: FloatingPanelPosition) -> CGFloat? {
        switch position {
        case .half: return 300.0
        case .tip: return 100.0
        default: return nil
        }
    }
}
