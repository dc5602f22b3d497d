import FloatingPanel

// "Porting from FloatingPanel on iOS": upstream's move-boundary recipe and a replacement for
// subclassing FloatingPanelBottomLayout; MoveBoundaryTests drives them.

// listing: porting-move-boundary
// iOS: floatingPanelDidMove sets surfaceLocation, clamped between
// surfaceLocation(for: .full) − 6 and surfaceLocation(for: .tip) + 6.
// Here the location is read-only: a translation function clamps the
// drag instead (heights grow towards the most expanded anchor).
struct MoveBoundary: FloatingPanelTranslationFunction {
  var overshoot = 6.0

  func translationHeight(
    using p: FloatingPanelTranslationParameters
  ) -> Double {
    min(max(p.translation, p.minimumHeight - overshoot),
        p.maximumHeight + overshoot)
  }
}

struct BoundedBehavior: FloatingPanelBehavior {
  let translationFunction: (any FloatingPanelTranslationFunction)? =
    MoveBoundary()
}
// end listing

// listing: porting-bottom-layout-subclass
// iOS: class TallerTipLayout: FloatingPanelBottomLayout, overriding
// anchors. Layouts are structs here: conform to FloatingPanelLayout
// and start from FloatingPanelBottomLayout's values.
struct TallerTipLayout: FloatingPanelLayout {
  let position: FloatingPanelPosition = .bottom
  let initialState: FloatingPanelState = .half
  var anchors: [FloatingPanelState: any FloatingPanelLayoutAnchoring] {
    var anchors = FloatingPanelBottomLayout().anchors
    anchors[.tip] = FloatingPanelLayoutAnchor(
      absoluteInset: 120, edge: .bottom, referenceGuide: .safeArea)
    return anchors
  }
}
// end listing
