import CSDL2
import FloatingPanel
import FloatingPanelSDL
import SDLKit
import Testing

extension HostSuite {
  /// HiDPI: the host's pixels per point are the renderer's output over the window's size (a
  /// real 2× window needs a HiDPI display, which Xvfb is not: the computation is checked on its
  /// own, and the drawing at scale 2 through a renderer on a surface).
  @Suite struct HostScaleTests {
    @Test(
      "points and scale from the window's size and the renderer's output",
      arguments: [
        ((390, 844), 780, 1688, 1, 390, 844, 2),  // a 2× HiDPI window
        ((1280, 800), 1920, 1200, 1, 1280, 800, 1.5),  // a 150 % desktop
        ((390, 844), 390, 844, 1, 390, 844, 1),  // X11, Xvfb: the output is the window
        ((0, 0), 780, 1688, 1, 780, 1688, 1),  // a window with no size yet: the output at the surface scale
        (nil, 780, 1688, 2, 390, 844, 2),  // a renderer on a surface at surfaceScale 2
      ] as [((Int, Int)?, Int, Int, Double, Double, Double, Double)])
    func pointSize(window: (Int, Int)?, outW: Int, outH: Int, surface: Double, w: Double, h: Double, scale: Double) {
      let (size, s) = FloatingPanelHost.pointSize(
        window: window.map { (width: $0.0, height: $0.1) }, output: PixelSize(width: outW, height: outH), surfaceScale: surface)
      #expect(size == Size(width: w, height: h))
      #expect(s == scale)
    }

    @Test("at scale 2 the host draws the playground's scale-2 frame, pixel for pixel", arguments: ["full", "half"])
    func sameFrameAtScale2(state: String) throws {
      let host = try HostParityTests.hostFrame(config: "Assets/snapshots/my-panels.json", state: state, width: 780, height: 1688, scale: 2)
      let playground = try HostParityTests.playgroundFrame(config: "Assets/snapshots/my-panels.json", state: state, width: 390, height: 844, scale: 2)
      #expect(host.width == 780 && host.height == 1688 && playground.width == 780 && playground.height == 1688)
      let differing = zip(host.bytes, playground.bytes).filter { $0 != $1 }.count
      #expect(differing == 0, "\(state): \(differing) bytes differ")
      let atOne = try HostParityTests.hostFrame(config: "Assets/snapshots/my-panels.json", state: state, width: 780, height: 1688)
      #expect(atOne.bytes != host.bytes, "at scale 1 the same output is 780×1688 points: another frame")
    }

    @Test("at scale 2, rectangles are in pixels and a 200-point drag scrolls the list 200 points, 400 pixels")
    func listAtScale2() throws {
      let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 780, 1688, 32, SDL_PIXELFORMAT_XRGB8888.rawValue))
      defer { SDL_FreeSurface(surface) }
      let sdl = try #require(SDL_CreateSoftwareRenderer(surface))
      defer { SDL_DestroyRenderer(sdl) }
      let host = try FloatingPanelHost(window: nil, renderer: sdl, configJSON: nil, surfaceScale: 2)
      try host.trackList(of: "search", contentHeight: 1200)
      try host.move("search", to: "full", animated: false)
      HostInputTests.settle(host, from: 0)
      let list = try #require(try host.list(of: "search"))
      #expect(list.scale == 2)
      #expect(list.viewport == HostRect(x: 0, y: 164, width: 780, height: 1524), "twice the 1× viewport (0, 82, 390, 762)")
      HostListTests.drag(host, from: 600, by: -200, ms: 1000)
      let scrolled = try #require(try host.list(of: "search"))
      #expect(scrolled.offset == 200)
      #expect(scrolled.pixelY(600) == list.viewport.y + 800)
    }

    @Test("a surface scale outside 1 to 4 is refused with one line")
    func badScale() throws {
      let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 390, 844, 32, SDL_PIXELFORMAT_XRGB8888.rawValue))
      defer { SDL_FreeSurface(surface) }
      let sdl = try #require(SDL_CreateSoftwareRenderer(surface))
      defer { SDL_DestroyRenderer(sdl) }
      for bad in [0.5, 5, .nan, .infinity] {
        #expect(throws: HostError(.badValue, "the surface scale is \(bad); pass pixels per point from 1 to 4")) {
          _ = try FloatingPanelHost(window: nil, renderer: sdl, configJSON: nil, surfaceScale: bad)
        }
      }
    }
  }
}
