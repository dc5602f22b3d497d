// Corpus form of DO-SOPT-APP6-NAVER-MAP/NAVER-MAP-iOS, NAVER-MAP-iOS/Global/Extensions/FloatingPanelController+.swift
// @ 4df0713dcdbe7f28eef733c95ca764b7243f88e8 (licence: none found). Written for this corpus (no code copied).
import UIKit
import FloatingPanel

extension FloatingPanelController {
    func applyRoundedStyle() {
        let appearance = SurfaceAppearance()
        let shadow = SurfaceAppearance.Shadow()
        shadow.color = UIColor.brandShadow
        shadow.offset = CGSize(width: 0, height: -3)
        shadow.opacity = 0.8
        shadow.radius = 12
        appearance.shadows = [shadow]
        appearance.cornerRadius = 16
        appearance.backgroundColor = .brandBackground
        appearance.borderColor = .brandBorder
        appearance.borderWidth = 2

        surfaceView.grabberHandle.isHidden = true
        surfaceView.appearance = appearance
    }
}
