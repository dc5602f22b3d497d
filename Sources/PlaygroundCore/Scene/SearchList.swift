import FloatingPanel
import Foundation

/// A panel's list between input events (the search panel's rows, or a host program's list in any
/// panel, ``PanelLists``): a side panel's own scroll model (the engine
/// tracks top/bottom lists, whose ``ScrollModel`` lives in `FloatingPanelController.scroll`), the
/// glide after a flick (``ListMomentum``), the return to the start, the scroll indicator, the wheel
/// and the drag velocity samples the glide starts from.
///
/// The list does not own the engine's model: the calls that move it take it `inout` with a ``Host``
/// saying what the panel allows this frame.
///
/// ```swift
/// var list = SearchList(contentLength: 1800)
/// list.resizeSide(viewportLength: 600)
/// var none: ScrollModel? = nil
/// list.wheel(notches: -1, engine: &none, host: .side)   // side list 48 pt down
/// list.step(1.0 / 60, engine: &none, host: .side)        // indicator stays 30 frames
/// ```
package struct SearchList: Sendable {
  /// How far one wheel notch scrolls, in points.
  package static let wheelStep = 48.0
  /// Frames the scroll indicator stays after the list last moved (0.5 s at 60 fps).
  package static let indicatorLinger = 30
  /// Time constant of the list's return to its start, in seconds.
  package static let returnTime = 0.08
  /// Where the list rests when it is not being scrolled: its start (the nearest place first).
  package static let restOffset = 0.0

  /// What the list's panel allows it this frame.
  package struct Host: Equatable, Sendable {
    /// Whether the panel is on the top or bottom edge (its list is the engine's model).
    package var isVertical: Bool
    /// Whether the engine's list may scroll now: a scrollable state, no spring, no touch.
    package var scrolls: Bool
    /// Whether the panel has left the state where its list scrolls (and is not touched): a list
    /// away from its start then eases back.
    package var returns: Bool

    /// A side panel: its list always scrolls and never returns.
    package static let side = Host(isVertical: false, scrolls: true, returns: false)

    /// Creates a host description.
    package init(isVertical: Bool, scrolls: Bool, returns: Bool) {
      self.isVertical = isVertical
      self.scrolls = scrolls
      self.returns = returns
    }
  }

  /// A side panel's list (its scroll runs on the cross axis, which the engine does not track).
  package private(set) var sideScroll: ScrollModel
  /// The glide after a flick (nil: at rest).
  package private(set) var momentum: ListMomentum?
  /// Frames the scroll indicator stays shown (it shows while the list scrolls or glides).
  package private(set) var indicatorFrames = 0
  /// Whether the list's panel was a side panel when the list's scroll was last configured
  /// (``configure(_:contentLength:viewportLength:plain:)``).
  var wasSideAtLastConfigure = false
  private var samples = VelocityEstimator()
  private var sampleStart = 0.0

  /// A list of `contentLength` points whose side viewport is not laid out yet.
  package init(contentLength: Double) {
    sideScroll = ScrollModel(contentLength: contentLength, viewportLength: 0)
  }

  /// Whether the scroll indicator is shown.
  package var showsIndicator: Bool { indicatorFrames > 0 }

  /// Whether the engine's list (`model`) is away from its start in a panel that `host` says returns it.
  package static func isReturning(_ model: ScrollModel?, host: Host) -> Bool {
    guard let model, host.isVertical, host.returns else { return false }
    return model.offset != restOffset
  }

  /// The list moved: the indicator shows for ``indicatorLinger`` frames from now.
  package mutating func noteScrolled() { indicatorFrames = Self.indicatorLinger }

  /// Stops a glide (a touch, a new gesture, a new layout).
  package mutating func stop() { momentum = nil }

  /// Sizes the side list's viewport (and its content, when given), keeping its offset (clamped).
  package mutating func resizeSide(viewportLength: Double, contentLength: Double? = nil) {
    sideScroll = ScrollModel(
      contentLength: contentLength ?? sideScroll.contentLength, viewportLength: viewportLength, offset: sideScroll.offset)
  }

  /// Puts the side list back at its start and stops a glide.
  package mutating func resetSide() {
    sideScroll.offset = 0
    momentum = nil
  }

  /// A drag on a side list moved by `dy` points (down: toward the start).
  package mutating func dragSide(by dy: Double) {
    sideScroll.scroll(by: -dy)
    noteScrolled()
  }

  /// A wheel scroll of `notches` (positive: content toward its start) over the list: stops a
  /// glide, then scrolls by ``wheelStep`` a notch where `host` allows it.
  package mutating func wheel(notches: Double, engine: inout ScrollModel?, host: Host) {
    let delta = -notches * Self.wheelStep
    momentum = nil
    if host.isVertical {
      guard var model = engine, host.scrolls else { return }
      model.scroll(by: delta)
      engine = model
    } else {
      sideScroll.scroll(by: delta)
    }
    noteScrolled()
  }

  // MARK: - Velocity and glide

  /// A drag that may scroll the list began at `time` with the list at `offset`.
  package mutating func beginSamples(offset: Double, time: Double) {
    samples.reset()
    samples.add(position: offset, time: time)
    sampleStart = offset
  }

  /// The drag moved; the list is at `offset` at `time`.
  package mutating func recordSample(offset: Double, time: Double) {
    samples.add(position: offset, time: time)
    if offset != sampleStart { noteScrolled() }
  }

  /// After a drag that scrolled the list (and did not move the panel), the list glides on with
  /// the drag's velocity (the engine's estimator over the last 100 ms; none after a rest).
  /// `panelMoving`: the panel springs, so the drag was the panel's and nothing glides.
  package mutating func release(offset: Double, time: Double, panelMoving: Bool) {
    guard offset != sampleStart, !panelMoving else { return }
    let glide = ListMomentum(velocity: samples.velocity(at: time))
    momentum = glide.isFinished ? nil : glide
  }

  /// One frame: the glide (stopped where `host` does not let the list scroll, or at an end of the
  /// content), else the return of the engine's list to its start, else the indicator fading.
  package mutating func step(_ h: Double, engine: inout ScrollModel?, host: Host) {
    if var glide = momentum {
      let delta = glide.step(h)
      var hitEnd = false
      if host.isVertical {
        if var model = engine, host.scrolls {
          hitEnd = model.scroll(by: delta) != 0
          engine = model
        } else {
          hitEnd = true
        }
      } else {
        hitEnd = sideScroll.scroll(by: delta) != 0
      }
      momentum = glide.isFinished || hitEnd ? nil : glide
      noteScrolled()
    } else if Self.isReturning(engine, host: host), var model = engine {
      let k = 1 - exp(-h / Self.returnTime)
      let next = model.offset + (Self.restOffset - model.offset) * k
      model.offset = abs(next - Self.restOffset) < 0.5 ? Self.restOffset : model.clamp(next)
      engine = model
      noteScrolled()
    } else if indicatorFrames > 0 {
      indicatorFrames -= 1
    }
  }
}
