import CSDL2

/// A mouse button (touches arrive as the primary button).
public enum PointerButton: Hashable, Sendable {
  /// The primary (left) button.
  case primary
  /// The middle button or wheel click.
  case middle
  /// The secondary (right) button.
  case secondary
  /// Any other button, with SDL's number.
  case other(Int)

  init(sdl button: UInt8) {
    switch Int32(button) {
    case SDL_BUTTON_LEFT: self = .primary
    case SDL_BUTTON_MIDDLE: self = .middle
    case SDL_BUTTON_RIGHT: self = .secondary
    default: self = .other(Int(button))
    }
  }

  /// SDL's button number.
  var sdl: Int32 {
    switch self {
    case .primary: return SDL_BUTTON_LEFT
    case .middle: return SDL_BUTTON_MIDDLE
    case .secondary: return SDL_BUTTON_RIGHT
    case .other(let n): return Int32(clamping: n)
    }
  }
}
