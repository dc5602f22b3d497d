// Corpus form of nadrka/ShareAndSki, ShareAndSki/Map/SharingFriendsFloatingPanelLayout.swift
// @ a0ea43e2d2a7cd547cd073309367c3d493dd8a3b (licence: none found). Written for this corpus (no code copied).
import FloatingPanel

class SlopeFriendsPanelLayout: FloatingPanelLayout {
    public var initialPosition: FloatingPanelPosition {
        return .tip
    }

    public var supportedPositions: Set<FloatingPanelPosition> {
        return [.full, .tip]
    }

    public func insetFor(position: FloatingPanelPosition) -> CGFloat? {
        switch position {
        case .full: return 30.0
        case .half: return 250.0
        case .tip: return 60.0
        default: return nil
        }
    }
}
