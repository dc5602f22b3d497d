import CSDL2

/// Modifier keys held during a key event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8
  /// Creates a set from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Either Shift key.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Either Control key.
  public static let control = KeyModifiers(rawValue: 2)
  /// Either Alt (Option) key.
  public static let alt = KeyModifiers(rawValue: 4)
  /// Either GUI (Super, Command) key.
  public static let gui = KeyModifiers(rawValue: 8)

  init(sdl mod: UInt16) {
    var set: KeyModifiers = []
    if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { set.insert(.shift) }
    if mod & UInt16(KMOD_CTRL.rawValue) != 0 { set.insert(.control) }
    if mod & UInt16(KMOD_ALT.rawValue) != 0 { set.insert(.alt) }
    if mod & UInt16(KMOD_GUI.rawValue) != 0 { set.insert(.gui) }
    self = set
  }

  /// SDL's modifier bits for this set (left keys), for posting key events.
  var sdl: UInt16 {
    var mod: UInt32 = 0
    if contains(.shift) { mod |= KMOD_LSHIFT.rawValue }
    if contains(.control) { mod |= KMOD_LCTRL.rawValue }
    if contains(.alt) { mod |= KMOD_LALT.rawValue }
    if contains(.gui) { mod |= KMOD_LGUI.rawValue }
    return UInt16(truncatingIfNeeded: mod)
  }
}
