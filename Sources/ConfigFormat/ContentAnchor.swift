import FloatingPanel
import StrictJSON

/// An anchor placed by the content's size, as upstream's `FloatingPanelIntrinsicLayoutAnchor`
/// (the surface shows its whole content less an offset) and `FloatingPanelAdaptiveLayoutAnchor`
/// (the same for a content region whose length changes, optionally capped by a guide). The
/// content's length is the panel's ``PanelConfig/contentLength``, which the window and
/// screenshots use.
///
/// ```json
/// "anchors": {"full": {"intrinsic": 0, "guide": "superview"},
///             "half": {"intrinsicFraction": 0.5},
///             "tip": {"adaptive": 120, "contentBoundingGuide": "safeArea"}},
/// "contentLength": 420
/// ```
package enum ContentAnchor: Equatable, Sendable {
  /// `{"intrinsic": d}` (points hidden) or `{"intrinsicFraction": f}` (of the content hidden).
  case intrinsic(FloatingPanelIntrinsicLayoutAnchor)
  /// `{"adaptive": d}` with an optional `contentBoundingGuide`.
  case adaptive(FloatingPanelAdaptiveLayoutAnchor)

  /// The engine anchor.
  package var anchoring: any FloatingPanelLayoutAnchoring {
    switch self {
    case .intrinsic(let a): return a
    case .adaptive(let a): return a
    }
  }

  /// The guide whose fixed edge is the base.
  package var referenceGuide: FloatingPanelLayoutReferenceGuide {
    switch self {
    case .intrinsic(let a): return a.referenceGuide
    case .adaptive(let a): return a.referenceGuide
    }
  }

  /// The anchor keys a content anchor may have.
  static let keys: Set<String> = ["intrinsic", "intrinsicFraction", "adaptive", "contentBoundingGuide"]

  /// Decodes `{"intrinsic": d}`, `{"intrinsicFraction": f}` or `{"adaptive": d,
  /// "contentBoundingGuide": g}` with `guide`; nil when the anchor is an inset or fraction one.
  static func decode(_ c: KeyedDecodingContainer<AnyCodingKey>, path: [any CodingKey]) throws -> ContentAnchor? {
    let intrinsic = try c.optional(Double.self, "intrinsic"), fraction = try c.optional(Double.self, "intrinsicFraction")
    let adaptive = try c.optional(Double.self, "adaptive")
    let given = [intrinsic, fraction, adaptive].compactMap { $0 }.count
    guard given > 0 else {
      if c.contains(AnyCodingKey("contentBoundingGuide")) { throw c.error("contentBoundingGuide", "only an \"adaptive\" anchor has one") }
      return nil
    }
    guard given == 1, !["inset", "fraction", "edge"].contains(where: { c.contains(AnyCodingKey($0)) }) else {
      throw InputError(path: path, message: "give one of \"inset\", \"fraction\", \"intrinsic\", \"intrinsicFraction\" or \"adaptive\"; an intrinsic or adaptive anchor has no \"edge\" (the panel's position gives it)")
    }
    func guide(_ key: String) throws -> FloatingPanelLayoutReferenceGuide? {
      guard let name = try c.optional(String.self, key) else { return nil }
      guard let g = FloatingPanelLayoutReferenceGuide(rawValue: name) else { throw c.error(key, "'\(name)' is not a guide; use superview or safeArea") }
      return g
    }
    let base = try guide("guide") ?? .safeArea
    if let d = intrinsic ?? adaptive {
      guard d.isFinite, abs(d) <= PanelConfig.Anchor.maxInset else { throw c.error(intrinsic != nil ? "intrinsic" : "adaptive", "must be a number of points in [-100000, 100000]") }
    }
    if let f = fraction {
      guard f.isFinite, abs(f) <= PanelConfig.Anchor.maxFraction else { throw c.error("intrinsicFraction", "must be a number in [-10, 10], e.g. 0.5") }
      return .intrinsic(FloatingPanelIntrinsicLayoutAnchor(fractionalOffset: f, referenceGuide: base))
    }
    if let d = intrinsic {
      if c.contains(AnyCodingKey("contentBoundingGuide")) { throw c.error("contentBoundingGuide", "only an \"adaptive\" anchor has one") }
      return .intrinsic(FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: d, referenceGuide: base))
    }
    return .adaptive(FloatingPanelAdaptiveLayoutAnchor(absoluteOffset: adaptive ?? 0, referenceGuide: base, contentBoundingGuide: try guide("contentBoundingGuide")))
  }

  /// A content anchor in the file format.
  var json: [(String, OrderedJSON)] {
    switch self {
    case .intrinsic(let a):
      switch a.offset {
      case .absolute(let d): return [("intrinsic", .number(d)), ("guide", .string(a.referenceGuide.rawValue))]
      case .fractional(let f): return [("intrinsicFraction", .number(f)), ("guide", .string(a.referenceGuide.rawValue))]
      }
    case .adaptive(let a):
      var m: [(String, OrderedJSON)] = [("adaptive", .number(a.absoluteOffset)), ("guide", .string(a.referenceGuide.rawValue))]
      if let b = a.contentBoundingGuide { m.append(("contentBoundingGuide", .string(b.rawValue))) }
      return m
    }
  }
}
