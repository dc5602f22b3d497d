import ConfigFormat
import FloatingPanel
import Foundation
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// The tuning card's Appearance page without SDL: rows, slider edits, the hex entry (valid,
/// invalid, cancelled), shadow count, and the session applying edits live, marking them unsaved
/// and writing them on save and export.
@Suite("Appearance page: the focused panel's look, edited live")
struct AppearancePageTests {
  static func row(_ m: AppearanceModel, _ f: AppearanceModel.Field) throws -> Int {
    try #require(m.rows.firstIndex { $0.field == f })
  }

  @Test("rows: every field of the look, one shadow's six parts per shadow (up to two)")
  func rowsFollowTheShadows() throws {
    var m = AppearanceModel(appearance: PanelAppearance())
    #expect(m.rows.count == 17)  // background, radius, count, 6 shadow rows, border ×2, grabber ×5, backdrop
    #expect(m.rows[0].valueText == "#FFFFFF")
    let count = try Self.row(m, .shadowCount)
    m.focus(row: count)
    var look = m.handle(key: .right)
    #expect(look.surface.shadows.count == 2)
    #expect(m.rows.count == 23)
    #expect(m.rows.contains { $0.field == .shadow(1, .spread) })
    look = m.handle(key: .right)  // the slider stops at two
    #expect(look.surface.shadows.count == 2)
    look = m.setFraction(row: count, fraction: 0)
    #expect(look.surface.shadows.isEmpty)
    #expect(m.rows.count == 11)
  }

  @Test("sliders: ← → step (Shift fine), a track fraction sets the value, clamped to the range")
  func slidersEditLengths() throws {
    var m = AppearanceModel(appearance: PanelAppearance())
    let radius = try Self.row(m, .cornerRadius)
    m.focus(row: radius)
    var look = m.handle(key: .right)
    #expect(look.surface.cornerRadius == 1)
    look = m.handle(key: .right, fine: true)
    #expect(look.surface.cornerRadius == 1.5)
    look = m.setFraction(row: radius, fraction: 0.5)
    #expect(look.surface.cornerRadius == 30)
    #expect(m.rows[radius].valueText == "30.0 pt")
    look = m.setFraction(row: radius, fraction: 7)
    #expect(look.surface.cornerRadius == 60)
    let opacity = try Self.row(m, .shadow(0, .opacity))
    look = m.setFraction(row: opacity, fraction: 0.25)
    #expect(look.surface.shadows[0].opacity == 0.25)
    let y = try Self.row(m, .shadow(0, .y))
    look = m.setFraction(row: y, fraction: 0)
    #expect(look.surface.shadows[0].offset.y == -40)
    let width = try Self.row(m, .borderWidth)
    let bordered = m.setFraction(row: width, fraction: 0.2).surface.border
    #expect(bordered == SurfaceAppearance.Border(color: .black, width: 2))
    let grabber = try Self.row(m, .grabberVisible)
    look = m.setFraction(row: grabber, fraction: 0)
    #expect(look.surface.showsGrabber == false)
    #expect(m.rows[grabber].valueText == "hidden")
    m.focus(row: try Self.row(m, .grabberHeight))
    look = m.handle(key: .left)
    #expect(look.surface.grabberSize.height == SurfaceAppearance().grabberSize.height - 0.5)
  }

  @Test("hex: Enter opens, digits type, Enter applies #RRGGBB and #RRGGBBAA; bad text is refused and stays")
  func hexEntry() throws {
    var m = AppearanceModel(appearance: PanelAppearance())
    m.focus(row: try Self.row(m, .cornerRadius))
    var opened = m.beginEntry()
    #expect(!opened)  // not a colour row
    m.focus(row: try Self.row(m, .backdropColor))
    opened = m.beginEntry()
    #expect(opened)
    for c in "1c2b4" { m.type(c) }
    #expect(m.entry == "1C2B4")
    #expect(!m.entryIsValid)
    let refused = m.commitEntry()
    #expect(refused == nil)  // five digits: not applied, still open
    #expect(m.entry == "1C2B4")
    #expect(m.appearance.backdropColor == .black)
    m.type("g")  // not a hex digit
    m.type("A")
    #expect(m.entryIsValid)
    let applied = m.commitEntry()
    #expect(PanelAppearance.hex(try #require(applied).backdropColor) == "#1C2B4A")
    #expect(m.entry == nil)
    #expect(m.rows[m.focus].valueText == "#1C2B4A")

    m.focus(row: try Self.row(m, .shadow(0, .color)))
    m.beginEntry()
    for c in "FF000080" { m.type(c) }
    m.type("1")  // nine digits are not taken
    let shadowed = m.commitEntry()
    let red = try #require(shadowed).surface.shadows[0].color
    #expect(PanelAppearance.hex(red) == "#FF000080")

    m.focus(row: 0)
    m.beginEntry()
    for c in "123456" { m.type(c) }
    m.deleteBackward()
    #expect(m.entry == "12345")
    m.cancelEntry()
    #expect(m.entry == nil)
    #expect(m.appearance.surface.backgroundColor == .white)  // Esc applied nothing
  }

  @Test("session: A switches pages, edits apply to the focused panel, mark unsaved, and save/export carry them")
  func sessionAppliesSavesAndExports() throws {
    let dir = try TuningFixtures.temporaryDirectory("appearance-page")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/look.json"
    try #"{"panels": {"search": {"behavior": {"springResponseTime": 0.3}}}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let scene = try PlaygroundScene(size: Size(width: 390, height: 844))
    let session = try TuningSession(scene: scene, configPath: path)
    session.report = { _, _ in }
    session.isShown = true
    #expect(session.cardRowCount == TuningModel.Field.allCases.count - 1)  // no Rush speed row under FloatingPanel's rule
    session.togglePage()
    #expect(session.page == .appearance)
    #expect(session.title == "Appearance — search panel")
    #expect(session.cardRowCount == 23)  // the scene's look has two shadows
    session.handle(key: .down, fine: false)
    for _ in 0..<5 { session.handle(key: .right, fine: false) }
    #expect(scene.search.surfaceAppearance.cornerRadius == SceneLayouts.appearance().cornerRadius + 5)
    #expect(session.hasUnsavedChanges)
    session.handle(key: .up, fine: false)
    #expect(session.beginHexEntry())
    for c in "1C2B4A" { session.typeHex(.character(c)) }
    session.typeHex(.apply)
    #expect(PanelAppearance.hex(scene.search.surfaceAppearance.backgroundColor) == "#1C2B4A")
    #expect(session.save())
    #expect(!session.hasUnsavedChanges)
    let saved = try ConfigFile.load(path: path)
    let look = try #require(saved.panels["search"]?.appearance)
    #expect(look.surface.cornerRadius == SceneLayouts.appearance().cornerRadius + 5)
    #expect(PanelAppearance.hex(look.surface.backgroundColor) == "#1C2B4A")
    let export = try #require(session.exportSwift())
    let swift = try String(contentsOfFile: export, encoding: .utf8)
    #expect(swift.contains("cornerRadius: 17,"))
    session.togglePage()
    #expect(session.page == .behaviour)
  }
}
