import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// ``PanelOverrides``: a config file's layouts, margins and backdrop colours over the playground's.
@Suite struct PanelOverridesTests {
  static let layout = FloatingPanelLayoutSettings(
    position: .top, initialState: .half,
    anchors: [.half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .top, referenceGuide: .safeArea)])

  @Test func withoutOverridesEveryPanelIsThePlaygrounds() {
    let overrides = PanelOverrides()
    let own = EdgeInsets(bottom: 8)
    #expect(overrides.margins(for: .search, default: own) == own)
    #expect(overrides.layout(for: .detail, default: Self.layout).position == .top)
    #expect(!overrides.isPinned(.search))
    #expect(overrides.backdropColor(of: .modal) == .black)
  }

  @Test func anOverriddenLayoutKeepsTheFilesMarginsZeroWhenNotListed() {
    var overrides = PanelOverrides()
    let own = EdgeInsets(bottom: 8), file = EdgeInsets(top: 20)
    overrides.setLayouts([.search: Self.layout, .modal: Self.layout], margins: [.modal: file])
    #expect(overrides.isPinned(.search) && overrides.isPinned(.modal) && !overrides.isPinned(.detail))
    #expect(overrides.margins(for: .search, default: own) == .zero)
    #expect(overrides.margins(for: .modal, default: own) == file)
    #expect(overrides.margins(for: .detail, default: own) == own)
    let bottom = FloatingPanelLayoutSettings(
      position: .bottom, initialState: .half,
      anchors: [.half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea)])
    #expect(overrides.layout(for: .search, default: bottom).position == .top)
    #expect(overrides.layout(for: .detail, default: bottom).position == .bottom)
    overrides.setLayouts([:], margins: [:])
    #expect(overrides.layouts.isEmpty && overrides.margins.isEmpty)
  }

  @Test func backdropColoursDefaultToBlack() {
    var overrides = PanelOverrides()
    let red = Color(red: 1, green: 0, blue: 0)
    overrides.backdropColors[.modal] = red
    #expect(overrides.backdropColor(of: .modal) == red)
    #expect(overrides.backdropColor(of: .search) == .black)
  }
}
