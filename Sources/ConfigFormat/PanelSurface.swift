import FloatingPanel

/// What a config entry sets on a live panel besides its layout and behaviour: margins, padding
/// and look (the entry's ``PanelConfig/appearance``, or FloatingPanel's default look).
///
/// ```swift
/// let surface = PanelSurface(entry)
/// surface.apply(to: panel)          // containerMargins, contentPadding, surfaceAppearance
/// ```
package struct PanelSurface: Equatable, Sendable {
  /// Margins between the container and the surface.
  package var margins: EdgeInsets
  /// Padding between the surface and its content.
  package var padding: EdgeInsets
  /// The look and the backdrop colour.
  package var appearance: PanelAppearance

  /// The surface of a config entry.
  package init(_ entry: PanelConfig) {
    margins = entry.margins
    padding = entry.padding
    appearance = entry.appearance ?? PanelAppearance()
  }

  /// Sets the margins, padding and surface look on `panel` (the backdrop colour is the renderer's).
  package func apply(to panel: FloatingPanelController) {
    panel.containerMargins = margins
    panel.contentPadding = padding
    panel.surfaceAppearance = appearance.surface
  }
}
