import ConfigFormat
import FloatingPanel
import StrictJSON

/// A script written back in the format it is read in (the README's "Replay" section): what a
/// recording made in the window (``SessionRecorder``) saves. Times are written in their shortest
/// round-trip form, so the script decodes to the same numbers and replays to the same frames.
///
/// ```swift
/// let text = script.jsonText()   // {"viewport": …, "panel": …, "script": [...], "until": 2.5}
/// ```
extension ReplayScript {
  /// A script from its parts (a recording: ``SessionRecorder/script``).
  package init(
    viewport: Size, safeArea: EdgeInsets = .zero, scale: Double = 1, fps: Double = 60, displayRate: DisplayRate? = nil,
    keepsInViewport: Bool = false, panel: PanelConfig, events: [Event], until: Double
  ) {
    self.keepsInViewport = keepsInViewport
    self.viewport = viewport
    self.safeArea = safeArea
    self.scale = scale
    self.fps = displayRate?.framesPerSecond ?? fps
    self.displayRate = displayRate
    self.panel = panel
    self.events = events
    self.until = until
  }

  /// The script as pretty-printed JSON, one event per line, ending with a newline.
  package func jsonText() -> String {
    let insets = OrderedJSON.object(
      [("top", .number(safeArea.top)), ("left", .number(safeArea.left)), ("bottom", .number(safeArea.bottom)),
       ("right", .number(safeArea.right))], inline: true)
    let head: [(String, OrderedJSON)] = [
      ("viewport", .object([("width", .number(viewport.width)), ("height", .number(viewport.height))], inline: true)),
      ("safeArea", insets),
      ("scale", .number(scale)),
      displayRate.map { ("displayRate", .number($0.framesPerSecond)) } ?? ("fps", .number(fps)),
    ] + (keepsInViewport ? [("keepInViewport", .bool(true))] : []) + [
      ("panel", PlaygroundConfig.json(panel)),
    ]
    let top = OrderedJSON.object(head, inline: false).text()
    let lines = events.map { "    " + Self.json($0).text() }
    let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
    // The object's closing brace replaced by the script and the end time.
    return String(top.dropLast(2)) + ",\n  \"script\": \(list),\n  \"until\": \(OrderedJSON.format(until))\n}\n"
  }

  /// One event on one line: `{"at": 0.1, "do": "drag", "x": 187, "y": 35, "time": 0.09}`.
  static func json(_ e: Event) -> OrderedJSON {
    var m: [(String, OrderedJSON)] = [("at", .number(e.at))]
    func point(_ p: Point) { m += [("x", .number(p.x)), ("y", .number(p.y))] }
    switch e.action {
    case .down(let p):
      m.append(("do", .string("down")))
      point(p)
    case .drag(let p):
      m.append(("do", .string("drag")))
      point(p)
    case .up(let p, let v):
      m.append(("do", .string("up")))
      point(p)
      if let v { m.append(("velocity", .number(v))) }
    case .move(let to, let animated):
      m += [("do", .string("move")), ("to", .string(to)), ("animated", .bool(animated))]
    case .show(let animated):
      m += [("do", .string("show")), ("animated", .bool(animated))]
    case .hide(let animated):
      m += [("do", .string("hide")), ("animated", .bool(animated))]
    }
    if let time = e.time { m.append(("time", .number(time))) }
    return .object(m, inline: true)
  }
}
