/// A key press or release.
public struct KeyEvent: Hashable, Sendable {
  /// The key.
  public var key: Key
  /// Modifier keys held at the time.
  public var modifiers: KeyModifiers
  /// Whether this press is an auto-repeat of a held key.
  public var isRepeat: Bool
  /// When SDL received the event, in seconds since SDL started.
  public var timestamp: Double

  /// Creates an event.
  public init(key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, timestamp: Double) {
    self.key = key
    self.modifiers = modifiers
    self.isRepeat = isRepeat
    self.timestamp = timestamp
  }
}
