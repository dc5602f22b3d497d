import ArgumentParser
import CSDL2
import FloatingPanel
import Foundation
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
@testable import playground
@testable import PlaygroundWindow
@testable import PlaygroundBench
import RenderTestSupport
import SDLKit
import Testing

extension PlaygroundSuite {
  /// The window at a forced pixel density (`window --scale 2`): a real SDL window (SDL's dummy
  /// driver, or `SDLKIT_TEST_VIDEODRIVER=x11` under Xvfb) twice as large in window coordinates,
  /// whose pixels equal `screenshot --scale 2`'s, and whose events come back in points.
  @Suite(.serialized) struct HiDPIWindowTests {
    static func withVideo<T>(_ body: () throws -> T) throws -> T {
      try DisplayTestLock.run {
        setenv("SDL_VIDEODRIVER", ProcessInfo.processInfo.environment["SDLKIT_TEST_VIDEODRIVER"] ?? "dummy", 1)
        return try body()
      }
    }

    @Test("--scale 2: the window's pixels equal the headless render at 2×; its events come back in points")
    func windowAtScaleTwoEqualsScreenshot() throws {
      try Self.withVideo {
        let size = SceneSize(width: 640, height: 480)
        let app = try AppLoop(size: size, scale: 2)
        app.driver.drawing.showsHUD = false
        let target = try #require(app.target as? SDLFrameTarget)
        #expect(target.size == PixelSize(width: 640, height: 480))
        #expect(target.pixelScale == 2)
        #expect(target.window.size == PixelSize(width: 1280, height: 960))  // X11 and dummy: 1 pixel per coordinate
        #expect(target.renderer.outputSize == PixelSize(width: 1280, height: 960))
        #expect(app.scene.scale == 2)
        try app.run(maxFrames: 1, paced: false)
        let window = try target.readPixels()
        var shot = Shot()
        shot.size = Size(width: 640, height: 480)
        shot.setup.scale = 2
        let headless = try shot.render()
        #expect((window.width, window.height) == (1280, 960))
        let comparison = PixelComparison(reference: headless, actual: window, tolerance: .exact)
        #expect(comparison.differingPixels == 0, "\(comparison.summary(tolerance: .exact)) via \(target.window.videoDriver)")
        // Events come back in points; a drag moves the panel by points. (One window per test
        // process: SDL's x11 driver does not start again after it has been shut down.)
        let events = try #require(app.events as? SDLEventSource)
        _ = events.pollAll()
        var raw = SDL_Event()
        raw.type = SDL_MOUSEBUTTONDOWN.rawValue
        (raw.button.x, raw.button.y, raw.button.button) = (401, 801, UInt8(SDL_BUTTON_LEFT))
        SDL_PushEvent(&raw)
        var resize = SDL_Event()
        resize.type = SDL_WINDOWEVENT.rawValue
        resize.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        (resize.window.data1, resize.window.data2) = (1001, 801)
        SDL_PushEvent(&resize)
        let got = events.pollAll()
        guard got.count == 2, case .pointerDown(let down) = got[0], case .resized(let w, let h, _) = got[1] else {
          Issue.record("got \(got)")
          return
        }
        #expect((down.x, down.y) == (200.5, 400.5))
        #expect((w, h) == (500, 400))  // 1001 coordinates are 500 whole points
        // A posted drag (in points) moves the panel by exactly those points.
        let start = app.scene.search.location
        events.post(.pointerDown(PointerEvent(x: 200, y: start + 20, button: .primary, timestamp: 0)))
        events.post(.pointerMove(PointerEvent(x: 200, y: start - 30, button: .primary, timestamp: 0)))
        try app.run(maxFrames: app.frameCount + 1, paced: false)
        #expect(app.scene.search.location == start - 50)
      }
    }

    @Test("window --scale takes 1, 2 or 3 within 16384 pixels a side; anything else is a usage error naming it")
    func scaleOption() throws {
      func problem(_ arguments: [String]) -> (Int32, String)? {
        do {
          _ = try PlaygroundCommand.parseAsRoot(["window"] + arguments)
          return nil
        } catch {
          return (PlaygroundCommand.exitCode(for: error).rawValue, PlaygroundCommand.message(for: error))
        }
      }
      #expect(problem(["--scale", "2"]) == nil)
      #expect(problem(["--scale", "3", "--size", "5461x800"]) == nil)
      let four = try #require(problem(["--scale", "4"]))
      #expect(four.0 == 64 && four.1.contains("--scale 4 is not a pixel density; use 1, 2 or 3"))
      let huge = try #require(problem(["--scale", "3", "--size", "8192x800"]))
      #expect(huge.0 == 64 && huge.1.contains("--size 8192x800 at --scale 3 is 24576x2400 pixels"))
    }

    @Test("bench --scale 2 draws the moving scene at 2x; --scale 4 and over 16384 pixels are usage errors")
    func benchAtScale() throws {
      let result = try SceneBenchmark(size: SceneSize(width: 320, height: 480), frames: 10, warmUpFrames: 2, scale: 2).run()
      #expect(result.scene.count == 10 && result.movingFrames == 10)
      func status(_ arguments: [String]) -> Int32 {
        do {
          _ = try PlaygroundCommand.parseAsRoot(["bench"] + arguments)
          return 0
        } catch {
          return PlaygroundCommand.exitCode(for: error).rawValue
        }
      }
      #expect(status(["--size", "1920x1080", "--scale", "2"]) == 0)
      #expect(status(["--scale", "4"]) == 64)
      #expect(status(["--size", "8192x800", "--scale", "3"]) == 64)
    }

    @Test("PointScale: forced over native densities, and whole points both ways")
    func pointScale() {
      let xvfb = PointScale(forced: 2, native: 1)
      #expect((xvfb.factor, xvfb.pixelScale) == (0.5, 2))
      #expect((xvfb.points(2561), xvfb.window(1280)) == (1280, 2560))
      let wayland = PointScale(forced: nil, native: 2)  // a scaled output, nothing forced
      #expect((wayland.factor, wayland.pixelScale) == (1, 2))
      let three = PointScale(forced: 3, native: 2)
      #expect((three.factor, three.window(100), three.points(150)) == (2.0 / 3, 150, 100))
      #expect(PointScale(forced: nil, native: .nan).pixelScale == 1)
    }
  }
}
