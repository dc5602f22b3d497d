// Corpus form of EmiriNakamori/HalfModalUsingLibraries, halfModalUsingLibrary/halfModalUsingLibrary/ViewController.swift
// and MyFloatingPanelLayout.swift @ 2e150e29dc88bf55db58a50da35acd3b5a6374a7 (licence: none found). Written for this corpus.
import UIKit
import FloatingPanel

class CartViewController: UIViewController {
    var panel = FloatingPanelController()

    override func viewDidLoad() {
        super.viewDidLoad()
        panel.delegate = self
        panel.addPanel(toParent: self)
        panel.surfaceView.grabberHandleSize = .init(width: 40.0, height: 5.0)
        panel.layout = CartPanelLayout()
        panel.invalidateLayout()

        let look = SurfaceAppearance()
        let shade = SurfaceAppearance.Shadow()
        shade.color = .black
        shade.offset = CGSize(width: 0, height: 2.0)
        shade.radius = 8
        shade.opacity = 0.5
        look.shadows = [shade]
        look.cornerRadius = 14.0
        look.backgroundColor = .clear
        panel.surfaceView.appearance = look
    }
}

extension CartViewController: FloatingPanelControllerDelegate {
    func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {
        return CartPanelLayout()
    }
}

class CartPanelLayout: FloatingPanelLayout {
    let position: FloatingPanelPosition = .bottom
    let initialState: FloatingPanelState = .tip
    let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .full: FloatingPanelLayoutAnchor(absoluteInset: 24.0, edge: .top, referenceGuide: .safeArea),
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.3, edge: .bottom, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: 90.0, edge: .bottom, referenceGuide: .safeArea),
    ]
}
