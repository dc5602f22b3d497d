import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// Issue 33's walk-through: an anchor line across the window no longer strikes through a
/// panel's list; it is broken where a visible panel's surface lies (``AnchorEditor/Line/pieces``).
@Suite struct AnchorLinePiecesTests {
  @Test("a horizontal line is broken at a surface: two pieces, one when the surface is flush with an edge, the whole when it misses")
  func horizontalLineBreaksAtTheSurface() {
    let bar = AnchorEditor.bar(at: 400, thickness: 1, vertical: true, in: Size(width: 1280, height: 800))
    #expect(bar == Rect(x: 0, y: 399.5, width: 1280, height: 1))
    let surface = Rect(x: 8, y: 8, width: 375, height: 800)
    #expect(
      AnchorEditor.pieces(of: bar, outside: [surface], vertical: true)
        == [Rect(x: 0, y: 399.5, width: 8, height: 1), Rect(x: 383, y: 399.5, width: 897, height: 1)])
    let flush = AnchorEditor.pieces(of: bar, outside: [Rect(x: 0, y: 300, width: 390, height: 544)], vertical: true)
    #expect(flush == [Rect(x: 390, y: 399.5, width: 890, height: 1)])
    #expect(AnchorEditor.pieces(of: bar, outside: [Rect(x: 0, y: 500, width: 390, height: 344)], vertical: true) == [bar])
    #expect(AnchorEditor.pieces(of: bar, outside: [], vertical: true) == [bar])
    // Two surfaces on the line (the search sheet and a detail card): three pieces.
    let two = AnchorEditor.pieces(of: bar, outside: [surface, Rect(x: 900, y: 100, width: 300, height: 600)], vertical: true)
    #expect(two.map(\.minX) == [0, 383, 1200] && two.map(\.width) == [8, 517, 80])
    // A line on the surface's own top edge (the panel resting there) stays whole; 1.5 pt in, it is cut.
    let edge = Rect(x: 0, y: 399.5 + 0.5, width: 390, height: 400)
    #expect(AnchorEditor.pieces(of: bar, outside: [edge], vertical: true) == [bar])
    #expect(AnchorEditor.pieces(of: bar, outside: [Rect(x: 0, y: 398.5, width: 390, height: 400)], vertical: true).count == 1)
    // A surface as wide as the window leaves nothing of the line.
    #expect(AnchorEditor.pieces(of: bar, outside: [Rect(x: 0, y: 0, width: 1280, height: 800)], vertical: true).isEmpty)
  }

  @Test("a side panel's vertical line is broken where the panel lies, kept whole on its edge")
  func verticalLineBreaksAtASidePanel() {
    let bar = AnchorEditor.bar(at: 375, thickness: 1, vertical: false, in: Size(width: 1024, height: 640))
    let pieces = AnchorEditor.pieces(of: bar, outside: [Rect(x: 0, y: 40, width: 400, height: 560)], vertical: false)
    #expect(pieces == [Rect(x: 374.5, y: 0, width: 1, height: 40), Rect(x: 374.5, y: 600, width: 1, height: 40)])
    // The panel resting at that state: the line runs along its trailing edge, whole.
    #expect(AnchorEditor.pieces(of: bar, outside: [Rect(x: 0, y: 40, width: 375, height: 560)], vertical: false) == [bar])
  }

  @Test("the search card at full on a desktop: the half and tip lines lie beside the card, never on its list; full's runs along its top edge")
  func linesOfTheSheetAtFull() throws {
    let scene = try SceneSetup(position: .bottom, state: .full).makeScene(size: Size(width: 1280, height: 800))
    scene.settle()
    let editor = AnchorEditor(scene: scene)
    let surface = scene.search.surfaceFrame
    let lines = editor.lines(for: .search)
    #expect(lines.map(\.state) == [.full, .half, .tip])
    for line in lines where line.state != .full {
      #expect(!line.pieces.isEmpty, "\(line.state): drawn beside the card")
      for piece in line.pieces { #expect(surface.intersection(piece) == nil, "\(line.state): \(piece) on the card \(surface)") }
      // What is left spans the window but for the card.
      #expect(abs(line.pieces.map(\.width).reduce(0, +) - (1280 - surface.width)) < 0.001)
    }
    let full = try #require(lines.first)
    #expect(full.pieces == [AnchorEditor.bar(at: surface.minY, thickness: 1, vertical: true, in: scene.size)])
  }
}
