// Corpus form of hmobility/pf-v2-ios, ParkingFriends/04-Scenario/Main/ViewController/MapView/PanelLayout/BottomFloatingPanelLayout.swift
// @ c95ab3243a160c062070b236585166eebd28808e (licence: none found). Written for this corpus (no code copied).
import UIKit
import FloatingPanel

class ParkingLotPanelLayout: FloatingPanelLayout {
    private var tipHeight: CGFloat

    init(tipHeight: CGFloat) {
        self.tipHeight = tipHeight
    }

    public var initialPosition: FloatingPanelPosition {
        return .tip
    }

    public var supportedPositions: Set<FloatingPanelPosition> {
        return [.full, .tip]
    }

    public func insetFor(position: FloatingPanelPosition) -> CGFloat? {
        switch position {
        case .full:
            return 8.0
        case .tip:
            return tipHeight
        default:
            return nil
        }
    }
}
