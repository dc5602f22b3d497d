import CSDL2
import FloatingPanel
import FloatingPanelSDL
import PlaygroundCore
import Testing

extension HostSuite {
  /// A list the program reports (``FloatingPanelHost/trackList(of:contentHeight:)``): the host
  /// scrolls it and hands drags over to the panel exactly as the playground's search list.
  @Suite struct HostListTests {
    typealias F = HostInputTests

    static func wheel(_ notches: Float, ms: UInt32) -> SDL_Event {
      var e = SDL_Event()
      e.type = SDL_MOUSEWHEEL.rawValue
      e.wheel.timestamp = ms
      e.wheel.y = Int32(notches)
      e.wheel.preciseY = notches
      e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
      return e
    }

    /// A 390×844 host with the search panel settled at full, tracking a list of `height` points.
    static func atFull(height: Double) throws -> F.Fixture {
      let f = try F.Fixture()
      try f.host.trackList(of: "search", contentHeight: height)
      try f.host.move("search", to: "full", animated: false)
      F.settle(f.host, from: 0)
      return f
    }

    /// Drags from `y0` by `dy` pixels in `steps` moves 16 ms apart (x 195), from `ms`; holds the
    /// pointer down (no release).
    static func drag(_ host: FloatingPanelHost, from y0: Int32, by dy: Int32, steps: Int32 = 10, ms: UInt32) {
      _ = host.handle(F.button(SDL_MOUSEBUTTONDOWN, x: 195, y: y0, ms: ms))
      for i in 1...steps { _ = host.handle(F.motion(x: 195, y: y0 + dy * i / steps, ms: ms + UInt32(i) * 16)) }
    }

    @Test("at full, a drag up on the list scrolls it by the drag's distance and the panel stays")
    func dragScrolls() throws {
      let f = try Self.atFull(height: 1200)
      let host = f.host!
      let list = try #require(try host.list(of: "search"))
      #expect(list.offset == 0 && list.contentHeight == 1200 && list.scale == 1)
      let top = try host.contentRect(of: "search").y
      #expect(list.viewport == HostRect(x: 0, y: 82, width: 390, height: 762), "64 pt below the panel's top edge (18), to the window's bottom")
      #expect(list.clip == list.viewport)
      #expect(list.indicator == nil, "no indicator before the list moves")
      Self.drag(host, from: 600, by: -200, ms: 1000)
      #expect(try host.list(of: "search")?.offset == 200)
      #expect(try host.contentRect(of: "search").y == top, "the panel stays at full")
      // 762 of 1200 pt shown: a 480-px bar, 200/438 of the way down its 756-px track.
      #expect(try host.list(of: "search")?.indicator == HostRect(x: 384, y: 211, width: 3, height: 480))
      // Held still for 200 ms, then let go: no glide.
      _ = host.handle(F.motion(x: 195, y: 400, ms: 1360))
      _ = host.handle(F.button(SDL_MOUSEBUTTONUP, x: 195, y: 400, ms: 1376))
      F.settle(host, from: 2)
      #expect(try host.list(of: "search")?.offset == 200)
      #expect(try host.list(of: "search")?.indicator == nil, "gone half a second after the list stopped")
      #expect(try host.state(of: "search") == "full")
      // The rows the program draws: row 10's top (600 pt into the list) at viewport.y + 400.
      let now = try #require(try host.list(of: "search"))
      #expect(now.pixelY(600) == now.viewport.y + 400)
    }

    @Test("at full with the list at its start, a drag down moves the panel and the list stays at 0")
    func dragDownMovesPanel() throws {
      let f = try Self.atFull(height: 1200)
      let host = f.host!
      let top = try host.contentRect(of: "search").y
      Self.drag(host, from: 600, by: 150, ms: 1000)
      #expect(try host.contentRect(of: "search").y == top + 150)
      #expect(try host.list(of: "search")?.offset == 0)
      _ = host.handle(F.button(SDL_MOUSEBUTTONUP, x: 195, y: 750, ms: 1176))
      F.settle(host, from: 2)
      #expect(try host.state(of: "search") != "full")
      #expect(try host.list(of: "search")?.offset == 0)
    }

    @Test("the wheel scrolls the list 48 points a notch at full, not at half")
    func wheelScrolls() throws {
      let f = try Self.atFull(height: 1200)
      let host = f.host!
      _ = host.handle(F.motion(x: 195, y: 600, ms: 900, held: false))
      #expect(host.handle(Self.wheel(-1, ms: 1000)))
      #expect(host.handle(Self.wheel(-1, ms: 1016)))
      #expect(try host.list(of: "search")?.offset == 96)
      #expect(host.handle(Self.wheel(1, ms: 1032)))
      #expect(try host.list(of: "search")?.offset == 48)
      try host.move("search", to: "half", animated: false)
      F.settle(host, from: 2)
      #expect(try host.list(of: "search")?.offset == 0, "out of full, the list eases back to its start")
      _ = host.handle(F.motion(x: 195, y: 700, ms: 3000, held: false))
      _ = host.handle(Self.wheel(-1, ms: 3016))
      #expect(try host.list(of: "search")?.offset == 0)
    }

    @Test("a list shorter than its viewport does not scroll at full; untracked, a drag down on it moves the panel")
    func shortAndUntracked() throws {
      let f = try Self.atFull(height: 300)
      let host = f.host!
      let top = try host.contentRect(of: "search").y
      let list = try #require(try host.list(of: "search"))
      #expect(list.viewport.height > 300)
      Self.drag(host, from: 600, by: -200, ms: 1000)
      _ = host.handle(F.button(SDL_MOUSEBUTTONUP, x: 195, y: 400, ms: 1176))
      _ = host.handle(Self.wheel(-3, ms: 1200))
      F.settle(host, from: 2)
      #expect(try host.list(of: "search")?.offset == 0)
      #expect(try host.contentRect(of: "search").y == top)
      try host.untrackList(of: "search")
      #expect(try host.list(of: "search") == nil)
      Self.drag(host, from: 600, by: 150, ms: 3000)
      #expect(try host.contentRect(of: "search").y == top + 150, "no list: the drag is the panel's")
    }

    @Test("bad lists: a negative, NaN or huge height, an unknown panel")
    func badLists() throws {
      let f = try F.Fixture()
      let host = f.host!
      #expect(throws: HostError(.badValue, "the list's height is -1.0; pass a length in points from 0 to 10000000")) {
        try host.trackList(of: "search", contentHeight: -1)
      }
      #expect(throws: HostError(.badValue, "the list's height is nan; pass a length in points from 0 to 10000000")) {
        try host.trackList(of: "search", contentHeight: .nan)
      }
      #expect(throws: HostError.self) { try host.trackList(of: "search", contentHeight: 1e8) }
      #expect(throws: HostError(.unknownPanel, "no panel 'map'; the panels are search, detail, modal")) {
        try host.trackList(of: "map", contentHeight: 100)
      }
      #expect(try host.list(of: "search") == nil, "nothing tracked after the refusals")
    }

    @Test("the same gesture on the playground's search list and on a host's list of the same length: the same frames")
    func parityWithPlayground() throws {
      let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
      try scene.search.move(to: .full, animated: false)
      scene.settle()
      let height = SearchPanelMetrics.contentLength(rows: scene.places.count)
      let f = try Self.atFull(height: height)
      let host = f.host!
      // Up 300 (the list scrolls), back down 500 (the list to its start, then the panel), released moving.
      var points: [(y: Double, ms: UInt32)] = [(600, 1000)]
      for i in 1...10 { points.append((600 - Double(i) * 30, 1000 + UInt32(i) * 16)) }
      for i in 1...10 { points.append((300 + Double(i) * 50, 1160 + UInt32(i) * 16)) }
      var compared = 0
      func check() throws {
        let sceneTop = scene.search.contentFrame.minY
        let hostTop = Double(try host.contentRect(of: "search").y)
        #expect(abs(sceneTop.rounded() - hostTop) <= 1, "panel: playground \(sceneTop), host \(hostTop)")
        #expect(abs(scene.listOffset - (try host.list(of: "search")?.offset ?? -1)) < 1e-9, "offset: playground \(scene.listOffset)")
        compared += 1
      }
      for (i, p) in points.enumerated() {
        let t = Double(p.ms) / 1000
        if i == 0 {
          scene.pointerDown(at: Point(x: 195, y: p.y), time: t)
          _ = host.handle(F.button(SDL_MOUSEBUTTONDOWN, x: 195, y: Int32(p.y), ms: p.ms))
        } else {
          scene.pointerMove(to: Point(x: 195, y: p.y), time: t)
          _ = host.handle(F.motion(x: 195, y: Int32(p.y), ms: p.ms))
        }
        try check()
        if i == 10 { #expect(scene.listOffset == 300) }
      }
      scene.pointerUp(at: Point(x: 195, y: 800), time: 1.336)
      _ = host.handle(F.button(SDL_MOUSEBUTTONUP, x: 195, y: 800, ms: 1336))
      var t = 2.0
      for _ in 0..<120 {
        scene.step(1.0 / 60, elapsed: 1.0 / 60)
        host.update(at: t)
        t += 1.0 / 60
        try check()
      }
      #expect(scene.search.state.rawValue == (try host.state(of: "search")))
      #expect(compared == 141)
    }
  }
}
