import ArgumentParser
import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import playground
import Testing

/// The window's polish as model rules, without SDL: sliders, the release-rule row, read-out
/// wording, the top list's order, sidebar strips, floating cards, springs kept in the window,
/// key symmetry, detail and search moving together, focus, list glide, pins, quit confirmation
/// and the help text of `window --help`.
@Suite struct WindowPolishModelTests {
  static let portrait = Size(width: 390, height: 844)
  static let landscape = Size(width: 1280, height: 800)

  // MARK: - Tuning

  @Test("times and rates near 1 have logarithmic tracks: every pixel is the same ratio")
  func logarithmicSliders() throws {
    let m = TuningModel(config: BehaviorConfig())
    func slider(_ f: TuningModel.Field) throws -> TuningSlider { try #require(m.rows.first { $0.field == f }).slider }
    let t = try slider(.responseTime)
    #expect(t.scale == .logarithmic)
    // 0.1 → 0.2 and 1 → 2 take the same length of track.
    #expect(abs(t.value(atFraction: 0.5) - 0.447) < 1e-12)  // √(0.1 × 2)
    var a = t, b = t
    a.value = 0.2
    b.value = 1
    #expect(abs(a.fraction - (b.fraction - a.fraction)) > 0.05)  // not linear
    var c = t
    c.value = 2
    var d = t
    d.value = 0.1
    #expect(abs((a.fraction - d.fraction) - (c.fraction - b.fraction)) < 1e-12)
    // 50 px on the 152-px track of the 400-pt card, from 0.44 s: a ratio of 20^(50/152) ≈ 2.7,
    // where the linear 0.05…3 track of 112 px went to 1.74 s.
    var from = t
    from.value = 0.44
    let after = t.value(atFraction: from.fraction + 50.0 / 152)
    #expect(after > 1.1 && after < 1.3)
    let rate = try slider(.decelerationRate)
    #expect(rate.scale == .logComplement)
    var r = rate
    r.value = 0.99
    var r2 = rate
    r2.value = 0.999
    var r3 = rate
    r3.value = 0.95
    var r4 = rate
    r4.value = 0.995
    #expect(abs((r2.fraction - r.fraction) - (r4.fraction - r3.fraction)) < 1e-12)  // 1−v: 0.01→0.001 ≡ 0.05→0.005
    #expect(try slider(.removalVelocityThreshold).scale == .linear)  // a range from 0
  }

  @Test("the release rule shows: default says FloatingPanel's, rushing-forward its speed, and the row edits it")
  func releaseRuleRow() throws {
    var m = TuningModel(config: BehaviorConfig())
    let i = try #require(m.rows.firstIndex { $0.field == .flickAdvance })
    #expect(m.rows[i].valueText == "off" && m.rows[i].readout == "FloatingPanel's")
    let presets = try Preset.loadAll(directory: TuningFixtures.packageRoot + "/Assets/presets")
    let rushing = try #require(presets.first { $0.name == "rushing-forward" })
    let r = TuningModel(config: rushing.behavior(for: "search"))
    #expect(r.rows[i].valueText == "400 pt/s")
    #expect(r.rows[i].readout == "faster: next anchor")
    for _ in 0..<i { m.handle(key: .down) }
    let c = m.handle(key: .right)
    #expect(c.policies.targetPolicy == .rushingForward(RushingForwardTargetStatePolicy(minimumVelocity: 50)))
    #expect(m.handle(key: .left).policies.targetPolicy == .floatingPanel)
  }

  @Test("the plot's read-out in words: no '-0.0', no 'settles in not yet'")
  func plotWording() {
    let flat = MotionMetrics(samples: [MotionSample(t: 0, location: 400, velocity: 0), MotionSample(t: 0.1, location: 200, velocity: 0)],
                             start: 400, target: 200)
    #expect(flat.summary == "no overshoot · settled in 0.10 s")
    let moving = MotionMetrics(
      samples: [MotionSample(t: 0, location: 400, velocity: -900), MotionSample(t: 0.1, location: 190, velocity: -50)],
      start: 400, target: 200)
    #expect(moving.summary == "overshoot 10.0 pt (5.0 %) · still moving")
    let exact = MotionMetrics(samples: [MotionSample(t: 0, location: 200, velocity: 0)], start: 400, target: 200)
    #expect(exact.overshoot.sign == .plus && exact.summary.hasPrefix("no overshoot"))
  }

  // MARK: - Layout

  @Test("the tuning cards stay put when a status line appears in the HUD above them")
  func cardsDoNotJump() throws {
    let scene = try PlaygroundScene(size: Self.landscape)
    let session = try TuningSession(scene: scene)
    session.isShown = true
    var status: String?
    func layout() -> TuningOverlayLayout {
      let info = HUDInfo(frameP50: 1, frameP99: 2, status: status)
      let hud = HUDLayout(scene: scene, info: info, measure: { Double($0.count) * 6 })
      return TuningOverlayLayout(session: session, avoiding: hud.reservedFrame)
    }
    let before = layout()
    status = "saved playground-tuning.json"
    let after = layout()
    #expect(after == before)
    #expect(HUDLayout(scene: scene, info: HUDInfo(status: status), measure: { Double($0.count) * 6 }).lines.count == 3)  // the status shows
  }

  @Test("a top panel reads top-down: the field, then the nearest place, and nothing above the field at tip")
  func topListOrder() throws {
    for size in [Self.portrait, Self.landscape] {
      let scene = try PlaygroundScene(size: size, position: .top)
      let m = scene.searchMetrics
      let rows = m.visibleRows(offset: scene.listOffset, count: scene.places.count)
      #expect(rows.first == 0)
      #expect(m.rowTop(0, offset: 0, count: 30) < m.rowTop(1, offset: 0, count: 30))
      #expect(m.rowTop(0, offset: 0, count: 30) >= m.searchField.maxY)
      scene.perform(.moveFocused(toDigit: 3))
      scene.settle()
      let tip = scene.searchMetrics
      #expect(tip.visibleRows(offset: scene.listOffset, count: 30).isEmpty)  // no separator peeks out
      #expect(tip.searchField.minY >= max(0, tip.surface.minY) && tip.searchField.maxY <= tip.clip.maxY)
    }
  }

  @Test("a sidebar strip centres its icons and shows a search button, inside the window on both sides")
  func sideTip() throws {
    for edge in [FloatingPanelPosition.left, .right] {
      let scene = try PlaygroundScene(size: Self.landscape, position: edge)
      scene.perform(.moveFocused(toDigit: 3))
      scene.settle()
      let m = scene.searchMetrics
      #expect(m.isCompact)
      #expect(m.searchField.width == 36 && m.searchField.height == 36)
      let icons = Rect(x: m.contentMinX, y: 0, width: 32, height: 1)
      #expect(icons.minX >= m.clip.minX + 4 && icons.maxX <= m.clip.maxX - 4, "\(edge)")
      #expect(icons.maxX <= Self.landscape.width && icons.minX >= 0)
    }
  }

  @Test("windows from 700 pt wide float the card (950×800 too); phones keep the sheet")
  func floatingCards() throws {
    #expect(OrientationRule.usesFloatingCard(Size(width: 950, height: 800)))
    #expect(!OrientationRule.usesFloatingCard(Self.portrait))
    let scene = try PlaygroundScene(size: Size(width: 950, height: 800))
    #expect(scene.search.surfaceFrame.width == 375 && scene.search.surfaceFrame.minX == 8)
    let top = try PlaygroundScene(size: Self.landscape, position: .top)
    top.perform(.moveFocused(toDigit: 1))
    top.settle()
    #expect(top.search.surfaceFrame.width == 375)
    #expect(top.search.surfaceFrame.maxY == 800 - 8)  // full: 8 pt from the bottom
    #expect(top.search.surfaceFrame.minY == 8)  // the margin above the card
  }

  @Test("a fast flick to full never carries the floating card out of the window")
  func flickStaysInWindow() throws {
    let scene = try PlaygroundScene(size: Self.landscape)
    let band = scene.search.grabberBand
    var p = Point(x: band.midX, y: band.midY), t = 0.0
    scene.pointerDown(at: p, time: t)
    for _ in 0..<6 {
      t += 1.0 / 60
      p.y -= 50
      scene.pointerMove(to: p, time: t)
    }
    scene.pointerUp(at: p, time: t)
    let release = try #require(scene.lastRelease)
    #expect(release.stateAfter == .full && release.velocity < -2500)
    // Unguarded, this spring would pass the window's top: the engine's own spring says so.
    var free = try #require(scene.search.attraction)
    var unguardedMin = free.x
    while !free.step(1.0 / 60) { unguardedMin = min(unguardedMin, free.x) }
    #expect(unguardedMin < 0)
    var minY = Double.infinity
    for _ in 0..<120 {
      scene.step()
      minY = min(minY, scene.search.surfaceFrame.minY)
    }
    #expect(minY >= 0)
    #expect(scene.search.state == .full && scene.search.location == 8)
  }

  // MARK: - Keys, focus, detail

  @Test("Down from tip hides the panel as Up from hidden shows tip")
  func downUpSymmetry() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    scene.perform(.moveFocused(toDigit: 3))
    scene.settle()
    scene.perform(.arrow(dx: 0, dy: 1))
    scene.settle()
    #expect(scene.search.state == .hidden)
    scene.perform(.arrow(dx: 0, dy: -1))
    scene.settle()
    #expect(scene.search.state == .tip)
  }

  @Test("closing the detail panel starts the search panel back up in the same frame")
  func detailAndSearchMoveTogether() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    scene.openDetail(place: 3)
    scene.settle()
    #expect(scene.search.state == .tip)
    scene.closeDetail()
    scene.step()
    #expect(scene.detail.isVisible && scene.detail.isAnimating)  // still leaving
    #expect(scene.search.state == .half && scene.search.isAnimating)  // already rising
    #expect(!scene.isDetailOpen)
  }

  @Test("focus goes only to panels a user can see: not under the detail panel, not behind the modal's backdrop")
  func focusableRule() throws {
    let scene = try PlaygroundScene(size: Self.portrait)
    #expect(scene.isFocusable(.search) && !scene.isFocusable(.detail))
    scene.openDetail(place: 0)
    scene.settle()
    #expect(!scene.isFocusable(.search) && scene.isFocusable(.detail))
    scene.perform(.toggleModal)
    scene.settle()
    #expect(!scene.isFocusable(.detail) && scene.isFocusable(.modal))
  }

  // MARK: - List, pins, quit

  @Test("a glide is frame-rate independent and travels v / (1000 · ln(1/0.998))")
  func glideDistance() {
    /// Distance over the first 0.5 s at `fps`, and the whole glide.
    func travel(fps: Int) -> (half: Double, all: Double) {
      var g = ListMomentum(velocity: 1000)
      var x = 0.0, n = 0, half = 0.0
      while !g.isFinished {
        x += g.step(1.0 / Double(fps))
        n += 1
        if n == fps / 2 { half = x }
      }
      return (half, x)
    }
    #expect(abs(ListMomentum.distance(from: 1000) - 499.5) < 0.1)
    #expect(abs(travel(fps: 60).half - travel(fps: 120).half) < 1e-9)
    #expect(abs(travel(fps: 60).half - ListMomentum.distance(from: 1000) * (1 - pow(0.998, 500))) < 1e-6)
    #expect(abs(travel(fps: 60).all - (ListMomentum.distance(from: 1000) - ListMomentum.distance(from: 10))) < 0.5)
  }

  @Test("a sidebar's list glides too, and a press stops the glide where it is")
  func sidebarGlide() throws {
    let scene = try PlaygroundScene(size: Self.landscape, position: .left)
    var p = Point(x: 150, y: 600), t = 0.0
    scene.pointerDown(at: p, time: t)
    for _ in 0..<5 {
      t += 1.0 / 60
      p.y -= 30
      scene.pointerMove(to: p, time: t)
    }
    scene.pointerUp(at: p, time: t)
    #expect(scene.listOffset == 150)
    #expect(scene.listMomentum != nil)
    for _ in 0..<10 { scene.step() }
    let gliding = scene.listOffset
    #expect(gliding > 150)
    scene.pointerDown(at: Point(x: 150, y: 400), time: t + 0.2)
    #expect(scene.listMomentum == nil)
    scene.step()
    #expect(scene.listOffset == gliding)
    scene.pointerUp(at: Point(x: 150, y: 400), time: t + 0.25)
  }

  @Test("each place has a pin, nearest places nearest the centre; a click within 18 pt picks it")
  func pins() {
    let places = PlaceCatalog.places
    let size = Self.landscape
    let centre = Point(x: 640, y: 400)
    func r(_ i: Int) -> Double {
      let p = MapPins.location(of: i, in: size, places: places)
      return ((p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y)).squareRoot()
    }
    #expect(r(0) < r(29))
    for i in [0, 7, 22] {
      let p = MapPins.location(of: i, in: size, places: places)
      #expect(MapPins.place(at: Point(x: p.x + 10, y: p.y - 10), size: size, places: places) == i)
    }
    #expect(MapPins.place(at: Point(x: 5, y: 795), size: size, places: places) == nil)
  }

  @Test("quitting with unsaved tuning asks once; a second request within 4 s quits, a late one asks again")
  func quitConfirmation() {
    var q = QuitConfirmation()
    let clean = q.request(unsaved: false, frame: 0)
    let first = q.request(unsaved: true, frame: 10)
    let second = q.request(unsaved: true, frame: 10 + QuitConfirmation.window)
    #expect(clean && !first && second)
    var late = QuitConfirmation()
    let asked = late.request(unsaved: true, frame: 0)
    let tooLate = late.request(unsaved: true, frame: QuitConfirmation.window + 1)
    #expect(!asked && !tooLate)
  }

  @Test("`window --help` wraps whole paragraphs: no line broken after a word or two")
  func windowHelpWraps() {
    let help = PlaygroundCommand.helpMessage(for: WindowCommand.self, columns: 80)
    let body = help.components(separatedBy: "USAGE:")[0].components(separatedBy: "\n")
    for (i, line) in body.enumerated() where !line.hasPrefix(" ") && !line.isEmpty && !line.hasPrefix("OVERVIEW") {
      #expect(line.count <= 80)
      let next = i + 1 < body.count ? body[i + 1] : ""
      if !next.isEmpty, !next.hasPrefix(" ") { #expect(line.count > 55, "a short line inside a paragraph: \(line)") }
    }
    #expect(help.contains("Esc close, H or ? help"))
  }
}
