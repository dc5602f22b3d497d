import FloatingPanel
import SDLKit

/// Translates SDLKit events into scene calls: the primary button drags panels (pointer down, move
/// with the button held, up, with SDL's event timestamps as engine time), the wheel scrolls the
/// list under the last pointer position, and keys become ``PlaygroundScene/Action``s. Screenshot,
/// quit and resize are reported to the caller (``AppLoop``), which owns the window.
public struct InputRouter {
  /// What the app itself must do after an event.
  public enum Outcome: Equatable, Sendable {
    /// Nothing more.
    case handled
    /// Quit (Q or the window's close button).
    case quit
    /// Save a screenshot (P).
    case screenshot
    /// The window changed size (points).
    case resized(width: Int, height: Int)
  }

  /// The last pointer position, in window points (wheel events carry none).
  public private(set) var pointer = Point(x: 0, y: 0)
  private var primaryDown = false

  /// SDL key codes of Page Up / Page Down and `?` (SDLKit reports them as `.other`).
  static let pageUp: Int32 = 0x4000_004B
  static let pageDown: Int32 = 0x4000_004E
  static let questionMark: Int32 = 63
  static let slash: Int32 = 47

  /// Creates a router.
  public init() {}

  /// Applies `event` to `scene`.
  public mutating func handle(_ event: Event, scene: PlaygroundScene) -> Outcome {
    switch event {
    case .pointerDown(let e):
      pointer = Point(x: e.x, y: e.y)
      guard e.button == .primary else { return .handled }
      primaryDown = true
      scene.pointerDown(at: pointer, time: e.timestamp)
    case .pointerMove(let e):
      pointer = Point(x: e.x, y: e.y)
      if primaryDown { scene.pointerMove(to: pointer, time: e.timestamp) }
    case .pointerUp(let e):
      pointer = Point(x: e.x, y: e.y)
      guard e.button == .primary, primaryDown else { return .handled }
      primaryDown = false
      scene.pointerUp(at: pointer, time: e.timestamp)
    case .wheel(let e):
      scene.wheel(notches: e.deltaY, at: pointer)
    case .keyDown(let k):
      return key(k, scene: scene)
    case .keyUp:
      break
    case .resized(let w, let h, _):
      return .resized(width: w, height: h)
    case .quit:
      return .quit
    }
    return .handled
  }

  private func key(_ k: KeyEvent, scene: PlaygroundScene) -> Outcome {
    let repeatable: Bool
    switch k.key {
    case .up, .down, .left, .right, .other(Self.pageUp), .other(Self.pageDown): repeatable = true
    default: repeatable = false
    }
    if k.isRepeat && !repeatable { return .handled }
    switch k.key {
    case .digit(let n) where n >= 1: scene.perform(.moveFocused(toDigit: n))
    case .tab: scene.perform(.focusNext)
    case .up: scene.perform(.arrow(dx: 0, dy: -1))
    case .down: scene.perform(.arrow(dx: 0, dy: 1))
    case .left: scene.perform(.arrow(dx: -1, dy: 0))
    case .right: scene.perform(.arrow(dx: 1, dy: 0))
    case .other(Self.pageUp): scene.perform(.stepFocused(expand: true))
    case .other(Self.pageDown): scene.perform(.stepFocused(expand: false))
    case .other(Self.questionMark): scene.perform(.toggleHelp)
    case .other(Self.slash) where k.modifiers.contains(.shift): scene.perform(.toggleHelp)
    case .escape: scene.perform(.escape)
    case .letter(let c):
      switch c {
      case "t": scene.perform(.setEdge(.top))
      case "l": scene.perform(.setEdge(.left))
      case "b": scene.perform(.setEdge(.bottom))
      case "r": scene.perform(.setEdge(.right))
      case "h": scene.perform(.toggleHelp)
      case "m": scene.perform(.toggleModal)
      case "p": return .screenshot
      case "q": return .quit
      default: break
      }
    default:
      break
    }
    return .handled
  }
}
