import CSDL2

/// A keyboard key, by its layout meaning (SDL key code).
///
/// ```swift
/// if case .keyDown(let e) = event, e.key == .digit(2) { panel.move(to: .half) }
/// ```
public enum Key: Hashable, Sendable {
  /// 0…9 on the main row.
  case digit(Int)
  /// a…z (always lower case; see `KeyModifiers.shift`).
  case letter(Character)
  /// Escape.
  case escape
  /// Return / Enter.
  case enter
  /// Space bar.
  case space
  /// Tab.
  case tab
  /// Backspace.
  case backspace
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// `?` (layouts with a key for it; elsewhere it is ``slash`` with Shift).
  case questionMark
  /// `/`.
  case slash
  /// `,`.
  case comma
  /// `.`.
  case period
  /// `;`.
  case semicolon
  /// Any other key, with SDL's key code.
  case other(Int32)

  init(sdl code: SDL_Keycode) {
    func k(_ key: SDL_KeyCode) -> Int32 { Int32(bitPattern: key.rawValue) }
    switch code {
    case k(SDLK_0)...k(SDLK_9): self = .digit(Int(code - k(SDLK_0)))
    case k(SDLK_a)...k(SDLK_z):
      self = .letter(Character(Unicode.Scalar(UInt8(code))))
    case k(SDLK_ESCAPE): self = .escape
    case k(SDLK_RETURN), k(SDLK_KP_ENTER): self = .enter
    case k(SDLK_SPACE): self = .space
    case k(SDLK_TAB): self = .tab
    case k(SDLK_BACKSPACE): self = .backspace
    case k(SDLK_UP): self = .up
    case k(SDLK_DOWN): self = .down
    case k(SDLK_LEFT): self = .left
    case k(SDLK_RIGHT): self = .right
    case k(SDLK_PAGEUP): self = .pageUp
    case k(SDLK_PAGEDOWN): self = .pageDown
    case k(SDLK_QUESTION): self = .questionMark
    case k(SDLK_SLASH): self = .slash
    case k(SDLK_COMMA): self = .comma
    case k(SDLK_PERIOD): self = .period
    case k(SDLK_SEMICOLON): self = .semicolon
    default: self = .other(code)
    }
  }
}

extension Key {
  /// SDL's key code for this key (the inverse of `init(sdl:)`), for posting key events.
  var sdl: SDL_Keycode {
    func k(_ key: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(bitPattern: key.rawValue) }
    switch self {
    case .digit(let d): return k(SDLK_0) + SDL_Keycode(clamping: min(9, max(0, d)))
    case .letter(let c):
      guard let a = c.asciiValue, (97...122).contains(a) else { return k(SDLK_UNKNOWN) }
      return SDL_Keycode(a)
    case .escape: return k(SDLK_ESCAPE)
    case .enter: return k(SDLK_RETURN)
    case .space: return k(SDLK_SPACE)
    case .tab: return k(SDLK_TAB)
    case .backspace: return k(SDLK_BACKSPACE)
    case .up: return k(SDLK_UP)
    case .down: return k(SDLK_DOWN)
    case .left: return k(SDLK_LEFT)
    case .right: return k(SDLK_RIGHT)
    case .pageUp: return k(SDLK_PAGEUP)
    case .pageDown: return k(SDLK_PAGEDOWN)
    case .questionMark: return k(SDLK_QUESTION)
    case .slash: return k(SDLK_SLASH)
    case .comma: return k(SDLK_COMMA)
    case .period: return k(SDLK_PERIOD)
    case .semicolon: return k(SDLK_SEMICOLON)
    case .other(let code): return code
    }
  }
}
