/// What a pointer release did.
public enum PointerReleaseResult: Equatable, Sendable {
  /// Nothing (no gesture, content scroll ended, or the drag was refused).
  case none
  /// The pointer went down and up without moving: a tap at this point.
  case tap(Point)
  /// The panel was released; it springs, rests or is removed.
  case released(velocity: Double)
}

extension FloatingPanelController {
  /// A pointer went down at `point` (container coordinates) at `time` (s). Returns false when the
  /// point is not on the visible surface. Grabbing a panel that is animating stops it where it is
  /// (no jump) and reports didEndAttracting, then calls the interrupted motion's completion.
  @discardableResult
  public func pointerDown(at point: Point, time: Double) -> Bool {
    guard surfaceContains(point) else { return false }
    if attraction != nil {
      attraction = nil
      phase = .idle
      delegate?.floatingPanelDidEndAttracting(self)
      finishMotion()
    }
    let inGrabber = grabberAreaContains(point)
    let inTracking = scroll != nil && !inGrabber && trackingFrame.contains(point)
    let main = position.mainAxis(of: point)
    var session = DragSession(
      pointerStart: main, locationStart: location, lastPointer: main, beganInTracking: inTracking)
    session.estimator.add(position: main, time: time)
    drag = session
    return true
  }

  /// The pointer moved to `point` at `time`: scrolls the tracked content or moves the panel,
  /// with ``rubberBand(_:length:)`` past the ends (`DragTests.swift`) and the scroll-tracking rules
  /// of `contentTakesDrag(moving:)` (`ScrollTrackingTests.swift`).
  public func pointerMove(to point: Point, time: Double) {
    guard var s = drag else { return }
    drag = nil  // `s` holds the only reference: the estimator's samples grow in place, not copied per move
    let m = position.mainAxis(of: point)
    let d = m - s.lastPointer
    s.lastPointer = m
    s.estimator.add(position: m, time: time)
    drag = s
    switch s.mode {
    case .ignored:
      return
    case .panel:
      followPointer(m)
    case .undecided, .content:
      guard d != 0 else { return }
      if contentTakesDrag(moving: d) {
        drag?.mode = .content
        scrollContent(pointer: m, delta: d)
      } else {
        beginPanelDrag(pointerStart: s.mode == .undecided ? s.pointerStart : m - d, pointer: m)
      }
    }
  }

  /// The pointer went up at `point` at `time`. `velocity` (main axis, pt/s) replaces the estimate
  /// when given (tests and replays). An up away from the last point first moves there. The release
  /// velocity, given or estimated (``VelocityEstimator``), is within ±``VelocityEstimator/maximumSpeed``
  /// (a faster one is clamped; a NaN is 0).
  @discardableResult
  public func pointerUp(at point: Point, time: Double, velocity: Double? = nil) -> PointerReleaseResult {
    guard let s = drag else { return .none }
    if position.mainAxis(of: point) != s.lastPointer { pointerMove(to: point, time: time) }
    guard let s = drag else { return .none }
    drag = nil
    switch s.mode {
    case .undecided: return .tap(point)
    case .content, .ignored: return .none
    case .panel:
      let given = velocity ?? s.estimator.velocity(at: time)
      let bound = VelocityEstimator.maximumSpeed
      let v = given.isNaN ? 0 : min(max(given, -bound), bound)
      endPanelDrag(velocity: v)
      return .released(velocity: v)
    }
  }

  /// Cancels the gesture: a dragged panel springs back to its nearest target at zero velocity.
  public func pointerCancel(time: Double) {
    guard let s = drag else { return }
    drag = nil
    if s.mode == .panel { endPanelDrag(velocity: 0) }
  }

  // MARK: - Internals

  /// The content takes the drag when it began in the list (`beganInTracking`: not in
  /// the grabber band), the state is scrollable, the panel is within 1 pt of its anchor, and the
  /// content is away from its handover offset or is there and the pointer moves toward expanding.
  /// Called only before the panel owns the gesture. `ScrollTrackingTests.swift` pins each condition;
  /// upstream FloatingPanel decides this in `shouldScrollViewHandleTouch(_:point:velocity:)` (`Core.swift`).
  func contentTakesDrag(moving d: Double) -> Bool {
    guard let s = drag, let scroll, s.beganInTracking,
      allowsScroll(in: state), abs(location - resolvedLayout.p(state)) <= 1
    else { return false }
    if !isAtPinning(scroll) { return true }
    return d * position.expandingSign > 0
  }

  /// Content follows the pointer; what passes the pinning offset (by default the handover offset:
  /// 0 for bottom/right panels, the end of the content for top/left ones) goes to the panel.
  private func scrollContent(pointer m: Double, delta d: Double) {
    guard var model = scroll else { return }
    let pin = pinningOffset(of: model), sign = position.expandingSign
    let wanted = model.offset - d
    let unconsumed: Double
    if (sign < 0 && model.offset >= pin - 1e-3 && wanted < pin) || (sign > 0 && model.offset <= pin + 1e-3 && wanted > pin) {
      model.offset = pin
      unconsumed = wanted - pin
    } else {
      unconsumed = model.scroll(by: -d)
    }
    scroll = model
    if unconsumed * position.expandingSign > 0 {
      beginPanelDrag(pointerStart: m + unconsumed, pointer: m)
    }
  }

  /// The panel takes the gesture: asks shouldBeginDragging, reports willBeginDragging, moves.
  private func beginPanelDrag(pointerStart: Double, pointer m: Double) {
    guard var s = drag else { return }
    if let delegate, !delegate.floatingPanelShouldBeginDragging(self) {
      s.mode = .ignored
      drag = s
      return
    }
    s.mode = .panel
    s.usesTranslationFunction = behavior.translationFunction != nil
    s.pointerStart = pointerStart
    s.locationStart = location
    s.scrollsPastMostExpanded = s.beganInTracking && (scroll.map(isAtPinning) ?? false)
      && allowsScroll(in: resolvedLayout.mostExpandedState)
    drag = s
    phase = .dragging
    delegate?.floatingPanelWillBeginDragging(self)
    followPointer(m)
  }

  /// `c = locationAtDragStart + (pointer − pointerAtDragStart)`, then rubber banding past the ends,
  /// or, for a drag begun in the list, clamping at the most expanded anchor while the content scrolls.
  private func followPointer(_ m: Double) {
    guard let s = drag else { return }
    var c = s.locationStart + (m - s.pointerStart)
    let lo = resolvedLayout.minLocation, hi = resolvedLayout.maxLocation
    let sign = position.expandingSign
    var clampedForScroll = false
    if s.scrollsPastMostExpanded, var model = scroll {
      let most = resolvedLayout.p(resolvedLayout.mostExpandedState)
      let beyond = (c - most) * sign
      let handover = pinningOffset(of: model)
      if beyond > 0 {
        c = most
        clampedForScroll = true
        model.offset = model.clamp(handover - sign * beyond)
      } else {
        model.offset = handover
      }
      scroll = model
    }
    if !clampedForScroll, s.usesTranslationFunction, let function = behavior.translationFunction {
      c = translate(c, with: function)
    } else if !clampedForScroll {
      let length = position.mainLength(of: environment.containerSize)
      if c < lo, behavior.allowsRubberBanding(for: .end(low: true, of: position)) {
        c = lo - rubberBand(lo - c, length: length)
      } else if c > hi, behavior.allowsRubberBanding(for: .end(low: false, of: position)) {
        c = hi + rubberBand(c - hi, length: length)
      }
    }
    location = c
    delegate?.floatingPanelDidMove(self)
  }

  /// `c` through a translation function, in translation heights between the end anchors.
  private func translate(_ c: Double, with function: any FloatingPanelTranslationFunction) -> Double {
    let layout = resolvedLayout
    let h0 = layout.translationHeight(at: layout.minLocation), h1 = layout.translationHeight(at: layout.maxLocation)
    let p = FloatingPanelTranslationParameters(
      minimumHeight: min(h0, h1), maximumHeight: max(h0, h1), translation: layout.translationHeight(at: c))
    let h = function.translationHeight(using: p)
    return h.isFinite ? layout.translationHeight(at: h) : c
  }

  /// Release: the target policy, then (when enabled) the removal decision, then the
  /// willEndDragging hook, then rest or spring — upstream's `panningEnd(with:velocity:)`. A release
  /// toward a `hidden` target is an ordinary attraction with the release spring, as upstream;
  /// removal uses the dismissing spring and ends in the `removed` phase.
  private func endPanelDrag(velocity v: Double) {
    var context = FloatingPanelReleaseContext(state: state, location: location, velocity: v, layout: resolvedLayout, behavior: behavior)
    var target = behavior.targetStatePolicy.targetState(in: context)
    if isRemovalInteractionEnabled {
      context.targetState = target
      let rate = FloatingPanelRemovalPolicy.removalRate(in: context)
      pendingRelease = context
      let at = position.isVertical ? Point(x: 0, y: location) : Point(x: location, y: 0)
      let remove = delegate?.floatingPanel(self, shouldRemoveAt: at, with: rate) ?? defaultShouldRemove()
      pendingRelease = nil
      if remove {
        delegate?.floatingPanelWillRemove(self)
        startSpring(kind: .remove, to: .hidden, velocity: v, spring: dismissingSpring(rate: abs(rate)))
        return
      }
    }
    delegate?.floatingPanelWillEndDragging(self, withVelocity: v, targetState: &target)
    if target != .hidden, !resolvedLayout.contains(target) { target = state }
    if location == resolvedLayout.p(target) {
      phase = .idle
      state = target
      delegate?.floatingPanelDidChangeState(self)
      delegate?.floatingPanelDidEndDragging(self, willAttract: false)
      return
    }
    delegate?.floatingPanelDidEndDragging(self, willAttract: true)
    delegate?.floatingPanelWillBeginAttracting(self, to: target)
    startSpring(kind: .attract, to: target, velocity: v)
  }

  /// The delegate's default for `shouldRemoveAt`: the behaviour's dismissal policy on the release
  /// being decided (false outside a release).
  public func defaultShouldRemove() -> Bool {
    guard let context = pendingRelease else { return false }
    return behavior.dismissalPolicy.shouldDismiss(in: context)
  }
}
