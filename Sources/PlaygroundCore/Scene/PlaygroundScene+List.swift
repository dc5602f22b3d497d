import FloatingPanel
import Foundation

/// The list between frames: its glide after a flick (``ListMomentum``), its return to the start
/// when the panel leaves the state where it scrolls, its scroll indicator, and which panels a
/// user can see (and so focus).
extension PlaygroundScene {
  /// Frames the scroll indicator stays after the list last moved (``SearchList/indicatorLinger``).
  package static let scrollIndicatorLinger = SearchList.indicatorLinger
  /// Time constant of the list's return to its start, in seconds (``SearchList/returnTime``).
  package static let listReturnTime = SearchList.returnTime

  /// Where the list rests when it is not being scrolled: its start (the nearest place first).
  package var listRestOffset: Double { SearchList.restOffset }

  /// The list's glide after a flick (nil: at rest).
  package var listMomentum: ListMomentum? { list.momentum }
  /// The sidebar list's scroll state (left/right panels only).
  package var sideScroll: ScrollModel { list.sideScroll }
  /// Frames the list's scroll indicator stays shown (it shows while the list scrolls or glides).
  package var scrollIndicatorFrames: Int { list.indicatorFrames }

  /// Whether the list is gliding or returning to its start.
  package var isListMoving: Bool {
    list.momentum != nil || SearchList.isReturning(search.scroll, host: listHost)
  }

  /// Whether the scroll indicator is shown.
  package var showsScrollIndicator: Bool { list.showsIndicator }

  /// What the search panel allows its list now: scrolling in a scrollable state at rest, the
  /// return to the start once it has left that state (the engine's scroll tracking).
  var listHost: SearchList.Host {
    guard search.position.isVertical else { return .side }
    let allows = search.allowsScroll(in: search.state)
    return SearchList.Host(
      isVertical: true, scrolls: allows && !search.isAnimating && !search.isTouching, returns: !allows && !search.isTouching)
  }

  /// Whether a user can see `role`'s panel: on screen, not on its way to hidden, and its grabber
  /// not under a panel in front of it (nor behind a dimming backdrop). Tab and the focus follow it.
  package func isFocusable(_ role: PanelRole) -> Bool {
    let p = panel(role)
    guard p.isVisible, p.state != .hidden else { return false }
    let band = p.grabberBand
    let probe = Point(x: band.midX, y: band.midY)
    guard let i = container.panels.firstIndex(where: { $0 === p }) else { return false }
    for q in container.panels[(i + 1)...] where q.isVisible && q.state != .hidden {
      if q.backdropAlpha > 0 || q.surfaceFrame.contains(probe) { return false }
    }
    return true
  }

  /// One frame of the list: the glide (stopped by a touch, a moving panel or an end of the
  /// content) and the return to the start (``SearchList/step(_:engine:host:)``).
  func stepList(_ h: Double) {
    var engine = search.scroll
    list.step(h, engine: &engine, host: listHost)
    if engine != search.scroll { search.scroll = engine }
  }
}
