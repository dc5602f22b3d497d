/// What a translation function is given while the panel follows a pointer, in OverlayContainer's
/// translation heights (distance of the moving edge from the container's fixed edge).
public struct FloatingPanelTranslationParameters: Hashable, Sendable {
  /// The translation height of the least expanded anchor.
  public var minimumHeight: Double
  /// The translation height of the most expanded anchor.
  public var maximumHeight: Double
  /// Where the pointer would put the moving edge (1:1).
  public var translation: Double

  /// Creates parameters.
  public init(minimumHeight: Double, maximumHeight: Double, translation: Double) {
    self.minimumHeight = minimumHeight
    self.maximumHeight = maximumHeight
    self.translation = translation
  }
}

/// Maps the pointer's translation to the panel's translation height while dragging, like
/// OverlayContainer's `OverlayTranslationFunction`. Set one as the behaviour's
/// ``FloatingPanelBehavior/translationFunction``; nil (the default) keeps FloatingPanel's rule
/// (1:1, with ``rubberBand(_:length:)`` past the ends that `allowsRubberBanding(for:)` allows).
public protocol FloatingPanelTranslationFunction: Sendable {
  /// The translation height for `parameters`.
  func translationHeight(using parameters: FloatingPanelTranslationParameters) -> Double
}

/// OverlayContainer's `RubberBandOverlayTranslationFunction`: between the end anchors the panel
/// follows 1:1; past an end that bounces it goes `limit · (1 + factor · log10(translation / limit))`
/// (rounded to 2 decimals, as upstream), mirrored below the minimum; past an end that does not
/// bounce it stops at that end.
public struct RubberBandTranslationFunction: FloatingPanelTranslationFunction, Hashable {
  /// How much the translation is limited past an end (default 0.5).
  public var factor: Double
  /// Whether the panel bounces past the most expanded anchor (default true).
  public var bouncesAtMaximumHeight: Bool
  /// Whether the panel bounces past the least expanded anchor (default true).
  public var bouncesAtMinimumHeight: Bool

  /// Creates the function with upstream's defaults.
  public init(factor: Double = 0.5, bouncesAtMaximumHeight: Bool = true, bouncesAtMinimumHeight: Bool = true) {
    self.factor = factor
    self.bouncesAtMaximumHeight = bouncesAtMaximumHeight
    self.bouncesAtMinimumHeight = bouncesAtMinimumHeight
  }

  public func translationHeight(using p: FloatingPanelTranslationParameters) -> Double {
    if p.translation >= p.maximumHeight && bouncesAtMaximumHeight {
      return logarithmic(p.translation, limit: p.maximumHeight)
    }
    if p.translation <= p.minimumHeight && bouncesAtMinimumHeight {
      let mirrored = p.minimumHeight + (p.minimumHeight - p.translation)
      return p.minimumHeight - (logarithmic(mirrored, limit: p.minimumHeight) - p.minimumHeight)
    }
    return max(p.minimumHeight, min(p.translation, p.maximumHeight))
  }

  private func logarithmic(_ translation: Double, limit: Double) -> Double {
    guard limit > 0 else { return 0 }
    let h = limit * (1 + factor * (log(translation / limit) / log(10)))
    return (h * 100).rounded() / 100
  }
}
