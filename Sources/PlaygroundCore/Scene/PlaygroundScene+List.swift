import FloatingPanel
import Foundation

/// The list between frames: its glide after a flick (``ListMomentum``), its return to the start
/// when the panel leaves the state where it scrolls, its scroll indicator, and which panels a
/// user can see (and so focus).
extension PlaygroundScene {
  /// Frames the scroll indicator stays after the list last moved (0.5 s at 60 fps).
  package static let scrollIndicatorLinger = 30
  /// Time constant of the list's return to its start, in seconds.
  package static let listReturnTime = 0.08

  /// Where the list rests when it is not being scrolled: its start (the nearest place first).
  package var listRestOffset: Double { 0 }

  /// Whether the list is gliding or returning to its start.
  package var isListMoving: Bool {
    listMomentum != nil || (search.position.isVertical && listIsReturning)
  }

  /// Whether the search panel has left the state where its list scrolls while the list is away
  /// from its start (it then eases back, so the list is never stuck scrolled where the wheel
  /// cannot reach it).
  private var listIsReturning: Bool {
    guard let model = search.scroll, !search.isTouching else { return false }
    return !search.allowsScroll(in: search.state) && model.offset != listRestOffset
  }

  /// Whether the scroll indicator is shown.
  package var showsScrollIndicator: Bool { scrollIndicatorFrames > 0 }

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

  func noteListScrolled() {
    scrollIndicatorFrames = Self.scrollIndicatorLinger
  }

  /// One frame of the list: the glide (stopped by a touch, a moving panel or an end of the
  /// content) and the return to the start.
  func stepList(_ h: Double) {
    if var glide = listMomentum {
      let delta = glide.step(h)
      var hitEnd = false
      if search.position.isVertical {
        if var model = search.scroll, search.allowsScroll(in: search.state), !search.isAnimating, !search.isTouching {
          hitEnd = model.scroll(by: delta) != 0
          search.scroll = model
        } else {
          hitEnd = true
        }
      } else {
        hitEnd = sideScroll.scroll(by: delta) != 0
      }
      listMomentum = glide.isFinished || hitEnd ? nil : glide
      noteListScrolled()
    } else if search.position.isVertical, listIsReturning, var model = search.scroll {
      let k = 1 - exp(-h / Self.listReturnTime)
      let next = model.offset + (listRestOffset - model.offset) * k
      model.offset = abs(next - listRestOffset) < 0.5 ? listRestOffset : model.clamp(next)
      search.scroll = model
      noteListScrolled()
    } else if scrollIndicatorFrames > 0 {
      scrollIndicatorFrames -= 1
    }
  }
}
