// Written for the import tests (not from an app): a bottom sheet whose look uses UIKit's
// dynamic system colours, as iOS apps write it since iOS 13.
import UIKit
import FloatingPanel

final class NotesSheetLayout: FloatingPanelLayout {
    let position: FloatingPanelPosition = .bottom
    let initialState: FloatingPanelState = .half
    let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .full: FloatingPanelLayoutAnchor(absoluteInset: 24, edge: .top, referenceGuide: .safeArea),
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.45, edge: .bottom, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: 64, edge: .bottom, referenceGuide: .safeArea),
    ]
}

final class NotesViewController: UIViewController {
    let fpc = FloatingPanelController()

    override func viewDidLoad() {
        super.viewDidLoad()
        fpc.layout = NotesSheetLayout()
        let appearance = SurfaceAppearance()
        appearance.cornerRadius = 20
        appearance.backgroundColor = .secondarySystemBackground
        appearance.borderColor = .separator
        appearance.borderWidth = 1
        fpc.surfaceView.appearance = appearance
        fpc.surfaceView.grabberHandle.barColor = .systemGray3
        fpc.addPanel(toParent: self)
    }
}
