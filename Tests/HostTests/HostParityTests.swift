import CSDL2
import ConfigFormat
import FloatingPanel
import FloatingPanelSDL
import PanelRendering
import PlaygroundCore
import PlaygroundUI
import SDLKit
import Testing

extension HostSuite {
  /// The host draws what `playground screenshot --background plain --content none` draws, pixel
  /// for pixel, on SDL's software renderer: the same scene, config, state and size.
  @Suite struct HostParityTests {
    static let configs: [String?] = [nil, "Assets/snapshots/my-panels.json", "Assets/presets/maps.json"]

    /// The host's frame: settled in `state` on a software renderer over an XRGB8888 surface.
    static func hostFrame(config: String?, state: String?, width: Int32, height: Int32, scale: Double = 1) throws -> PixelBuffer {
      let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_XRGB8888.rawValue))
      defer { SDL_FreeSurface(surface) }
      let sdl = try #require(SDL_CreateSoftwareRenderer(surface))
      defer { SDL_DestroyRenderer(sdl) }
      let json = try config.map { try String(contentsOfFile: HostFixtures.root + "/" + $0, encoding: .utf8) }
      let image: PixelBuffer
      do {
        let host = try FloatingPanelHost(window: nil, renderer: sdl, configJSON: json, surfaceScale: scale)
        if let state { try host.move("search", to: state, animated: true) }
        var t = 0.0
        for _ in 0..<3600 where host.needsFrame {
          host.update(at: t)
          try host.draw()
          t += 1.0 / 60
        }
        #expect(!host.needsFrame, "the host settles")
        SDL_SetRenderDrawColor(sdl, 0xE5, 0xE9, 0xF0, 255)
        SDL_RenderClear(sdl)
        try host.draw()
        image = try Renderer.borrowing(sdl).readPixels()
      }
      return image
    }

    /// The playground's frame for the same options.
    static func playgroundFrame(config: String?, state: String?, width: Int, height: Int, scale: Double = 1) throws -> PixelBuffer {
      let setup = SceneSetup(
        state: state.map { ["full": FloatingPanelState.full, "half": .half, "tip": .tip][$0] ?? .hidden }, scale: scale,
        config: try config.map { try ConfigFile.load(path: HostFixtures.root + "/" + $0) })
      return try setup.renderHeadless(
        size: Size(width: Double(width), height: Double(height)), background: PanelImage.Background.plain(PanelImage.plainColor), emptyPanels: true)
    }

    @Test("the host's settled frame is the playground's, pixel for pixel", arguments: configs, ["full", "half", "tip", nil])
    func sameFrame(config: String?, state: String?) throws {
      for (w, h) in [(390, 844), (1280, 800)] {
        let host = try Self.hostFrame(config: config, state: state, width: Int32(w), height: Int32(h))
        let playground = try Self.playgroundFrame(config: config, state: state, width: w, height: h)
        #expect(host.width == w && host.height == h)
        let differing = zip(host.bytes, playground.bytes).filter { $0 != $1 }.count
        #expect(differing == 0, "\(config ?? "default") \(state ?? "initial") \(w)x\(h): \(differing) bytes differ")
        #expect(host.bytes != PixelBuffer(width: w, height: h, fill: RGBA(hex: 0xE5E9F0)).bytes, "the panels were drawn")
      }
    }

    @Test("--content none leaves the panels empty: the playground's content is drawn without it")
    func contentNoneDiffers() throws {
      let empty = try Self.playgroundFrame(config: nil, state: "half", width: 390, height: 844)
      let full = try SceneSetup(state: .half).renderHeadless(
        size: Size(width: 390, height: 844), background: PanelImage.Background.plain(PanelImage.plainColor))
      #expect(empty.bytes != full.bytes)
    }
  }
}
