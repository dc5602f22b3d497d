import FloatingPanel
import SDLKit

/// For a host that takes SDLKit's events itself (issue 34's `FloatingPanelHost`): which finger
/// owns the press, and its finger events as primary-button pointer events. The window does not use
/// it: its fingers are the model's (``SDLEventSource/input(_:scale:)``) and the one press arbiter
/// (`PressArbiter`, in ``InputRouter``) decides who owns every press. A host that moves onto the
/// arbiter (translate with ``SDLEventSource/input(_:scale:)``, list ``PlaygroundScene/pressTargets()``)
/// no longer needs this type, and it goes.
///
/// The first finger down (while the mouse holds nothing and no other finger owns the press)
/// owns it until it lifts: its down, moves and up become `.pointerDown`/`.pointerMove`/
/// `.pointerUp` at its position in points (SDL's 0…1 coordinates times the scene's size), so a
/// finger drags, flicks and taps (with the click's slop) exactly as the mouse does. A second
/// finger, and the mouse while a finger owns the press, are ignored: the panel does not jump.
///
/// ```swift
/// var touch = TouchTracker()
/// let down = Event.touchDown(TouchEvent(finger: 7, x: 0.5, y: 0.9, timestamp: 1))
/// touch.route(down, size: Size(width: 390, height: 844), mouseHeld: false)
/// // .pointer(.pointerDown(PointerEvent(x: 195, y: 759.6, button: .primary, timestamp: 1)))
/// ```
package struct TouchTracker {
  /// The finger that owns the press (nil: none).
  package private(set) var owner: Int64?

  /// Creates a tracker with no finger down.
  package init() {}

  /// What the host does with an event.
  package enum Route: Equatable {
    /// Handle the event as it is.
    case pass
    /// Ignore it (a finger that does not own the press; the mouse while a finger does).
    case drop
    /// Handle this pointer event instead (the owning finger's).
    case pointer(Event)
  }

  /// What `event` means for the press: the owning finger's events become primary-button
  /// pointer events; other fingers, and mouse events while a finger owns the press, are
  /// dropped; everything else passes. `size`: the scene's size in points; `mouseHeld`: whether
  /// the mouse's primary button owns the press.
  package mutating func route(_ event: Event, size: Size, mouseHeld: Bool) -> Route {
    func pointer(_ t: TouchEvent) -> PointerEvent {
      let x = t.x.isFinite ? min(1, max(0, t.x)) : 0, y = t.y.isFinite ? min(1, max(0, t.y)) : 0
      return PointerEvent(x: x * size.width, y: y * size.height, button: .primary, timestamp: t.timestamp)
    }
    switch event {
    case .touchDown(let t):
      guard owner == nil, !mouseHeld else { return .drop }
      owner = t.finger
      return .pointer(.pointerDown(pointer(t)))
    case .touchMove(let t):
      guard owner == t.finger else { return .drop }
      return .pointer(.pointerMove(pointer(t)))
    case .touchUp(let t):
      guard owner == t.finger else { return .drop }
      owner = nil
      return .pointer(.pointerUp(pointer(t)))
    case .pointerDown, .pointerMove, .pointerUp:
      return owner == nil ? .pass : .drop
    default:
      return .pass
    }
  }
}
