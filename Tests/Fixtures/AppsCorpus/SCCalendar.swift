// Corpus form of aloow/SCCalendar, SCCalendar/ViewController.swift
// @ 44a2515e3b1b6cd677e2a0174e7137cbb376cc55 (licence: none found). Written for this corpus (no code copied).
import UIKit
import FloatingPanel

class AgendaViewController: UIViewController, FloatingPanelControllerDelegate {
    var fpc: FloatingPanelController!

    lazy var appearance: SurfaceAppearance = {
        let appearance = SurfaceAppearance()
        let shadow = SurfaceAppearance.Shadow()
        shadow.color = UIColor.black
        shadow.offset = CGSize(width: 0, height: 12)
        shadow.radius = 20
        shadow.spread = 4
        appearance.shadows = [shadow]
        appearance.cornerRadius = 26.0
        return appearance
    }()

    func setUpPanel() {
        fpc = FloatingPanelController()
        fpc.delegate = self
        fpc.layout = AgendaPanelLayout()
        fpc.surfaceView.appearance = appearance
        fpc.surfaceView.grabberHandle.barColor = UIColor(hex: 0x2E7D32) ?? .white
        fpc.addPanel(toParent: self)
    }
}

class AgendaPanelLayout: FloatingPanelLayout {
    let position: FloatingPanelPosition = .bottom
    let initialState: FloatingPanelState = .tip
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        return [
            .half: FloatingPanelLayoutAnchor(fractionalInset: 0.45, edge: .bottom, referenceGuide: .safeArea),
            .tip: FloatingPanelLayoutAnchor(absoluteInset: 52.0, edge: .bottom, referenceGuide: .safeArea),
        ]
    }
}
