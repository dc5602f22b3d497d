// Corpus form of MahmoudAliAnwar/QatarPay-IOS, QPay/Utilites/Extensions/FloatingPanelControllerExtension.swift
// @ fdfa5c898a7e960eee21fd2c867b41fca1b892f9 (licence: none found). Written for this corpus (no code copied).
import UIKit
import FloatingPanel

extension FloatingPanelController {
    func applyCardStyle(_ radius: CGFloat) {
        let appearance = SurfaceAppearance()
        if #available(iOS 13.0, *) {
            appearance.cornerCurve = .continuous
        }
        appearance.cornerRadius = radius
        appearance.backgroundColor = .clear
        surfaceView.appearance = appearance
    }
}
