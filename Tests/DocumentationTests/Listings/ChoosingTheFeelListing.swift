import FloatingPanel

// The listings of the article "Choosing the feel". `ChoosingTheFeelTests` checks every number
// their comments state.

enum ChoosingTheFeelListing {
  /// The conversions listing; returns the springs it builds, in order.
  static func conversions() throws -> [SpringParameters] {
    // listing: feel-conversions
    // FloatingPanel's default release spring, as FloatingPanel writes it…
    let release = try SpringParameters(responseTime: 0.4, decelerationRate: 0.991)
    // release.dampingRatio ≈ 0.5756, release.bounce ≈ 0.424

    // …SwiftUI's way: Spring(duration: 0.5, bounce: 0.3)…
    let swiftUI = try SpringParameters(duration: 0.5, bounce: 0.3)
    // swiftUI.stiffness() ≈ 157.91, swiftUI.damping() ≈ 17.59 (mass 1)

    // …or a physical one, like interpolatingSpring(mass: 1, stiffness: 100,
    // damping: 10).
    let physical = try SpringParameters(mass: 1, stiffness: 100, damping: 10)
    // physical.duration ≈ 0.628 s, physical.dampingRatio = 0.5, bounce 0.5
    // end listing
    return [release, swiftUI, physical]
  }

  /// The listing that turns a SwiftUI spring into a behaviour.
  static func snappyBehavior() throws -> FloatingPanelBehaviorSettings {
    // listing: feel-snappy
    // "Snappy": 0.3 s, bounce 0.15 (ζ = 0.85), the playground's snappy preset.
    let snappy = try SpringParameters(duration: 0.3, bounce: 0.15)
    let behavior = FloatingPanelBehaviorSettings(
      springDecelerationRate: snappy.decelerationRate,   // 0.982355…
      springResponseTime: snappy.responseTime)           // 0.3
    // end listing
    return behavior
  }

  /// The listing that sets the show, hide and move springs.
  static func sheetSprings() throws -> FloatingPanelBehaviorSettings {
    // listing: feel-show-hide
    // Show with a little bounce, hide briskly without one, move smoothly.
    var sheet = FloatingPanelBehaviorSettings()
    sheet.presentingSpring = try SpringParameters(duration: 0.45, bounce: 0.2)
    sheet.dismissingSpring = try SpringParameters(duration: 0.25, bounce: 0)
    sheet.movingSpring = try SpringParameters(duration: 0.5, bounce: 0)
    // end listing
    return sheet
  }
}

// listing: feel-closed-form
/// FloatingPanel's default feel, advanced by the exact solution: the same
/// curve at 30, 60 or 144 frames per second.
struct FrameRateIndependentBehavior: FloatingPanelBehavior {
  var springIntegrator: SpringIntegrator { .closedForm }
}
// end listing
