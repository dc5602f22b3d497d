import ConfigFormat
import FloatingPanel
import PlaygroundCore
import PlaygroundMotion
import StrictJSON

/// How one behaviour moves after one release at one display rate: the first spring a replay
/// script starts (its release), measured as the tuning card's motion plot measures it
/// (``MotionRecorder``, ``MotionMetrics``: overshoot past the target, settle time to within
/// 0.5 pt). `playground feel` prints a table of these for every preset at 60 and 120 Hz.
///
/// ```swift
/// let script = try ReplayScript.load(path: "Assets/scripts/flick-to-full.json")
/// let feel = try ReleaseFeel.measure(script: script, behavior: BehaviorConfig(), rate: .hz120)
/// feel.metrics.overshoot   // 8.3 pt past lastQuart
/// ```
package struct ReleaseFeel: Equatable, Sendable {
  /// The display rate the spring stepped at.
  package var rate: DisplayRate
  /// The state the release went to.
  package var target: String
  /// Where the spring started, in points.
  package var releaseLocation: Double
  /// The spring's velocity at the start, in pt/s.
  package var releaseVelocity: Double
  /// Overshoot, settle time and peak speed of the motion.
  package var metrics: MotionMetrics
  /// Whether FloatingPanel's rule made the spring critically damped (release at ≤ 300 pt/s).
  package var isCriticallyDamped: Bool
  /// Where the window's edge stopped the spring (a script with `keepInViewport`), with the
  /// spring's own figures; nil when nothing stopped it.
  package var clip: MotionClip? = nil

  /// Replays `script` with its panel's behaviour replaced by `behavior`, on `rate`'s clock, and
  /// measures the first spring that starts (nil when none does before `until`).
  ///
  /// - Throws: ``InputError`` when the behaviour does not fit the script's panel, or the script's
  ///   panel is impossible (as ``ReplayRunner/run(report:observe:)``).
  package static func measure(script: ReplayScript, behavior: BehaviorConfig, rate: DisplayRate) throws -> ReleaseFeel? {
    var s = script.at(displayRate: rate)
    s.panel.behavior = behavior
    let recorder = MotionRecorder(capacity: Int(s.until * s.fps) + 2)
    recorder.frameInterval = 1 / s.fps
    var velocity: Double?
    _ = try ReplayRunner(script: s).run(report: { _ in }, observe: { frame, panel in
      if velocity == nil, let a = panel.attraction { velocity = a.initialVelocity }
      recorder.record(panel, time: frame.t)
      return !(recorder.last?.isFinished ?? false)
    })
    guard let trace = recorder.last, let v = velocity else { return nil }
    return ReleaseFeel(
      rate: rate, target: trace.target, releaseLocation: trace.startLocation, releaseVelocity: v, metrics: trace.metrics(),
      isCriticallyDamped: trace.criticallyDampedRelease != nil, clip: trace.clip)
  }
}

/// The table `playground feel` prints: one row per behaviour (a preset), overshoot and settle time
/// at 60 and 120 Hz side by side.
package struct ReleaseFeelTable: Equatable, Sendable {
  /// One behaviour's two measurements.
  package struct Row: Equatable, Sendable {
    /// The behaviour's name (a preset's).
    package var name: String
    /// At 60 Hz.
    package var hz60: ReleaseFeel
    /// At 120 Hz.
    package var hz120: ReleaseFeel
  }

  /// The rows in order.
  package var rows: [Row]

  /// Measures every `(name, behavior)` of `behaviors` on `script` at both rates.
  ///
  /// - Throws: ``InputError`` with the behaviour's name in its path when one does not fit the
  ///   script's panel or no spring starts.
  package init(script: ReplayScript, behaviors: [(name: String, behavior: BehaviorConfig)]) throws {
    rows = []
    for (name, behavior) in behaviors {
      var pair: [ReleaseFeel] = []
      for rate in [DisplayRate.hz60, .hz120] {
        let measured: ReleaseFeel?
        do {
          measured = try ReleaseFeel.measure(script: script, behavior: behavior, rate: rate)
        } catch let error as InputError {
          throw InputError(path: "\(name).\(error.path)", message: error.message)
        }
        guard let measured else {
          throw InputError(path: name, message: "the script releases no spring before its end (until); give a script with a release")
        }
        pair.append(measured)
      }
      rows.append(Row(name: name, hz60: pair[0], hz120: pair[1]))
    }
  }

  /// The table as text, columns aligned: preset, target, overshoot (pt and %) and settle time at
  /// each rate.
  package var text: String {
    func over(_ f: ReleaseFeel) -> String {
      let m = f.metrics
      let shown = m.overshoot < 0.05 ? "none" : "\(DecimalText.fixed(m.overshoot, digits: 1)) pt (\(DecimalText.fixed(m.overshootPercent, digits: 1)) %)"
      return shown + (f.clip.map { " clipped, own \(DecimalText.fixed($0.own.overshoot, digits: 1)) pt" } ?? "")
    }
    func settle(_ m: MotionMetrics) -> String { m.settleTime.map { DecimalText.fixed($0, digits: 3) + " s" } ?? "moving" }
    var lines = [["preset", "target", "overshoot 60 Hz", "overshoot 120 Hz", "settle 60 Hz", "settle 120 Hz"]]
    for r in rows {
      let target = r.hz60.target == r.hz120.target ? r.hz60.target : "\(r.hz60.target)/\(r.hz120.target)"
      let note = r.hz60.isCriticallyDamped ? " *" : ""
      lines.append([r.name + note, target, over(r.hz60), over(r.hz120), settle(r.hz60.metrics), settle(r.hz120.metrics)])
    }
    var widths = [Int](repeating: 0, count: lines[0].count)
    for l in lines { for (i, cell) in l.enumerated() { widths[i] = max(widths[i], cell.count) } }
    return lines.map { l in
      l.enumerated().map { i, cell in i == l.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count) }
        .joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }

  /// The table as JSON: `{"rows": [{"preset", "target60", …}]}`, numbers unrounded.
  package var json: OrderedJSON {
    func feel(_ f: ReleaseFeel) -> OrderedJSON {
      .object([
        ("displayRate", .number(Double(f.rate.rawValue))), ("target", .string(f.target)),
        ("releaseLocation", .number(f.releaseLocation)), ("releaseVelocity", .number(f.releaseVelocity)),
        ("criticallyDamped", .bool(f.isCriticallyDamped)), ("overshoot", .number(f.metrics.overshoot)),
        ("overshootPercent", .number(f.metrics.overshootPercent)),
        ("settleTime", f.metrics.settleTime.map { .number($0) } ?? .null), ("peakVelocity", .number(f.metrics.peakVelocity)),
      ] + (f.clip.map { [("clippedAt", .number($0.edge)), ("ownOvershoot", .number($0.own.overshoot))] } ?? []), inline: true)
    }
    return .object([("rows", .array(rows.map { r in
      .object([("preset", .string(r.name)), ("hz60", feel(r.hz60)), ("hz120", feel(r.hz120))], inline: false)
    }))], inline: false)
  }
}
