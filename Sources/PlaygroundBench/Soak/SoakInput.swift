import PlaygroundCore
import PlaygroundTuning
import PlaygroundWindow
import SDLKit

/// Where a soak's press lands: a point given as fractions of the window (0…1 on each axis), or
/// the focused panel's grabber (so that many drags move a panel, not the map).
package enum SoakTarget: Equatable, Sendable {
  /// `x` × width, `y` × height of the window at the time of the press.
  case fraction(x: Double, y: Double)
  /// The middle of the focused panel's grabber band.
  case grabber
}

/// A config file the soak writes over the watched `--config` file, as an editor would.
package enum SoakConfig: Equatable, Sendable {
  /// A valid config: the search panel's spring response time and, optionally, its edge.
  case good(springResponseTime: Double, position: String?)
  /// JSON that does not parse (a trailing comma, or cut short).
  case unparseable(truncated: Bool)
  /// JSON that is refused (a misspelt field, or a value out of range).
  case refused(misspelt: Bool)

  /// Whether the window refuses it (its HUD shows it red and the last good values stay).
  package var isBad: Bool {
    if case .good = self { return false }
    return true
  }

  /// The file's bytes. Every bad one is unique to its `serial`, so that a backup of it can be
  /// told apart from a backup of another.
  package func text(serial: Int) -> String {
    switch self {
    case .good(let response, let position):
      let edge = position.map { "\"position\": \"\($0)\", " } ?? ""
      return "{\"description\": \"soak \(serial)\", \"panels\": {\"search\": {\(edge)\"behavior\": {\"springResponseTime\": \(response)}}}}\n"
    case .unparseable(let truncated):
      return truncated
        ? "{\"description\": \"soak \(serial)\", \"panels\": {\"search\": {\"behavior\": {"
        : "{\"description\": \"soak \(serial)\", \"panels\": {},}\n"
    case .refused(let misspelt):
      return misspelt
        ? "{\"description\": \"soak \(serial)\", \"panels\": {\"search\": {\"behaviour\": {\"springResponseTime\": 0.77}}}}\n"
        : "{\"description\": \"soak \(serial)\", \"panels\": {\"search\": {\"behavior\": {\"springResponseTime\": 99}}}}\n"
    }
  }
}

/// One thing the soak does to the window.
package enum SoakAction: Equatable, Sendable {
  /// Primary button down at `target`.
  case press(SoakTarget)
  /// The held pointer moved to `dx`, `dy` points from where it was pressed.
  case move(dx: Double, dy: Double)
  /// The button released `dx`, `dy` points from where it was pressed.
  case release(dx: Double, dy: Double)
  /// A key pressed and released.
  case key(Key, KeyModifiers)
  /// The window resized to `width` × `height` points.
  case resize(width: Int, height: Int)
  /// The watched config file overwritten with `config` (its `serial` makes the bytes unique).
  case writeConfig(SoakConfig, serial: Int)
  /// Ctrl+S: save the tuning to the config file.
  case save
  /// Check that a bad file present at the last save was kept (in the file or a backup).
  case checkSave
}

/// An action and the 60 Hz frame slot it is due in.
package struct SoakStep: Equatable, Sendable {
  /// The frame slot (``AppLoop/frameSlots``) from which the action is due.
  package var slot: Int
  /// What to do.
  package var action: SoakAction

  /// Creates the value from each of its properties.
  package init(slot: Int, action: SoakAction) {
    self.slot = slot
    self.action = action
  }
}

/// The soak's seeded random input: an endless sequence of bursts (a drag, a flick, a key, a
/// resize, a config write, a save), each a few steps at given frame slots, with a pause between
/// bursts. The same seed gives the same steps on every machine; nothing depends on the window.
///
/// ```swift
/// var input = SoakInput(seed: 7)
/// let burst = input.nextBurst(after: 0)   // e.g. press, 20 moves, release
/// ```
package struct SoakInput {
  /// The commands the soak runs by their keys (not quit, screenshots or export, which quit or
  /// write files).
  package static let commands: [Command] = [
    .moveToState(1), .moveToState(2), .moveToState(3), .moveToState(4), .arrow(dx: 0, dy: -1), .arrow(dx: 0, dy: 1),
    .arrow(dx: -1, dy: 0), .arrow(dx: 1, dy: 0), .setEdge(.top), .setEdge(.left), .setEdge(.bottom), .setEdge(.right),
    .toggleModal, .toggleCards, .toggleCardPage, .focusNext, .escape, .toggleHelp,
  ]
  /// The keys the soak presses: the key map's first key of each of ``commands``.
  package static let keys: [Key] = commands.compactMap { KeyMap.binding(of: $0) }.map { PlatformInput.sdlKey($0.key) }
  /// Window sizes are drawn from these ranges, points (within an Xvfb screen of 1280×800).
  package static let widths = 360...1280, heights = 400...800

  private var state: UInt64
  private var serial = 0

  /// A generator; `seed` picks the sequence.
  package init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  /// SplitMix64.
  private mutating func next() -> UInt64 {
    state = state &+ 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  private mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// The next burst, starting 6–60 slots (0.1–1 s) after `slot`; its steps are in slot order.
  package mutating func nextBurst(after slot: Int) -> [SoakStep] {
    let start = slot + int(6...60)
    let roll = int(0...99)
    switch roll {
    case 0..<30: return drag(at: start, frames: int(8...90), reach: 400)
    case 30..<45: return drag(at: start, frames: int(2...5), reach: 600)
    case 45..<80:
      var modifiers: KeyModifiers = []
      if int(0...9) == 0 { modifiers.insert(.shift) }
      return [SoakStep(slot: start, action: .key(Self.keys[int(0...Self.keys.count - 1)], modifiers))]
    case 80..<86:
      return [SoakStep(slot: start, action: .resize(width: int(Self.widths), height: int(Self.heights)))]
    case 86..<95:
      serial += 1
      return [SoakStep(slot: start, action: .writeConfig(config(), serial: serial))]
    default:
      return [SoakStep(slot: start, action: .save), SoakStep(slot: start + 30, action: .checkSave)]
    }
  }

  private mutating func config() -> SoakConfig {
    switch int(0...9) {
    case 0...4:
      let positions = ["bottom", "top", "left", "right"]
      let response = (Double(int(5...150)) / 100)
      return .good(springResponseTime: response, position: int(0...1) == 0 ? nil : positions[int(0...3)])
    case 5...7: return .unparseable(truncated: int(0...1) == 0)
    default: return .refused(misspelt: int(0...1) == 0)
    }
  }

  /// A press, one move per slot along a straight line of up to `reach` points, and a release.
  private mutating func drag(at start: Int, frames: Int, reach: Double) -> [SoakStep] {
    let target: SoakTarget = int(0...1) == 0 ? .grabber : .fraction(x: unit(), y: unit())
    let dx = (unit() * 2 - 1) * reach, dy = (unit() * 2 - 1) * reach
    var steps = [SoakStep(slot: start, action: .press(target))]
    for k in 1..<frames {
      let f = Double(k) / Double(frames)
      steps.append(SoakStep(slot: start + k, action: .move(dx: dx * f, dy: dy * f)))
    }
    steps.append(SoakStep(slot: start + frames, action: .release(dx: dx, dy: dy)))
    return steps
  }
}
