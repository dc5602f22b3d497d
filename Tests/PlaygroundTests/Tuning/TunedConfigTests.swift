import ConfigFormat
import FloatingPanel
@testable import PlaygroundCore
import Testing

/// The user's config in the window (``TunedConfig``): edits go where the user made them, nothing
/// else changes, and the description says what the file now holds.
@Suite struct TunedConfigTests {
  static let withVariant = #"""
    {"description": "phone sheet, pad card", "panels": {
      "search": {"position": "bottom", "initialState": "half", "backdropAlpha": {"full": 0.3},
                 "variants": [{"when": {"idiom": "pad"},
                               "layout": {"position": "bottom", "initialState": "half", "backdropAlpha": {},
                                          "anchors": {"half": {"fraction": 0.5, "edge": "bottom"}}}}]}}}
    """#

  @Test("an edit of a variant goes to that variant; the panel's own fields and backdrops stay as given")
  func variantEdit() throws {
    let loaded = try PlaygroundConfig.decode(Self.withVariant)
    var tuned = TunedConfig(loaded)
    #expect(!tuned.isEdited && tuned.config.description == "phone sheet, pad card")
    tuned.edit("search", variant: 0) { $0.behavior.springResponseTime = 0.25 }
    #expect(tuned.isEdited)
    let search = try #require(tuned.config.panels["search"])
    #expect(search.variants[0].layout.behavior.springResponseTime == 0.25)
    #expect(search.behavior.springResponseTime == 0.4)
    #expect(search.backdropAlpha == ["full": 0.3] && search.placement == .fill && search.anchors == nil)
    #expect(tuned.config.description == TunedConfig.editedDescription)
    // undone by another edit: nothing to save, and the file's description is back
    tuned.edit("search", variant: 0) { $0.behavior.springResponseTime = 0.4 }
    #expect(!tuned.isEdited && tuned.config.description == "phone sheet, pad card")
  }

  @Test("a preset names itself in the description; markSaved makes the edits the new baseline")
  func presetAndSave() throws {
    var tuned = TunedConfig(try PlaygroundConfig.decode(Self.withVariant))
    tuned.choose(preset: "snappy", title: "Snappy: duration 0.5 s, bounce 0.15")
    #expect(!tuned.isEdited && tuned.config.description == "phone sheet, pad card")  // a preset equal to the file is no edit
    tuned.edit("search", variant: nil) { $0.behavior.springDecelerationRate = 0.98 }
    #expect(tuned.config.description == "Tuned in the playground window from preset snappy (Snappy: duration 0.5 s, bounce 0.15)")
    tuned.markSaved(tuned.config)
    #expect(!tuned.isEdited && tuned.presetName == nil)
    #expect(tuned.config.panels["search"]?.behavior.springDecelerationRate == 0.98)
  }

  @Test("edit of a panel the config lacks does nothing until it is added; restoreLayout puts anchors back as loaded")
  func addAndRestore() throws {
    var tuned = TunedConfig(try PlaygroundConfig.decode(Self.withVariant))
    tuned.edit("modal", variant: nil) { $0.removalEnabled = true }
    #expect(tuned.config.panels["modal"] == nil && !tuned.isEdited)
    var modal = PanelConfig()
    modal.backdropAlpha = ["half": 0.3]
    tuned.add("modal", modal)
    #expect(tuned.config.panels["modal"]?.backdropAlpha == ["half": 0.3] && tuned.isEdited)
    tuned.edit("search", variant: 0) { $0.anchors?["half"] = PanelConfig.Anchor(FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, referenceGuide: .safeArea)) }
    tuned.edit("search", variant: nil) {
      $0.anchors = ["half": PanelConfig.Anchor(FloatingPanelLayoutAnchor(absoluteInset: 400, edge: .bottom, referenceGuide: .safeArea))]
      $0.placement = .fixed(length: 375, inset: 8)
      $0.behavior.springResponseTime = 0.3
    }
    tuned.restoreLayout("search")
    let search = try #require(tuned.config.panels["search"])
    #expect(search.anchors == nil && search.placement == .fill)
    #expect(search.variants[0].layout.anchors?["half"]?.anchor == FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea))
    #expect(search.behavior.springResponseTime == 0.3)  // not a layout field: it stays
  }
}
