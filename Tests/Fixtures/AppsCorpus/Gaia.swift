// Corpus form of reubn/gaia, ios/Gaia/OfflineSelectView/OfflineSelectPanelLayout.swift
// @ dc68070e7ebe3415a15e63448e4a7888c8deed31 (licence: none found). Written for this corpus (no code copied).
import UIKit
import FloatingPanel

let regionPickerPanelLayout = PanelLayout(
  position: .bottom,
  initialState: .half,
  anchors: [
    .full: FloatingPanelLayoutAnchor(absoluteInset: 12.0, edge: .top, referenceGuide: .safeArea),
    .half: FloatingPanelLayoutAnchor(fractionalInset: 0.4, edge: .bottom, referenceGuide: .safeArea),
    .tip: FloatingPanelLayoutAnchor(absoluteInset: deviceHasNotch ? 80 : 64, edge: .bottom, referenceGuide: .safeArea)
  ]
)
