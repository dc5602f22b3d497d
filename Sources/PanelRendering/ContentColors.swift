import Foundation
import FloatingPanel

/// The colours of what a panel shows — text, secondary text, separators, the search field's fill —
/// chosen from the colour the content sits on, so that it stays readable on any surface: on a light
/// surface iOS's label colours (the playground's palette, unchanged), on a dark one (a dark
/// appearance, a navy `#1C2B4A` tuned in the window) white text. Primary text always has a WCAG 2
/// contrast of at least 4.5:1 with the surface (the higher of black's and white's is never below
/// 4.58: the palette's near-black gives way to black where it falls short); secondary text at least 3:1 (iOS's own secondary label on white is 3.5:1), moved toward
/// the primary colour where the palette's secondary would fall short (a mid-grey surface).
///
/// ```swift
/// let colors = ContentColors(surface: Color(hex: 0x1C2B4A))
/// colors.primary                                                   // white
/// ContentColors.contrast(colors.primary, Color(hex: 0x1C2B4A))     // 14.1
/// ```
public struct ContentColors: Equatable, Sendable {
  /// Titles and values.
  public var primary: Color
  /// Subtitles, placeholders, captions.
  public var secondary: Color
  /// Hairlines between rows.
  public var separator: Color
  /// The search field's and secondary buttons' fill.
  public var fill: Color
  /// Whether these are the colours for a dark surface (white text).
  public var isDark: Bool

  /// On a light surface: iOS's label colours (the playground's palette).
  public static let onLight = ContentColors(
    primary: Color(hex: 0x111111), secondary: Color(hex: 0x86868B), separator: Color(hex: 0xE4E4E8), fill: Color(hex: 0xEEEEF0),
    isDark: false)
  /// On a dark surface: iOS's dark label colours; the separator and fill are white over the surface.
  public static let onDark = ContentColors(
    primary: Color(hex: 0xFFFFFF), secondary: Color(hex: 0xA1A1A8), separator: Color(red: 1, green: 1, blue: 1, alpha: 0.16),
    fill: Color(red: 1, green: 1, blue: 1, alpha: 0.12), isDark: true)
  /// The least contrast of primary text with the surface (WCAG 2's AA for body text).
  public static let primaryContrast = 4.5
  /// The least contrast of secondary text with the surface (WCAG 2's AA for large text and graphics).
  public static let secondaryContrast = 3.0

  /// Creates a set of colours.
  public init(primary: Color, secondary: Color, separator: Color, fill: Color, isDark: Bool) {
    self.primary = primary
    self.secondary = secondary
    self.separator = separator
    self.fill = fill
    self.isDark = isDark
  }

  /// The colours for content on `surface` (opaque; its alpha is ignored): the light or the dark
  /// set, whichever primary contrasts more, with the secondary colour moved toward the primary
  /// until it has ``secondaryContrast``.
  public init(surface: Color) {
    let surface = surface.withAlpha(1)
    let light = Self.contrast(Self.onLight.primary, surface), dark = Self.contrast(Self.onDark.primary, surface)
    self = light >= dark ? Self.onLight : Self.onDark
    // The palette's near-black falls just short on a mid grey (#777777: 4.48): pure black there.
    if Self.contrast(primary, surface) < Self.primaryContrast, Self.contrast(.black, surface) > dark {
      self = Self.onLight
      primary = .black
    }
    separator = Self.mix(surface, separator.withAlpha(1), separator.alpha)  // opaque over the surface
    fill = Self.mix(surface, fill.withAlpha(1), fill.alpha)
    if Self.contrast(secondary, surface) < Self.secondaryContrast {
      let from = secondary
      for step in 1...16 {
        secondary = Self.mix(from, primary, Double(step) / 16)
        if Self.contrast(secondary, surface) >= Self.secondaryContrast { break }
      }
    }
  }

  /// The colours for the content of a panel with `look` drawn over `behind` (the map's colour) in
  /// the light or, when `dark`, the dark appearance: ``init(surface:)`` of
  /// ``surfaceColor(of:behind:dark:)``.
  public init(look: SurfaceAppearance, behind: Color, dark: Bool = false) {
    self.init(surface: Self.surfaceColor(of: look, behind: behind, dark: dark))
  }

  /// The colour the content of a panel with `look` sits on, over `behind`: the background colour
  /// over it at its alpha; for a material, its tint (the background colour; when clear, white in
  /// the light appearance and #1C1C1E in the dark one, `dark`) at the material's thickness in
  /// that appearance over it (the blur keeps the mean colour).
  public static func surfaceColor(of look: SurfaceAppearance, behind: Color, dark: Bool = false) -> Color {
    let bg = look.backgroundColor
    if let material = look.material {
      let tint = MaterialBlur.tint(material, background: bg, dark: dark)
      return mix(behind.withAlpha(1), tint.color, tint.alpha)
    }
    return bg.alpha >= 1 ? bg : mix(behind.withAlpha(1), bg.withAlpha(1), min(1, max(0, bg.alpha)))
  }

  /// WCAG 2's relative luminance of `c` (sRGB, its alpha ignored), 0 (black) to 1 (white).
  public static func luminance(_ c: Color) -> Double {
    func linear(_ v: Double) -> Double {
      let v = min(1, max(0, v.isFinite ? v : 0))
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
  }

  /// WCAG 2's contrast ratio of two colours, 1 (none) to 21 (black on white).
  public static func contrast(_ a: Color, _ b: Color) -> Double {
    let la = luminance(a), lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// `a` moved a fraction `t` toward `b` (per channel, opaque).
  static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
    Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t)
  }
}
