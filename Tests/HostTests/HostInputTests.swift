import CSDL2
import FloatingPanelSDL
import Testing

extension HostSuite {
  /// Events in, consumed or not: a press on a panel is the host's for the whole gesture, a press
  /// on the map is the program's; a drag moves the panel with upstream's callbacks in order; an
  /// idle host asks for no frame.
  @Suite struct HostInputTests {
    /// A host of the playground's panels on a 390×844 software renderer (no window).
    final class Fixture {
      let surface: UnsafeMutablePointer<SDL_Surface>
      let renderer: OpaquePointer
      var host: FloatingPanelHost!
      init(config: String? = nil) throws {
        surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 390, 844, 32, SDL_PIXELFORMAT_XRGB8888.rawValue))
        renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        host = try FloatingPanelHost(window: nil, renderer: renderer, configJSON: config)
      }
      deinit {
        host = nil
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
      }
    }

    static func button(_ type: SDL_EventType, x: Int32, y: Int32, ms: UInt32) -> SDL_Event {
      var e = SDL_Event()
      e.type = type.rawValue
      e.button.timestamp = ms
      e.button.button = UInt8(SDL_BUTTON_LEFT)
      e.button.x = x
      e.button.y = y
      return e
    }

    static func motion(x: Int32, y: Int32, ms: UInt32, held: Bool = true) -> SDL_Event {
      var e = SDL_Event()
      e.type = SDL_MOUSEMOTION.rawValue
      e.motion.timestamp = ms
      e.motion.state = held ? CSDL2_ButtonMask(SDL_BUTTON_LEFT) : 0
      e.motion.x = x
      e.motion.y = y
      return e
    }

    /// Runs frames of 1/60 s from `t` until the host is idle; the time after.
    @discardableResult
    static func settle(_ host: FloatingPanelHost, from t: Double) -> Double {
      var t = t
      for _ in 0..<1200 where host.needsFrame {
        host.update(at: t)
        try? host.draw()
        t += 1.0 / 60
      }
      return t
    }

    @Test("a press on the map is the program's, a press on the panel and its drag and release the host's")
    func consumed() throws {
      let f = try Fixture()
      let host = f.host!
      Self.settle(host, from: 0)
      #expect(!host.needsFrame)
      let panel = try host.contentRect(of: "search")
      #expect(panel.y > 300 && panel.y < 500, "half: the search panel's top is mid-window (\(panel.y))")
      #expect(!host.handle(Self.button(SDL_MOUSEBUTTONDOWN, x: 195, y: 100, ms: 1000)), "the map")
      #expect(!host.handle(Self.motion(x: 195, y: 90, ms: 1016)), "the program's drag")
      #expect(!host.handle(Self.button(SDL_MOUSEBUTTONUP, x: 195, y: 90, ms: 1032)))
      #expect(!host.needsFrame)
      #expect(!host.handle(Self.motion(x: 195, y: Int32(panel.y + 10), ms: 1040, held: false)), "a hover")
      var events: [String] = []
      host.onEvent = { events.append("\($0.panel) \($0.event)") }
      let y0 = Int32(panel.y) + 10
      #expect(host.handle(Self.button(SDL_MOUSEBUTTONDOWN, x: 195, y: y0, ms: 2000)))
      for i in 1...10 { #expect(host.handle(Self.motion(x: 195, y: y0 - Int32(i * 30), ms: 2000 + UInt32(i * 16)))) }
      #expect(host.handle(Self.button(SDL_MOUSEBUTTONUP, x: 195, y: y0 - 300, ms: 2176)))
      #expect(host.needsFrame)
      Self.settle(host, from: 2.2)
      #expect(try host.state(of: "search") == "full")
      let names = events.filter { !$0.hasSuffix("didMove") }
      #expect(names == [
        "search shouldBeginDragging", "search willBeginDragging", "search willEndDragging:full", "search didEndDragging:true",
        "search willBeginAttracting:full", "search didChangeState:full", "search didEndAttracting",
      ], "\(names)")
      #expect(events.filter { $0.hasSuffix("didMove") }.count > 10)
      #expect(!host.needsFrame, "idle again once the spring rests")
    }

    @Test("move(to:) runs the spring and tells the program; an unknown state is an error naming the states")
    func moves() throws {
      let f = try Fixture()
      let host = f.host!
      var states: [String] = []
      host.onEvent = { if $0.name == "didChangeState" { states.append("\($0.panel) \($0.state)") } }
      try host.move("modal", to: "half", animated: true)
      #expect(host.needsFrame)
      Self.settle(host, from: 0)
      #expect(states == ["modal half"])
      #expect(try host.isVisible("modal"))
      #expect(throws: HostError(.unknownState, "the modal panel has no state 'tipp' (it has half, hidden)")) {
        try host.move("modal", to: "tipp", animated: true)
      }
      #expect(throws: HostError.self) { try host.state(of: "map") }
    }

    @Test("the content callback gets each visible panel's rectangle with the clip set, in z-order")
    func content() throws {
      let f = try Fixture()
      let host = f.host!
      try host.move("modal", to: "half", animated: false)
      Self.settle(host, from: 0)
      var seen: [HostContent] = []
      var clips: [HostRect] = []
      // The callback holds the renderer, not the fixture: the fixture holds the host, and a host
      // whose callback holds it back would never be freed (LeakSanitizer, make sanitize).
      let renderer = f.renderer
      host.drawContent = { content in
        seen.append(content)
        var r = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &r)
        clips.append(HostRect(x: Int(r.x), y: Int(r.y), width: Int(r.w), height: Int(r.h)))
      }
      try host.draw()
      #expect(seen.map(\.panel) == ["search", "modal"])
      #expect(clips == seen.map(\.clip))
      #expect(seen.last?.rect == (try host.contentRect(of: "modal")))
      for c in seen { #expect(c.clip.y + c.clip.height <= 844 && c.clip.x >= 0) }
    }
  }
}
