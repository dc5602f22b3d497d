import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
import Testing

/// ``SearchPanelMetrics``: the order of a top panel's field and rows, and a sidebar's strip at tip.
@Suite struct SearchPanelMetricsTests {
  static let portrait = Size(width: 390, height: 844)
  static let landscape = Size(width: 1280, height: 800)

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
}
