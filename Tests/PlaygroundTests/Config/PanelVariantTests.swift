import ConfigFormat
import FloatingPanel
import Foundation
import StrictJSON
import Testing
@testable import PlaygroundCore

/// Issue 30, item 1: size-class variants in the config format (`"variants": [{"when": …,
/// "layout": …}]`), read strictly, written back, and followed by the window's size.
@Suite("config: size-class variants")
struct PanelVariantTests {
  /// A bottom sheet on a phone; on an iPad at regular width a 375-pt top panel; in a phone's
  /// landscape a 291-pt bottom panel with two states.
  static let config = """
    {"panels": {"searchPanel": {"role": "search", "position": "bottom", "initialState": "half",
      "variants": [
        {"when": {"idiom": "pad", "horizontalSizeClass": "regular"},
         "layout": {"position": "top", "initialState": "tip",
           "anchors": {"full": {"inset": 60, "edge": "bottom", "guide": "superview"},
                       "tip": {"inset": 80, "edge": "top", "guide": "superview"}},
           "placement": {"length": 375, "inset": 0},
           "behavior": {"springResponseTime": 0.3}}},
        {"when": {"verticalSizeClass": "compact"},
         "layout": {"initialState": "tip",
           "anchors": {"full": {"inset": 16, "edge": "top"}, "tip": {"inset": 69, "edge": "bottom"}}}}]}}}
    """

  static func error(_ json: String) -> String? {
    do {
      _ = try PlaygroundConfig.decode(json)
      return nil
    } catch {
      return error.description
    }
  }

  static let phone = Size(width: 390, height: 844), pad = Size(width: 1024, height: 768), landscape = Size(width: 844, height: 390)

  @Test("the live variant follows the window: phone default, iPad top panel, phone landscape")
  func selection() throws {
    let c = try PlaygroundConfig.decode(Self.config)
    let panel = try #require(c.panels["searchPanel"])
    #expect(panel.variants.count == 2)
    #expect(panel.liveVariant(in: Self.phone) == nil && panel.liveVariant(in: Self.pad) == 0 && panel.liveVariant(in: Self.landscape) == 1)
    let ipad = panel.selected(in: Self.pad)
    #expect(ipad.position == .top && ipad.initialState == "tip" && ipad.role == .search && ipad.variants.isEmpty)
    #expect(ipad.behavior.springResponseTime == 0.3)
    #expect(panel.selected(in: Self.phone).position == .bottom && panel.selected(in: Self.phone).anchors == nil)
    #expect(c.liveVariantLines(in: Self.pad) == ["searchPanel: idiom pad, horizontalSizeClass regular"])
    #expect(c.liveVariantLines(in: Self.landscape) == ["searchPanel: verticalSizeClass compact"])
    #expect(c.liveVariantLines(in: Self.phone) == ["searchPanel: default"])
    // 700 pt wide but 600 high: regular width, yet not an iPad (the smaller side is under 700).
    #expect(panel.liveVariant(in: Size(width: 700, height: 600)) == nil)
  }

  @Test("the conditions' edges: regular from 600 pt wide, compact below 500 pt high, minWidth inclusive, maxWidth exclusive")
  func conditions() {
    typealias C = PanelVariant.Condition
    #expect(C(horizontalSizeClass: .regular).holds(in: Size(width: 600, height: 800)))
    #expect(!C(horizontalSizeClass: .regular).holds(in: Size(width: 599, height: 800)))
    #expect(C(verticalSizeClass: .compact).holds(in: Size(width: 800, height: 499)))
    #expect(!C(verticalSizeClass: .compact).holds(in: Size(width: 800, height: 500)))
    #expect(C(minWidth: 700, maxWidth: 900).holds(in: Size(width: 700, height: 10)))
    #expect(!C(minWidth: 700, maxWidth: 900).holds(in: Size(width: 900, height: 10)))
    #expect(C(idiom: .pad).holds(in: Size(width: 744, height: 1133)) && !C(idiom: .pad).holds(in: Size(width: 430, height: 932)))
  }

  @Test("written back in a fixed order and read back equal")
  func roundTrip() throws {
    let c = try PlaygroundConfig.decode(Self.config)
    let text = c.jsonText()
    #expect(text.contains(#""when": {"idiom": "pad", "horizontalSizeClass": "regular"}"#))
    #expect(try PlaygroundConfig.decode(text) == c)
  }

  @Test("strict: every problem one line naming the field", arguments: [
    (#"{"panels": {"a": {"variants": [{"layout": {}}]}}}"#, "panels.a.variants[0].when: required field is missing; write e.g. {\"horizontalSizeClass\": \"regular\"}"),
    (#"{"panels": {"a": {"variants": [{"when": {"idiom": "pad"}}]}}}"#, "panels.a.variants[0].layout: required field is missing; write the panel's layout for this size, e.g. {\"position\": \"top\"}"),
    (#"{"panels": {"a": {"variants": [{"when": {}, "layout": {}}]}}}"#, "panels.a.variants[0].when: needs at least one of minWidth, maxWidth, horizontalSizeClass, verticalSizeClass, idiom, e.g. {\"horizontalSizeClass\": \"regular\"}"),
    (#"{"panels": {"a": {"variants": [{"when": {"horizontalSizeClass": "wide"}, "layout": {}}]}}}"#, "panels.a.variants[0].when.horizontalSizeClass: 'wide' is not a size class; use compact or regular"),
    (#"{"panels": {"a": {"variants": [{"when": {"idiom": "tv"}, "layout": {}}]}}}"#, "panels.a.variants[0].when.idiom: 'tv' is not an idiom; use phone or pad"),
    (#"{"panels": {"a": {"variants": [{"when": {"minWidth": 800, "maxWidth": 700}, "layout": {}}]}}}"#, "panels.a.variants[0].when.maxWidth: must be more than minWidth (800): no window would meet both"),
    (#"{"panels": {"a": {"variants": [{"when": {"minWidth": -1}, "layout": {}}]}}}"#, "panels.a.variants[0].when.minWidth: must be a width in points in [0, 100000], e.g. 700"),
    (#"{"panels": {"a": {"variants": [{"when": {"idiom": "pad"}, "layout": {"role": "modal"}}]}}}"#, "panels.a.variants[0].layout.role: the role is the panel's, not a variant's; remove it here"),
    (#"{"panels": {"a": {"variants": [{"when": {"idiom": "pad"}, "layout": {"variants": [{"when": {"idiom": "pad"}, "layout": {}}]}}]}}}"#, "panels.a.variants[0].layout.variants: a variant cannot have variants of its own; list them all in the panel's \"variants\""),
    (#"{"panels": {"a": {"variants": [{"when": {"idiom": "pad"}, "layout": {"initialState": "tip", "anchors": {"full": {"inset": 10, "edge": "top"}}}}]}}}"#, "panels.a.variants[0].layout.initialState: state 'tip' has no anchor (states: full, or hidden)"),
    (#"{"panels": {"a": {"variants": [{"when": {"idiom": "pad"}, "layout": {}, "if": 1}]}}}"#, "panels.a.variants[0].if: unknown field (allowed: layout, when)"),
  ])
  func strict(_ json: String, _ message: String) {
    #expect(Self.error(json) == message)
  }

  @Test("at most 16 variants")
  func bounded() {
    let one = #"{"when": {"idiom": "pad"}, "layout": {}}"#
    let json = #"{"panels": {"a": {"variants": ["# + Array(repeating: one, count: 17).joined(separator: ",") + "]}}}"
    #expect(Self.error(json) == "panels.a.variants: at most 16 variants (17 given)")
  }

  @Test("the scene switches layouts when the window crosses a size class, and saves the variants back")
  func windowFollows() throws {
    let c = try PlaygroundConfig.decode(Self.config)
    let scene = try PlaygroundScene(size: Self.phone)
    let tuning = PanelTuner(scene: scene)
    #expect(tuning.apply(c) == nil)
    #expect(scene.search.position == .bottom && tuning.liveVariantLines == ["searchPanel: default"])
    #expect(tuning.followWindowSize().isEmpty)
    #expect(scene.resize(to: Self.pad))
    #expect(tuning.followWindowSize() == ["searchPanel: idiom pad, horizontalSizeClass regular"])
    #expect(scene.search.position == .top && scene.search.state.rawValue == "tip")
    #expect(scene.search.resolvedLayout.sortedStates.map(\.rawValue) == ["tip", "full"])
    // What the window saves keeps the variants, and the panel's own fields.
    let saved = try #require(tuning.currentConfig.panels["searchPanel"])
    #expect(saved.variants.count == 2 && saved.position == .bottom && saved.role == .search)
    #expect(saved.variants[0].layout.anchors?["tip"]?.anchor == FloatingPanelLayoutAnchor(absoluteInset: 80, edge: .top, referenceGuide: .superview))
    #expect(scene.resize(to: Self.phone))
    #expect(tuning.followWindowSize() == ["searchPanel: default"])
    #expect(scene.search.position == .bottom)
  }

  /// A material sheet whose iPad variant gives no look of its own (the first) and one whose
  /// variant gives a clear look without a material (the second: what an import wrote before).
  static let materialConfig = """
    {"panels": {"searchPanel": {"role": "search", "position": "bottom", "initialState": "half",
      "appearance": {"backgroundColor": "#FFFFFF00", "cornerRadius": 8, "material": "regular"},
      "variants": [
        {"when": {"idiom": "pad"},
         "layout": {"position": "top", "initialState": "tip",
           "anchors": {"full": {"inset": 60, "edge": "bottom", "guide": "superview"},
                       "tip": {"inset": 80, "edge": "top", "guide": "superview"}},
           "placement": {"length": 375, "inset": 0}}},
        {"when": {"verticalSizeClass": "compact"},
         "layout": {"appearance": {"backgroundColor": "#1C2B4A", "cornerRadius": 20}}}]}}}
    """

  @Test("a variant without a look keeps the panel's material; a variant's own look stays its own")
  func variantKeepsTheLook() throws {
    let c = try PlaygroundConfig.decode(Self.materialConfig)
    let panel = try #require(c.panels["searchPanel"])
    #expect(panel.variants[0].layout.appearance == nil)  // as read: the variant gives none
    let ipad = panel.selected(in: Self.pad)
    #expect(ipad.position == .top && ipad.appearance?.surface.material == .regular && ipad.appearance?.surface.cornerRadius == 8)
    let landscape = panel.selected(in: Self.landscape)
    #expect(landscape.appearance?.surface.material == nil && landscape.appearance?.surface.cornerRadius == 20)
    // Written back as read: the inherited look is not copied into the variant.
    #expect(try PlaygroundConfig.decode(c.jsonText()) == c)
    #expect(try PlaygroundConfig.decode(c.jsonText()).panels["searchPanel"]?.variants[0].layout.appearance == nil)
  }

  @Test("the window (and screenshot, which applies a config the same way) draws the live variant with the panel's material")
  func windowKeepsTheMaterial() throws {
    let c = try PlaygroundConfig.decode(Self.materialConfig)
    let scene = try PlaygroundScene(size: Self.pad)
    let tuning = PanelTuner(scene: scene)
    #expect(tuning.apply(c) == nil)
    #expect(tuning.liveVariantLines == ["searchPanel: idiom pad"] && scene.search.position == .top)
    #expect(scene.search.surfaceAppearance.material == .regular && scene.search.surfaceAppearance.backgroundColor.alpha == 0)
    #expect(scene.resize(to: Self.landscape))
    #expect(tuning.followWindowSize() == ["searchPanel: verticalSizeClass compact"])
    #expect(scene.search.surfaceAppearance.material == nil && scene.search.surfaceAppearance.cornerRadius == 20)
    #expect(scene.resize(to: Self.phone))
    #expect(tuning.followWindowSize() == ["searchPanel: default"])
    #expect(scene.search.surfaceAppearance.material == .regular)
    let saved = try #require(tuning.currentConfig.panels["searchPanel"])
    #expect(saved.variants[0].layout.appearance == nil)
  }
}
