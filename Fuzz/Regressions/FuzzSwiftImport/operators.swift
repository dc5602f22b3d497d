class BLayout: FloatingPanelLayout {
  var position: FloatingPanelPosition { .bottom }
  func f() { let a = SurfaceAppearance(); a.cornerRadius = 10 + 2; a.borderWidth = 1e308 * 10 }
}
