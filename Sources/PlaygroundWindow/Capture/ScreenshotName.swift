import Foundation

/// The path of a screenshot P (or Shift+P) writes: the local date and time, readable and sortable,
/// `playground-2026-11-24-21.45.03.png` (`-scene` before `.png` for a scene-only shot). A name
/// that is taken (two shots in one second) gets `-2`, `-3`, … so no file is overwritten.
///
/// ```swift
/// Array(ScreenshotName.candidates(in: "/tmp", at: date, timeZone: utc, sceneOnly: false).prefix(2))
/// // ["/tmp/playground-2026-11-24-21.45.03.png", "/tmp/playground-2026-11-24-21.45.03-2.png"]
/// ```
package enum ScreenshotName {
  /// The most numbered names tried before giving up (nil) in one second.
  package static let maxNumber = 9999

  /// The stem for `date` in `timeZone`: `playground-YYYY-MM-DD-HH.MM.SS`.
  package static func stem(at date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ n: Int?) -> String {
      let v = n ?? 0
      return v < 10 ? "0\(v)" : "\(v)"
    }
    return "playground-\(c.year ?? 0)-\(two(c.month))-\(two(c.day))-\(two(c.hour)).\(two(c.minute)).\(two(c.second))"
  }

  /// The names a shot taken at `date` may take in `directory`, in order: the stem, then `-2` …
  /// up to ``maxNumber`` (the first free one is written, ``AtomicFile/writeFirstFree(_:candidates:)``).
  package static func candidates(in directory: String, at date: Date, timeZone: TimeZone, sceneOnly: Bool) -> some Sequence<String> {
    let base = directory + "/" + stem(at: date, timeZone: timeZone) + (sceneOnly ? "-scene" : "")
    return (1...maxNumber).lazy.map { $0 == 1 ? base + ".png" : base + "-\($0).png" }
  }
}
