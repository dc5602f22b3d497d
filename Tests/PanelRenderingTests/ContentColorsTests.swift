import FloatingPanel
@testable import PanelRendering
import Testing

extension RenderingSuite {
  /// Issue 33: the panel's content keeps its contrast on any surface colour (``ContentColors``):
  /// primary text at least 4.5:1 (WCAG 2 AA), secondary at least 3:1, the light surface's
  /// colours unchanged.
  @Suite struct ContentColorsTests {
    static func hex(_ v: UInt32) -> Color { Color(hex: v) }

    /// WCAG's own figures: black on white 21:1, #767676 on white 4.54:1 (the lightest grey that
    /// passes AA), a colour on itself 1:1.
    @Test func contrastIsWCAGs() {
      #expect(abs(ContentColors.contrast(.black, .white) - 21) < 1e-9)
      #expect(abs(ContentColors.contrast(Self.hex(0x767676), .white) - 4.54) < 0.01)
      #expect(abs(ContentColors.contrast(Self.hex(0x777777), .white) - 4.48) < 0.01)
      #expect(ContentColors.contrast(Self.hex(0x1C2B4A), Self.hex(0x1C2B4A)) == 1)
      #expect(abs(ContentColors.luminance(Self.hex(0xFF0000)) - 0.2126) < 1e-9)
    }

    /// White, the material's white and iOS's grouped grey keep the playground's palette exactly
    /// (so every light snapshot stays as it was).
    @Test(arguments: [0xFFFFFF, 0xF2F2F7, 0xEEEEF0] as [UInt32])
    func lightSurfacesKeepThePalette(_ surface: UInt32) {
      #expect(ContentColors(surface: Self.hex(surface)) == .onLight)
    }

    /// The navy of the issue (#1C2B4A), iOS's dark surfaces and black: white text, light secondary.
    @Test(arguments: [0x1C2B4A, 0x1C1C1E, 0x2C2C2E, 0x000000, 0x0A3D62] as [UInt32])
    func darkSurfacesGetWhiteText(_ surface: UInt32) {
      let colors = ContentColors(surface: Self.hex(surface))
      #expect(colors.isDark && colors.primary == .white)
      #expect(ContentColors.contrast(colors.primary, Self.hex(surface)) >= 7)  // WCAG's AAA
      #expect(ContentColors.contrast(colors.secondary, Self.hex(surface)) >= 3)
      // The separator and the fill are opaque, lighter than the surface, and not the surface.
      #expect(colors.separator.alpha == 1 && ContentColors.luminance(colors.separator) > ContentColors.luminance(Self.hex(surface)))
      #expect(colors.fill.alpha == 1 && colors.fill != Self.hex(surface))
    }

    /// On mid greys neither black nor white contrasts much; the primary still reaches 4.5:1 and
    /// the palette's grey secondary (3:1 short there) moves toward the primary until it reaches 3:1.
    @Test(arguments: [0x777777, 0x808080, 0x8E8E93, 0x6E6E73, 0x999999] as [UInt32])
    func midGreys(_ surface: UInt32) {
      let s = Self.hex(surface)
      let colors = ContentColors(surface: s)
      #expect(ContentColors.contrast(colors.primary, s) >= 4.5)
      #expect(ContentColors.contrast(colors.secondary, s) >= 3)
      if surface == 0x777777 { #expect(colors.primary == .black) }  // #111111 is 4.48:1 there
    }

    /// Saturated surfaces: red, green, blue, yellow, iOS blue and purple.
    @Test(arguments: [0xFF0000, 0x00FF00, 0x0000FF, 0xFFCC00, 0x007AFF, 0xAF52DE, 0xFF2D55, 0x34C759] as [UInt32])
    func saturated(_ surface: UInt32) {
      let s = Self.hex(surface)
      let colors = ContentColors(surface: s)
      #expect(ContentColors.contrast(colors.primary, s) >= 4.5, "\(colors.primary)")
      #expect(ContentColors.contrast(colors.secondary, s) >= 3, "\(colors.secondary)")
    }

    /// Every colour of a 9-level RGB grid (729 surfaces): the bounds hold everywhere.
    @Test func everySurfaceOfAGrid() {
      var worst = (primary: 21.0, secondary: 21.0)
      for r in 0...8 { for g in 0...8 { for b in 0...8 {
        let s = Color(red: Double(r) / 8, green: Double(g) / 8, blue: Double(b) / 8)
        let colors = ContentColors(surface: s)
        worst.primary = min(worst.primary, ContentColors.contrast(colors.primary, s))
        worst.secondary = min(worst.secondary, ContentColors.contrast(colors.secondary, s))
      } } }
      #expect(worst.primary >= 4.5 && worst.secondary >= 3, "\(worst)")
    }

    /// What the content sits on: a translucent background over what is behind it; a material's
    /// tint (white when clear) at its thickness.
    @Test func surfaceColorOfALook() {
      let land = Self.hex(0xF5F3EE)
      #expect(ContentColors.surfaceColor(of: SurfaceAppearance(backgroundColor: .clear), behind: land) == land)
      #expect(ContentColors.surfaceColor(of: SurfaceAppearance(backgroundColor: Self.hex(0x1C2B4A)), behind: land) == Self.hex(0x1C2B4A))
      var glass = SurfaceAppearance(backgroundColor: .clear)
      glass.material = .regular
      let blurred = ContentColors.surfaceColor(of: glass, behind: .black)
      #expect(abs(blurred.red - 0.65) < 1e-9 && abs(blurred.blue - 0.65) < 1e-9)  // white at 0.65 over black
      var navyGlass = SurfaceAppearance(backgroundColor: Self.hex(0x1C2B4A))
      navyGlass.material = .thick
      #expect(ContentColors(look: navyGlass, behind: land).isDark)
      #expect(!ContentColors(look: glass, behind: land).isDark)
      let halfNavy = SurfaceAppearance(backgroundColor: Self.hex(0x1C2B4A).withAlpha(0.5))
      let mid = ContentColors.surfaceColor(of: halfNavy, behind: .white)
      #expect(abs(mid.red - (1 + Double(0x1C) / 255) / 2) < 1e-9)
    }

    /// The material follows the appearance: a clear surface's material is tinted white in light
    /// mode and #1C1C1E in dark mode, thicker there (regular: 0.65 light, 0.75 dark); a
    /// background colour tints it in both. Over the dark map's land (#1D1E21) every dark material
    /// is dark and its content white (at least 15:1); over the light land every light one keeps
    /// the palette; and in dark mode over any behind colour the text still reads.
    @Test func materialFollowsTheAppearance() {
      let light = MaterialBlur.tint(.regular, background: .clear, dark: false)
      let dark = MaterialBlur.tint(.regular, background: .clear, dark: true)
      #expect(light.color == .white && light.alpha == 0.65)
      #expect(dark.color == Self.hex(0x1C1C1E) && dark.alpha == 0.75)
      #expect(MaterialBlur.tint(.thin, background: Self.hex(0x1C2B4A), dark: true).color == Self.hex(0x1C2B4A))
      for m in SurfaceAppearance.Material.allCases {
        #expect(MaterialBlur.look(m, dark: true).tintAlpha > MaterialBlur.look(m).tintAlpha, "\(m)")
        #expect(MaterialBlur.look(m, dark: true).sigma == MaterialBlur.look(m).sigma, "\(m)")
      }
      var glass = SurfaceAppearance(backgroundColor: .clear)
      let darkLand = Self.hex(0x1D1E21), lightLand = Self.hex(0xF5F3EE)
      for m in SurfaceAppearance.Material.allCases {
        glass.material = m
        let onDark = ContentColors(look: glass, behind: darkLand, dark: true)
        let surface = ContentColors.surfaceColor(of: glass, behind: darkLand, dark: true)
        #expect(ContentColors.luminance(surface) < 0.015, "\(m): \(surface)")
        #expect(onDark.isDark && onDark.primary == .white && ContentColors.contrast(.white, surface) >= 15, "\(m)")
        #expect(ContentColors(look: glass, behind: lightLand) == .onLight, "\(m)")
        for grey in stride(from: 0.0, through: 1.0, by: 0.125) {
          let behind = Color(red: grey, green: grey, blue: grey)
          let colors = ContentColors(look: glass, behind: behind, dark: true)
          let s = ContentColors.surfaceColor(of: glass, behind: behind, dark: true)
          #expect(ContentColors.contrast(colors.primary, s) >= 4.5, "\(m) over \(grey)")
        }
      }
      // The light material in dark mode (the defect): white at 0.65 over the dark land is light.
      glass.material = .regular
      #expect(!ContentColors(look: glass, behind: darkLand, dark: false).isDark)
      #expect(ContentColors.luminance(ContentColors.surfaceColor(of: glass, behind: darkLand)) > 0.3)
      // The ultra-thin dark material over white is a mid grey (45 % white over #1C1C1E): black text reads on it.
      glass.material = .ultraThin
      let mid = ContentColors.surfaceColor(of: glass, behind: .white, dark: true)
      #expect(abs(mid.red - (0.45 + 0.55 * Double(0x1C) / 255)) < 1e-9)
    }
  }
}
