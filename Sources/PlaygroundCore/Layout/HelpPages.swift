/// The help overlay as the layout step lays it out (``FrameLayout/help``): its title, card and the
/// lines of each page, measured before anything is drawn. The renderer draws ``shown``; the window
/// loop tells the scene how many pages there are (H shows the next one and closes after the last).
///
/// ```swift
/// let help = try HelpPages(scene: scene, measuring: text)   // nil while the help is hidden
/// help?.count                                                // 2 on a phone, 1 at 1280×800
/// ```
package struct HelpPages: Equatable, Sendable {
  /// "Keys", or "Controller" (the title the overlay shows for the game pad's buttons) when Start opened it.
  package var title: String
  /// Where the card goes.
  package var layout: HelpOverlayLayout
  /// Each page's lines.
  package var pages: [[HelpOverlayLayout.Line]]
  /// The page shown (the scene's, within the pages there are).
  package var page: Int

  /// How many pages.
  package var count: Int { pages.count }
  /// The lines of the page shown.
  package var shown: [HelpOverlayLayout.Line] { pages[page] }

  /// The help of `scene`, measured with `measuring` at the scene's scale; nil while it is hidden
  /// (or the scene is too small to draw).
  ///
  /// - Throws: what `measuring` throws.
  package init?(scene: PlaygroundScene, measuring: any TextMeasuring) throws {
    guard scene.showsHelp, !scene.isTooSmall else { return nil }
    let (title, rows) = KeyBindings.help(gamepad: scene.helpShowsGamepad, attached: scene.gamepadAttached)
    let layout = HelpOverlayLayout(size: scene.size, rows: rows.count)
    let pages = try layout.pages(rows, measuring: measuring, scale: scene.scale)
    (self.title, self.layout, self.pages) = (title, layout, pages.isEmpty ? [[]] : pages)
    page = min(scene.helpPage, self.pages.count - 1)
  }
}
