import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
import RenderTestSupport
import SDLKit
import Testing

/// Golden PNGs of where things are placed: the HUD clear of the panels (portrait full, the top card
/// in a wide window), the tuning card of a phone above the panel it tunes, the modal's wrapped
/// text on a phone, the top card's list at tip, and the selected place marked on the map.
extension PlaygroundSuite.SceneSnapshotTests {
  static let wide = Size(width: 1280, height: 800)

  /// The HUD over the list rather than the search field (portrait, full) and beside the floating
  /// top card (1280×800, full).
  @Test func hudClearOfThePanel() throws {
    let portrait = try SceneSetup(position: .bottom, state: .full).renderHeadless(size: Self.portrait, hud: true)
    assertPixelSnapshot(of: portrait, named: "portrait-full")
    let top = try SceneSetup(position: .top, state: .full).renderHeadless(size: Self.wide, hud: true)
    assertPixelSnapshot(of: top, named: "top-full-wide")
  }

  /// A phone with the cards: the tuning card in the top half, above the panel (at half after the
  /// flick from tip), showing the rows around its focus.
  @Test func phoneTuningCard() throws {
    let image = try SceneSetup(state: .tip, tuning: true).renderHeadless(size: Self.portrait, hud: true)
    assertPixelSnapshot(of: image, named: "portrait")
  }

  /// A phone with the cards after the flick to full: the anchor labels that would sit on the
  /// card (full) are left out, the lines stay; half and tip keep their labels, faded over the
  /// panel's list (issue 22, item 5).
  @Test func phoneCardsKeepAnchorLabelsOffTheCard() throws {
    let image = try SceneSetup(tuning: true).renderHeadless(size: Self.portrait)
    assertPixelSnapshot(of: image, named: "portrait")
  }

  /// The modal's instructions wrap on a phone instead of ending in "dism…".
  @Test func phoneModalWrapsItsText() throws {
    assertPixelSnapshot(of: try SceneSetup(modal: true).renderHeadless(size: Self.portrait), named: "portrait")
  }

  /// The top card at tip in a wide window: the search field, the grabber below it, no list rows.
  @Test func topCardAtTip() throws {
    assertPixelSnapshot(of: try SceneSetup(position: .top, state: .tip).renderHeadless(size: Self.wide), named: "wide")
  }

  /// Both cards beside the floating card at 1280×800 after the scripted flick to full: the plot
  /// shows one release that stops at the window's top (the card's limit) and settles.
  @Test func tuningCardsWide() throws {
    assertPixelSnapshot(of: try SceneSetup(tuning: true).renderHeadless(size: Self.wide, hud: true), named: "wide")
  }

  /// The help overlay on a 390×844 phone: the descriptions wrap (13 pt) instead of ending in "…".
  @Test func phoneHelpWraps() throws {
    assertPixelSnapshot(of: try SceneSetup(help: true).renderHeadless(size: Self.portrait), named: "portrait")
  }
}
