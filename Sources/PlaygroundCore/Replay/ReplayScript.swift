import ConfigFormat
import FloatingPanel
import Foundation
import StrictJSON

/// A replay script (the format of `Assets/scripts/*.json`, see the README's "Replay" section),
/// decoded strictly: unknown fields, wrong types, missing required fields and out-of-order events
/// are ``InputError``s naming the field.
package struct ReplayScript: Decodable {
  /// One scripted event.
  package struct Event {
    /// What the event does.
    package enum Action: Equatable {
      case down(Point)
      case drag(Point)
      case up(Point, velocity: Double?)
      case move(to: String, animated: Bool)
      case show(animated: Bool)
      case hide(animated: Bool)
    }
    /// Time in seconds.
    package var at: Double
    /// The action.
    package var action: Action
    /// The time the engine is given for a pointer event (its velocity samples), in seconds;
    /// nil: ``at``. Recordings of the window write it: the window applies an event at the frame
    /// after it happened, so `at` is that frame's time and `time` the event's own.
    package var time: Double? = nil

    /// The time the engine is given for this event.
    package var engineTime: Double { time ?? at }
  }

  /// Container size.
  package var viewport: Size
  /// Safe-area insets.
  package var safeArea: EdgeInsets
  /// Pixels per point.
  package var scale: Double
  /// Frames per second of the fixed clock (the spring's `h` is 1/fps).
  package var fps: Double
  /// The display rate the script asks for (`"displayRate": 60 | 120`), which is then its clock
  /// (``fps``); nil when the script does not say.
  package var displayRate: DisplayRate?
  /// `"keepInViewport": true`: the release spring stops at the viewport's edge and settles from
  /// there, as the window keeps a floating card in it (``FloatingPanelController/attractionLimit``);
  /// a recording of such a card says so. Off by default.
  package var keepsInViewport = false
  /// The panel (its layout, behaviour and removal switch).
  package var panel: PanelConfig
  /// The events in time order.
  package var events: [Event]
  /// End time in seconds.
  package var until: Double

  /// Scripts larger than this (64 MiB, about 1.3 million events) are refused before they are read.
  package static let maxFileSize = 64 * 1024 * 1024

  /// The fewest bytes an event takes in a file (`{"at":0,"do":"show"},`): a file of `n` bytes
  /// holds at most `n / minimumEventBytes + 1` events.
  static let minimumEventBytes = 21

  /// Reads and decodes a script file; every problem is an ``InputError``. A file over
  /// ``maxFileSize`` is refused before it is read. The file is streamed (``StrictJSONStream``):
  /// its events are decoded one at a time as they are read, so memory is the events kept
  /// (56 bytes each) and not the file or its JSON tree.
  package static func load(path: String) throws(InputError) -> ReplayScript {
    let (fd, size) = try InputFile.open(path, limit: maxFileSize)
    defer { close(fd) }
    var events = EventList(expectedBytes: size)
    var script = try StrictJSONStream.decode(
      ReplayScript.self, streaming: "script", as: EventSpec.self, file: fd, limit: maxFileSize,
      tooLarge: InputFile.tooLarge(maxFileSize)
    ) { index, spec in try events.append(spec.event, index: index) }
    script.events = events.events
    return script
  }

  /// Decodes a script from JSON bytes (``StrictJSONDecoder``'s rules: one strict rule set for every file).
  package static func decode(_ data: Data) throws(InputError) -> ReplayScript { try decode(Array(data)) }

  /// Decodes a script from JSON bytes, its events one at a time as ``load(path:)`` does.
  package static func decode(_ bytes: [UInt8]) throws(InputError) -> ReplayScript {
    var events = EventList(expectedBytes: bytes.count)
    var script = try StrictJSONStream.decode(ReplayScript.self, streaming: "script", as: EventSpec.self, from: bytes) { index, spec in
      try events.append(spec.event, index: index)
    }
    script.events = events.events
    return script
  }

  /// The events of a script as they are read, in time order.
  private struct EventList {
    var events: [Event] = []
    var previous = -Double.infinity

    /// Room for as many events as `expectedBytes` of file can hold: the array never grows by
    /// copying (the pages of the room not used are never touched, so cost no memory).
    init(expectedBytes: Int) { events.reserveCapacity(expectedBytes / ReplayScript.minimumEventBytes + 1) }

    mutating func append(_ e: Event, index: Int) throws(InputError) {
      guard e.at >= previous else {
        throw InputError(path: "script[\(index)].at", message: "must be ≥ the previous event's time (\(previous))")
      }
      previous = e.at
      events.append(e)
    }
  }

  package init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: ["viewport", "safeArea", "scale", "fps", "displayRate", "keepInViewport", "panel", "script", "until"])
    let vp = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("viewport"))
    for key in vp.allKeys where !["width", "height"].contains(key.stringValue) {
      throw InputError(path: vp.codingPath + [key], message: "unknown field (allowed: height, width)")
    }
    viewport = Size(
      width: try vp.number("width", where: { $0 > 0 && $0 <= 100_000 }, "must be a number of points in (0, 100000]"),
      height: try vp.number("height", where: { $0 > 0 && $0 <= 100_000 }, "must be a number of points in (0, 100000]"))
    if c.contains(AnyCodingKey("safeArea")) {
      let sa = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("safeArea"))
      for key in sa.allKeys where !["top", "left", "bottom", "right"].contains(key.stringValue) {
        throw InputError(path: sa.codingPath + [key], message: "unknown field (allowed: bottom, left, right, top)")
      }
      let ok: (Double) -> Bool = { $0 >= 0 && $0 <= 100_000 }
      safeArea = EdgeInsets(
        top: try sa.number("top", default: 0, where: ok, "must be a number of points in [0, 100000]"),
        left: try sa.number("left", default: 0, where: ok, "must be a number of points in [0, 100000]"),
        bottom: try sa.number("bottom", default: 0, where: ok, "must be a number of points in [0, 100000]"),
        right: try sa.number("right", default: 0, where: ok, "must be a number of points in [0, 100000]"))
    } else {
      safeArea = .zero
    }
    scale = try c.number("scale", default: 1, where: { $0 > 0 && $0 <= 16 }, "must be a number in (0, 16], e.g. 2")
    fps = try c.number("fps", default: 60, where: { $0 >= 1 && $0 <= 1000 }, "must be a number of frames per second in [1, 1000]")
    displayRate = try c.displayRate()
    if let displayRate {
      if c.contains(AnyCodingKey("fps")), fps != displayRate.framesPerSecond {
        throw c.error("displayRate", "\(displayRate.rawValue) is the clock; it conflicts with fps \(OrderedJSON.format(fps)) (leave one out)")
      }
      fps = displayRate.framesPerSecond
    }
    keepsInViewport = try c.optional(Bool.self, "keepInViewport") ?? false
    panel = try c.optional(PanelConfig.self, "panel") ?? PanelConfig()
    until = try c.number("until", where: { $0 >= 0 && $0 <= 3600 }, "must be a number of seconds in [0, 3600]")
    // The events are read by load(path:) and decode(_:) one at a time (StrictJSONStream), which
    // leave an empty list here; any other decoder reads them now.
    var list = try c.nestedUnkeyedContainer(forKey: AnyCodingKey("script"))
    var events = EventList(expectedBytes: 0)
    while !list.isAtEnd {
      let index = list.currentIndex
      try events.append(try list.decode(EventSpec.self).event, index: index)
    }
    self.events = events.events
  }

  /// The script on the clock of `rate` (`--display-rate`): frames every 1/rate s, each stepping
  /// the spring by 1/rate; replaces the script's own `fps` and `displayRate`.
  package func at(displayRate rate: DisplayRate) -> ReplayScript {
    var s = self
    s.displayRate = rate
    s.fps = rate.framesPerSecond
    return s
  }

  /// The panel's layout and behaviour, checked against each other.
  func panelConfiguration() throws(InputError) -> (layout: FloatingPanelLayoutSettings, behavior: FloatingPanelBehaviorSettings) {
    try panel.engineConfiguration(path: "panel")
  }
}

/// One event as written: `{"at": 0.1, "do": "down", "x": 187, "y": 25}`.
private struct EventSpec: Decodable {
  var event: ReplayScript.Event

  static let pointerFields: Set<String> = ["at", "do", "x", "y", "time"]
  static let upFields: Set<String> = ["at", "do", "x", "y", "velocity", "time"]
  static let moveFields: Set<String> = ["at", "do", "to", "animated"]
  static let showHideFields: Set<String> = ["at", "do", "animated"]

  init(from decoder: any Decoder) throws {
    let probe = try decoder.container(keyedBy: AnyCodingKey.self)
    let kind = try probe.required(String.self, "do")
    let allowed: Set<String>
    switch kind {
    case "down", "drag": allowed = Self.pointerFields
    case "up": allowed = Self.upFields
    case "move": allowed = Self.moveFields
    case "show", "hide": allowed = Self.showHideFields
    default:
      throw probe.error("do", "'\(kind)' is not an event; use down, drag, up, move, show or hide")
    }
    let c: KeyedDecodingContainer<AnyCodingKey>
    do {
      c = try decoder.strictContainer(allowing: allowed)
    } catch let error as InputError where allowed.contains("time") && error.message.hasPrefix("unknown field") {
      // The fields a hand-written event uses, then the one a recording adds.
      let shown = allowed.subtracting(["time"]).sorted().joined(separator: ", ")
      throw InputError(path: error.path, message: "unknown field (allowed: \(shown)) and time (the engine's time of the event)")
    }
    let at = try c.number("at", where: { $0 >= 0 && $0 <= 3600 }, "must be a time in seconds in [0, 3600]")
    func point() throws -> Point {
      let inRange: (Double) -> Bool = { abs($0) <= 1_000_000 }
      return Point(
        x: try c.number("x", where: inRange, "must be a number of points in [-1000000, 1000000]"),
        y: try c.number("y", where: inRange, "must be a number of points in [-1000000, 1000000]"))
    }
    let action: ReplayScript.Event.Action
    switch kind {
    case "down": action = .down(try point())
    case "drag": action = .drag(try point())
    case "up":
      let v = try c.optional(Double.self, "velocity")
      if let v, !(v.isFinite && abs(v) <= 1_000_000) { throw c.error("velocity", "must be a speed in pt/s in [-1000000, 1000000]") }
      action = .up(try point(), velocity: v)
    case "move":
      let to = try c.required(String.self, "to")
      try PanelConfig.checkName(to, at: c.codingPath + [AnyCodingKey("to")])
      action = .move(to: to, animated: try c.optional(Bool.self, "animated") ?? true)
    case "show": action = .show(animated: try c.optional(Bool.self, "animated") ?? true)
    default: action = .hide(animated: try c.optional(Bool.self, "animated") ?? true)
    }
    let time = try c.optional(Double.self, "time")
    if let time, !(time.isFinite && time >= 0 && time <= 3600) { throw c.error("time", "must be a time in seconds in [0, 3600]") }
    event = ReplayScript.Event(at: at, action: action, time: time)
  }
}
