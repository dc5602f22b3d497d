import ConfigFormat

/// Which of a panel's behaviour values are FloatingPanel's defaults, for the exports: each such
/// value is written with ``comment`` when the config tunes the behaviour, so that a reader of the
/// export sees which values came from the config (from a source an import read, or from a tuning)
/// and which are upstream's (an import writes every field; the ones its source did not set keep
/// FloatingPanel's default). A behaviour that is the default as a whole is said to be once, in
/// the type's doc comment, instead.
///
/// ```swift
/// var b = BehaviorConfig()
/// b.springResponseTime = 0.3
/// DefaultMarks(b).mark(\.springResponseTime)       // ""
/// DefaultMarks(b).mark(\.momentumProjectionRate)   // "  // FloatingPanel's default"
/// ```
struct DefaultMarks {
  /// The comment at the end of a line whose value is FloatingPanel's default.
  static let comment = "  // FloatingPanel's default"
  /// The doc comment line of a behaviour that is the default as a whole.
  static let wholeBehavior = "///\n/// FloatingPanel's default behaviour: the config tunes none of it.\n"

  private let behavior: BehaviorConfig
  private let defaults = BehaviorConfig()

  /// Marks for `behavior`.
  init(_ behavior: BehaviorConfig) { self.behavior = behavior }

  /// Whether the whole behaviour is FloatingPanel's default.
  var isWhole: Bool { behavior == defaults }

  /// ``comment`` when the field at `path` is the default and the behaviour as a whole is not.
  func mark<Value: Equatable>(_ path: KeyPath<BehaviorConfig, Value>) -> String {
    !isWhole && behavior[keyPath: path] == defaults[keyPath: path] ? Self.comment : ""
  }

  /// ``comment`` for the rubber banding (both ends) when it is the default.
  var rubberBandMark: String { mark(\.rubberBandLow).isEmpty ? "" : mark(\.rubberBandHigh) }
}
