// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import FloatingPanel
import Foundation
@testable import PlaygroundCore
import PlaygroundUI
import RenderTestSupport
import StrictJSON
import SwiftImport
import Testing

/// What import-swift writes opens as it is: every corpus file's config and upstream's Maps
/// example in the scene (a plain panel with neutral content where the app's own content would
/// be), in `screenshot` and in the window (`--frames 30`, SDL's dummy driver).
@Suite("import-swift: imported configs open as they are")
struct ImportOpensTests {
  static func imported(_ file: String) throws -> PlaygroundConfig {
    try AppsCorpusTests.run(file).config
  }

  @Test("every corpus import renders in a phone and an iPad window", arguments: AppsCorpusTests.files)
  func corpusOpens(_ file: String) throws {
    let config = try Self.imported(file)
    for size in [Size(width: 390, height: 844), Size(width: 1024, height: 768)] {
      let scene = try SceneSetup(config: config).makeScene(size: size)
      let placement = ConfigPlacement(config)
      #expect(placement.unplaced.isEmpty, "\(file): \(placement.unplaced)")
      // The first panel by name is shown in the search place, with the config's layout.
      let first = try #require(placement.names[.search].flatMap { config.panels[$0] })
      #expect(scene.search.position == first.position)
      if let anchors = first.anchors {
        #expect(Set(scene.search.resolvedLayout.sortedStates.map(\.rawValue)) == Set(anchors.keys))
      }
      _ = try SceneSetup(config: config).renderHeadless(size: size)
    }
  }

  @Test("Maps in a phone window, then an iPad window: the search panel is the bottom sheet, then the 375-pt top panel with the iPad behaviour")
  func mapsVariantsOpen() throws {
    let config = try SwiftImporter.importPanels([try SwiftImporterTests.source(SwiftImporterTests.maps)]).config
    let phone = try SceneSetup(config: config).makeScene(size: Size(width: 390, height: 844))
    #expect(phone.search.position == .bottom && phone.detail.position == .bottom)
    let ipad = try SceneSetup(config: config).makeScene(size: Size(width: 1024, height: 768))
    #expect(ipad.search.position == .top)
    #expect(ipad.search.resolvedLayout.sortedStates.map(\.rawValue) == ["tip", "half", "full"])
    #expect(ipad.detail.position == .left)
    #expect(ipad.search.behavior.springResponseTime == 0.3)
  }

  @Test("a plain panel: neutral content, no list: a drag from inside it moves the panel at full")
  func plainPanelHasNoList() throws {
    let config = try Self.imported("SatelliteBank.swift")
    #expect(config.panels["bankMapPanel"]?.role == .plain)
    let scene = try SceneSetup(config: config).makeScene(size: Size(width: 390, height: 844))
    #expect(scene.plainRoles == [.search] && scene.search.scroll == nil)
  }

  @Test("roles: a config's names and roles place its panels; the rest are named, never refused")
  func placement() throws {
    let config = try PlaygroundConfig.decode("""
      {"panels": {"b": {"role": "detail"}, "a": {}, "c": {"role": "plain"}, "d": {}, "e": {}}}
      """)
    let p = ConfigPlacement(config)
    #expect(p.names == [.detail: "b", .search: "a", .modal: "c"])
    #expect(p.plain == [.search, .modal] && p.unplaced == ["d", "e"])
    #expect(p.unplacedNotice?.hasPrefix("not shown: d, e") == true)
    let named = ConfigPlacement(try PlaygroundConfig.decode(#"{"panels": {"modal": {}, "search": {"role": "plain"}}}"#))
    #expect(named.names == [.modal: "modal", .search: "search"] && named.plain == [.search])
    #expect(throws: InputError.self) { try PlaygroundConfig.decode(#"{"panels": {"x": {"role": "sheet"}}}"#) }
  }

  @Test("the window saves an imported config under its own names and roles")
  func savesNames() throws {
    let config = try Self.imported("HalfModalUsingLibraries.swift")
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let tuning = PanelTuner(scene: scene)
    #expect(tuning.apply(config) == nil)
    let saved = tuning.currentConfig
    #expect(saved.panels["cartPanel"]?.role == .plain)
    #expect(saved.panels["cartPanel"]?.anchors == config.panels["cartPanel"]?.anchors)
    // issue 33: only what the file had (the plain panel plays search) or the user edited
    #expect(saved.panels["search"] == nil && saved.panels["detail"] == nil)
    #expect(Set(saved.panels.keys) == Set(config.panels.keys))
  }

  @Test("screenshot and the window take an imported config as it is")
  func commandsOpen() throws {
    let dir = try ImportSwiftCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let out = dir + "/maps.json"
    #expect(try ChildRun(["import-swift", SwiftImporterTests.maps, "--out", out]).status == 0)
    let shot = try ChildRun(["screenshot", "--config", out, "--size", "390x844", "--out", dir + "/maps.png"])
    #expect(shot.status == 0, "\(shot.stderr)")
    // Maps: a search and a detail panel with variants, and two more detail layouts the scene
    // cannot show, named on one line; then the variant each panel shows at this size.
    #expect(shot.stderrLines == [
      "playground screenshot: not shown: detailPanelPadRight, detailPanelPhone (the scene has three places, search, detail and modal; give one panel a role or remove the others)",
      "playground screenshot: live variant detailPanel: default", "playground screenshot: live variant searchPanel: default",
    ])
    #expect(FileManager.default.fileExists(atPath: dir + "/maps.png"))
    let ipad = try ChildRun(["screenshot", "--config", out, "--size", "1024x768", "--out", dir + "/maps-ipad.png"])
    #expect(ipad.status == 0 && ipad.stderrLines.suffix(2) == [
      "playground screenshot: live variant detailPanel: idiom pad", "playground screenshot: live variant searchPanel: idiom pad",
    ], "\(ipad.stderr)")
    let corpus = dir + "/cart.json"
    let source = AppsCorpusTests.directory + "/HalfModalUsingLibraries.swift"
    #expect(try ChildRun(["import-swift", source, "--out", corpus]).status == 0)
    let binary = ReplayTests.executable()
    for (path, size) in [(out, "390x844"), (out, "1024x768"), (corpus, "390x844")] {
      let (status, _, err) = try DisplayTestLock.withDummyVideo {
        try ReplayTests.launch(binary, ["window", "--config", path, "--frames", "30", "--size", size])
      }
      #expect(status == 0, "\(err)")
    }
  }
}
#endif
