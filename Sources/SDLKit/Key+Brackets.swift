import CSDL2

extension Key {
  /// `[` (SDL's key code; the A/B keys of the tuning cards).
  public static var leftBracket: Key { .other(Int32(bitPattern: SDLK_LEFTBRACKET.rawValue)) }
  /// `]`.
  public static var rightBracket: Key { .other(Int32(bitPattern: SDLK_RIGHTBRACKET.rawValue)) }
  /// `\`.
  public static var backslash: Key { .other(Int32(bitPattern: SDLK_BACKSLASH.rawValue)) }
  /// `-` (a typed number's sign on the tuning card).
  public static var minus: Key { .other(Int32(bitPattern: SDLK_MINUS.rawValue)) }
}
