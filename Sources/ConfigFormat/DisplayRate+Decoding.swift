import FloatingPanel
import StrictJSON

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// The optional `displayRate` field of a config or a replay script: absent → nil; 60 or 120 →
  /// that ``DisplayRate``; anything else is an ``InputError`` naming the field, e.g.
  /// `displayRate: must be 60 or 120 (frames per second of the display), found 90`.
  package func displayRate(_ key: String = "displayRate") throws -> DisplayRate? {
    guard let value = try optional(Double.self, key) else { return nil }
    guard let rate = DisplayRate(framesPerSecond: value) else {
      throw error(key, "\(DisplayRate.rule), found \(OrderedJSON.format(value))")
    }
    return rate
  }
}
