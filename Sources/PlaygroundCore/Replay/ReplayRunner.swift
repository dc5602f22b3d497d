import ConfigFormat
import FloatingPanel
import StrictJSON

/// Runs a ``ReplayScript`` on a fixed clock: frame n at n / fps; at each frame the
/// due events are applied in order, then the running spring advances one step of 1/fps, then the
/// frame is reported. The same engine calls drive the window.
package struct ReplayRunner {
  /// The script.
  package let script: ReplayScript

  /// Creates a runner.
  package init(script: ReplayScript) { self.script = script }

  /// The frames and the summary. Throws ``InputError`` (with the field) when the script's panel is
  /// impossible or an event names a state without an anchor; nothing is produced then.
  package func run() throws -> (frames: [ReplayFrame], summary: ReplaySummary) {
    var frames: [ReplayFrame] = []
    let summary = try run { frames.append($0) }
    return (frames, summary)
  }

  /// Runs and hands every frame to `report` as it is produced (no frame is kept); an error from
  /// `report` (e.g. standard output closed) ends the run. `observe`, when given, also sees the
  /// live panel after each frame's step and may stop the run early by returning false
  /// (screenshots and filmstrips of a gesture draw it then).
  package func run(
    report: (ReplayFrame) throws -> Void, observe: ((ReplayFrame, FloatingPanelController) throws -> Bool)? = nil
  ) throws -> ReplaySummary {
    let (layout, behavior) = try script.panelConfiguration()
    let env = LayoutEnvironment(containerSize: script.viewport, safeAreaInsets: script.safeArea, scale: script.scale)
    let container: FloatingPanelContainer
    let panel: FloatingPanelController
    do {
      container = try FloatingPanelContainer(environment: env)
      panel = try FloatingPanelController(name: "panel", layout: layout, behavior: behavior, environment: env)
      try container.add(panel)
    } catch {
      throw InputError(path: "panel", message: error.description)
    }
    panel.isRemovalInteractionEnabled = script.panel.removalEnabled
    if script.keepsInViewport { panel.attractionLimit = Self.viewportLimit(panel.position, viewport: script.viewport) }
    PanelSurface(script.panel).apply(to: panel)
    for (i, e) in script.events.enumerated() {
      if case .move(let name, _) = e.action, name != "hidden", !layout.anchors.keys.contains(where: { $0.rawValue == name }) {
        throw InputError(path: "script[\(i)].to", message: "state '\(name)' has no anchor")
      }
    }
    let recorder = FloatingPanelEventRecorder()
    panel.delegate = recorder

    var pending = script.events[...]
    if let first = pending.first, first.at == 0, case .hide = first.action {
      try? panel.move(to: .hidden, animated: false)
      pending = pending.dropFirst()
      _ = recorder.drain()
    }
    let h = 1 / script.fps
    var settledAt: Int?
    var n = 0
    while Double(n) / script.fps <= script.until {
      let t = Double(n) / script.fps
      while let e = pending.first, e.at <= t {
        pending = pending.dropFirst()
        apply(e, to: container, panel: panel)
      }
      container.step(h)
      let frame = ReplayFrame(
        frame: n, t: t, location: panel.location, state: panel.state.rawValue, phase: panel.phase.rawValue,
        backdropAlpha: panel.backdropAlpha, events: recorder.drain().map(\.description))
      try report(frame)
      if let observe, try !observe(frame, panel) { break }
      if settledAt == nil, pending.isEmpty, !panel.isAnimating, !panel.isTouching {
        settledAt = n
      }
      n += 1
    }
    return ReplaySummary(frames: n, finalState: panel.state.rawValue, finalLocation: panel.location, settledAtFrame: settledAt)
  }

  private func apply(_ e: ReplayScript.Event, to container: FloatingPanelContainer, panel: FloatingPanelController) {
    switch e.action {
    case .down(let p): container.pointerDown(at: p, time: e.engineTime)
    case .drag(let p): container.pointerMove(to: p, time: e.engineTime)
    case .up(let p, let v): container.pointerUp(at: p, time: e.engineTime, velocity: v)
    case .move(let name, let animated):
      let state = name == "hidden" ? .hidden : panel.resolvedLayout.sortedStates.first { $0.rawValue == name }
      if let state { try? panel.move(to: state, animated: animated) }
    case .show(let animated): panel.show(animated: animated)
    case .hide(let animated): panel.hide(animated: animated)
    }
  }

  /// The bounds a `keepInViewport` script gives the release spring: the viewport's edge on the
  /// side a bottom or top panel's moving edge leaves by (the window's floating card); none for a
  /// side panel.
  package static func viewportLimit(_ position: FloatingPanelPosition, viewport: Size) -> ClosedRange<Double>? {
    switch position {
    case .bottom: 0...Double.infinity
    case .top: -Double.infinity...viewport.height
    case .left, .right: nil
    }
  }
}
