// Not in `make sanitize`'s build, which leaves out import-swift (Package.swift, importsSwift).
#if canImport(SwiftImport)
import ConfigFormat
import FloatingPanel
import Foundation
import SwiftImport
import Testing

/// The apps corpus (Tests/Fixtures/AppsCorpus): one file per public repository, written for the
/// corpus in the FloatingPanel forms that repository uses (1.x, 2.x and 3.x API). Each file's
/// values, as a careful reader finds them, and the lines for the values that cannot be read.
@Suite("import-swift: the apps corpus")
struct AppsCorpusTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Fixtures/AppsCorpus").standardized.path

  /// Every corpus file.
  static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()

  static func run(_ file: String) throws -> SwiftImporter.Result {
    let path = directory + "/" + file
    return try SwiftImporter.importPanels([SwiftImporter.Source(name: file, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))])
  }

  static func anchor(_ inset: Double, _ edge: FloatingPanelReferenceEdge, _ guide: FloatingPanelLayoutReferenceGuide = .safeArea) -> PanelConfig.Anchor {
    PanelConfig.Anchor(FloatingPanelLayoutAnchor(absoluteInset: inset, edge: edge, referenceGuide: guide))
  }

  static func fraction(_ f: Double, _ edge: FloatingPanelReferenceEdge) -> PanelConfig.Anchor {
    PanelConfig.Anchor(FloatingPanelLayoutAnchor(fractionalInset: f, edge: edge, referenceGuide: .safeArea))
  }

  /// Whether `skips` has a line for `file:line` that mentions `text`.
  static func has(_ skips: [String], _ file: String, _ line: Int, _ text: String) -> Bool {
    skips.contains { $0.hasPrefix("\(file):\(line): skipped ") && $0.contains(text) }
  }

  @Test("the corpus has files from 15 repositories, each with its source line")
  func corpusCredited() throws {
    #expect(Self.files.count >= 15)
    var repositories: Set<String> = []
    for f in Self.files {
      let text = try String(contentsOfFile: Self.directory + "/" + f, encoding: .utf8)
      let first = text.split(separator: "\n").first.map(String.init) ?? ""
      #expect(first.hasPrefix("// Corpus form of "), "\(f)")
      if let repo = first.dropFirst("// Corpus form of ".count).split(separator: ",").first { repositories.insert(String(repo)) }
      #expect(text.contains(" @ ") && text.contains("licence:"), "\(f)")
    }
    #expect(repositories.count >= 15)
  }

  @Test("2.x stored lets, a top panel, a getter and the hidden initial state")
  func layouts() throws {
    let bank = try #require(try Self.run("SatelliteBank.swift").config.panels["bankMapPanel"])
    #expect(bank.position == .bottom && bank.initialState == "tip")
    #expect(bank.anchors == ["full": Self.anchor(20, .top), "tip": Self.anchor(150, .bottom)])
    let drawer = try #require(try Self.run("Planner.swift").config.panels["calendarDrawer"])
    #expect(drawer.position == .top && drawer.initialState == "tip")
    #expect(drawer.anchors == ["full": Self.anchor(100, .bottom), "tip": Self.anchor(72, .top)])
    let sort = try Self.run("CAKK.swift")
    let options = try #require(sort.config.panels["sortOptionsPanel"])
    #expect(options.initialState == "hidden" && options.anchors == ["tip": Self.anchor(320, .bottom)])
    #expect(options.backdropAlpha == ["tip": 0.45])
    #expect(sort.skips.isEmpty)
  }

  @Test("a controller's grabber size (.init), layout and shadowed appearance set in viewDidLoad")
  func controllerSetup() throws {
    let result = try Self.run("HalfModalUsingLibraries.swift")
    #expect(result.skips.isEmpty)
    let cart = try #require(result.config.panels["cartPanel"])
    #expect(cart.anchors == ["full": Self.anchor(24, .top), "half": Self.fraction(0.3, .bottom), "tip": Self.anchor(90, .bottom)])
    let look = try #require(cart.appearance?.surface)
    #expect(look.grabberSize == Size(width: 40, height: 5))
    #expect(look.cornerRadius == 14 && look.backgroundColor == .clear)
    #expect(look.shadows.count == 1 && look.shadows.first?.offset == Point(x: 0, y: 2))
    #expect(look.shadows.first?.radius == 8 && look.shadows.first?.opacity == 0.5 && look.shadows.first?.color == .black)
  }

  @Test("an appearance made in a lazy var's closure; a colour from an app's initializer is one line")
  func lazyAppearance() throws {
    let result = try Self.run("SCCalendar.swift")
    let agenda = try #require(result.config.panels["agendaPanel"])
    #expect(agenda.anchors == ["half": Self.fraction(0.45, .bottom), "tip": Self.anchor(52, .bottom)])
    let look = try #require(agenda.appearance?.surface)
    #expect(look.cornerRadius == 26 && look.shadows.first?.radius == 20 && look.shadows.first?.spread == 4)
    #expect(look.shadows.first?.offset == Point(x: 0, y: 12))
    #expect(Self.has(result.skips, "SCCalendar.swift", 26, "UIColor(hex: 0x2E7D32)"))
    #expect(result.skips.count == 1)
  }

  @Test("an appearance made in a FloatingPanelController extension: FloatingPanel's default layout, said; app colours are lines")
  func extensionAppearance() throws {
    let result = try Self.run("NaverMap.swift")
    #expect(result.config.panelNames == ["panel"])
    let panel = try #require(result.config.panels["panel"])
    #expect(panel.anchors == nil && panel.initialState == "half")
    let look = try #require(panel.appearance?.surface)
    #expect(look.cornerRadius == 16 && look.showsGrabber == false && look.border?.width == 2)
    #expect(look.shadows.first?.offset == Point(x: 0, y: -3) && look.shadows.first?.opacity == 0.8 && look.shadows.first?.radius == 12)
    #expect(result.notes.contains { $0.contains("FloatingPanel's default layout") })
    for (line, name) in [(10, "brandShadow"), (16, "brandBackground"), (17, "brandBorder")] {
      #expect(Self.has(result.skips, "NaverMap.swift", line, name), "\(name)")
    }
    #expect(result.skips.count == 3)
    let card = try Self.run("QatarPay.swift")
    #expect(card.config.panels["panel"]?.appearance?.surface.backgroundColor == .clear)
    // Issue 33: `appearance.cornerCurve = .continuous` is read, not skipped.
    #expect(card.config.panels["panel"]?.appearance?.surface.cornerCurve == .continuous)
    #expect(!Self.has(card.skips, "QatarPay.swift", 10, "cornerCurve") && Self.has(card.skips, "QatarPay.swift", 12, "`radius`"))
  }

  @Test("FloatingPanel 1.x layouts are translated (said once per layout)")
  func version1() throws {
    let ski = try Self.run("ShareAndSki.swift")
    let friends = try #require(ski.config.panels["slopeFriendsPanel"])
    #expect(friends.position == .bottom && friends.initialState == "tip")
    #expect(friends.anchors == ["full": Self.anchor(30, .top), "tip": Self.anchor(60, .bottom)])
    #expect(ski.skips.isEmpty && ski.notes.count == 1 && ski.notes[0].hasPrefix("ShareAndSki.swift:5: note: SlopeFriendsPanelLayout uses FloatingPanel 1.x"))
    let reviews = try #require(try Self.run("RateGoods.swift").config.panels["reviewsPanel"])
    #expect(reviews.initialState == "full" && reviews.anchors == ["full": Self.anchor(120, .top), "tip": Self.anchor(80, .bottom)])
    let route = try #require(try Self.run("FindFun.swift").config.panels["walkRoutePanel"])
    #expect(route.initialState == "half" && route.anchors == ["half": Self.anchor(300, .bottom), "tip": Self.anchor(100, .bottom)])
    let parking = try Self.run("ParkingFriends.swift")
    let lot = try #require(parking.config.panels["parkingLotPanel"])
    #expect(lot.anchors == ["full": Self.anchor(8, .top)] && lot.initialState == "full")
    #expect(Self.has(parking.skips, "ParkingFriends.swift", 26, "`tipHeight`"))
    #expect(Self.has(parking.skips, "ParkingFriends.swift", 13, "initialPosition"))
  }

  @Test("a layout made by an initializer call with literal arguments; a variable in it is one line")
  func initializerCall() throws {
    let result = try Self.run("Gaia.swift")
    let picker = try #require(result.config.panels["regionPickerPanel"])
    #expect(picker.position == .bottom && picker.initialState == "half")
    #expect(picker.anchors == ["full": Self.anchor(12, .top), "half": Self.fraction(0.4, .bottom)])
    #expect(Self.has(result.skips, "Gaia.swift", 12, "deviceHasNotch"))
    #expect(result.skips.count == 1)
  }

  @Test("static lets and stored properties: a width read through Type.name; a state set in init is one line")
  func storedValues() throws {
    let result = try Self.run("OneBusAway.swift")
    let wide = try #require(result.config.panels["stopsPanelWide"])
    #expect(wide.placement == .fixed(length: 320, inset: 12))
    #expect(wide.anchors == ["full": Self.anchor(20, .top), "half": Self.fraction(0.45, .bottom), "tip": Self.anchor(72, .bottom)])
    #expect(wide.backdropAlpha.isEmpty)
    #expect(Self.has(result.skips, "OneBusAway.swift", 22, "initialState"))
    #expect(Self.has(result.skips, "OneBusAway.swift", 8, "`startState`"))
    #expect(result.config.panels["stopsPanel"]?.anchors == nil)
  }

  @Test("a behaviour with stored lets pairs by name; intrinsic anchors imported as such, the content length in a note")
  func intrinsicAndBehavior() throws {
    let result = try Self.run("Anytype.swift")
    let popup = try #require(result.config.panels["contentSizedPopup"])
    #expect(popup.behavior.springDecelerationRate == 0.998 && popup.behavior.springResponseTime == 0.35)
    #expect(popup.anchors?["full"]?.content == .intrinsic(FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .superview)))
    #expect(popup.contentLength == 300 && !result.skips.contains { $0.contains("Intrinsic") })
    let sheet = try Self.run("ExBottomSheet.swift")
    #expect(sheet.config.panels["confirmSheet"]?.anchors?["full"]?.content == .intrinsic(FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: 0, referenceGuide: .safeArea)))
    #expect(sheet.notes.contains { $0.contains("ConfirmSheetLayout has intrinsic or adaptive anchors") })
    #expect(sheet.config.panels["confirmSheet"]?.initialState == "full")
  }

  @Test("import → export → import gives the same config", arguments: files)
  func roundTrip(_ file: String) throws {
    var config = try Self.run(file).config
    config.description = nil
    let (back, unsupported, skips) = try ImportExportRoundTripTests.roundTrip(config)
    #expect(skips.isEmpty, "\(skips)")
    #expect(back == ImportExportRoundTripTests.expected(config, unsupported: unsupported))
  }

  @Test("every corpus file imports", arguments: files)
  func imports(_ file: String) throws {
    let result = try Self.run(file)
    #expect(!result.config.panels.isEmpty)
    _ = try result.config.resolved()
  }
}
#endif
