import ConfigFormat
import FloatingPanel

/// The layouts, margins and looks of the scene's panels for each edge and window shape.
///
/// - Bottom, portrait: FloatingPanel's default (full 18 pt from the top, half, tip 69 pt).
/// - Bottom in a window ≥ 700 pt wide (``OrientationRule/usesFloatingCard(_:)``): Maps in
///   landscape and on iPad, a 375-pt card 8 pt from the left and bottom edges (full 8 pt from the
///   top, half, tip showing 69 pt).
/// - Top: the default mirrored (full 18 pt from the bottom, half, tip 69 pt); in a wide window the
///   same floating card, 8 pt from the left and top edges.
/// - Left/right: a 375-pt sidebar (full), 260 pt (half) and a 69-pt strip showing the icons (tip).
///
/// No search or detail state has a backdrop; only the modal dims the map.
package enum SceneLayouts {
  /// Width of side panels and of the landscape card, in points.
  package static let sideWidth = 375.0
  /// Inset of the landscape card from the window's left and bottom edges, in points.
  package static let floatingInset = 8.0
  /// How much of the surface a tip shows, in points.
  package static let tipLength = 69.0

  /// The search panel's layout at `position`.
  package static func search(position: FloatingPanelPosition, floating: Bool) -> FloatingPanelLayoutSettings {
    FloatingPanelLayoutSettings(
      position: position, initialState: .half, anchors: anchors(position: position, floating: floating),
      backdropAlphas: [:], surfacePlacement: placement(position: position, floating: floating))
  }

  /// The detail panel's layout: half and tip (half is the full sidebar width for side panels).
  package static func detail(position: FloatingPanelPosition, floating: Bool) -> FloatingPanelLayoutSettings {
    var a = anchors(position: position, floating: floating)
    a[.full] = nil
    if !position.isVertical {
      a[.half] = FloatingPanelLayoutAnchor(absoluteInset: sideWidth, edge: near(position), referenceGuide: .safeArea)
    }
    return FloatingPanelLayoutSettings(
      position: position, initialState: .half, anchors: a, backdropAlphas: [:],
      surfacePlacement: placement(position: position, floating: floating))
  }

  /// The modal panel's layout: one bottom state 300 pt tall, dimming the map by 0.3; centred
  /// 480 pt wide in a wide window.
  package static func modal(containerSize: Size, floating: Bool) -> FloatingPanelLayoutSettings {
    let inset = floating ? floatingInset : 0
    let width = min(480, containerSize.width - 2 * floatingInset)
    return FloatingPanelLayoutSettings(
      position: .bottom, initialState: .half,
      anchors: [.half: FloatingPanelLayoutAnchor(absoluteInset: 300 + inset, edge: .bottom, referenceGuide: .safeArea)],
      backdropAlphas: [.half: 0.3],
      surfacePlacement: floating ? .fixed(length: width, inset: (containerSize.width - width) / 2) : .fill)
  }

  /// The backdrop alphas of `role`'s layout by state name, at any window size: the modal dims
  /// the map by 0.3 at half; the search and detail panels never dim it.
  package static func backdropAlphas(of role: PanelRole) -> [String: Double] {
    role == .modal ? ["half": 0.3] : [:]
  }

  /// The container margins: 8 pt beyond the floating card's anchored edge (so all its corners
  /// are rounded).
  package static func margins(position: FloatingPanelPosition, floating: Bool) -> EdgeInsets {
    guard floating else { return .zero }
    switch position {
    case .bottom: return EdgeInsets(bottom: floatingInset)
    case .top: return EdgeInsets(top: floatingInset)
    case .left, .right: return .zero
    }
  }

  /// The surface look: white, 12-pt corners, a soft two-layer shadow, FloatingPanel's grabber.
  package static func appearance() -> SurfaceAppearance {
    SurfaceAppearance(
      backgroundColor: .white, cornerRadius: 12,
      shadows: [
        .init(color: .black, offset: Point(x: 0, y: 0), opacity: 0.14, radius: 10, spread: 0),
        .init(color: .black, offset: Point(x: 0, y: 1), opacity: 0.10, radius: 2, spread: 0),
      ])
  }

  private static func near(_ position: FloatingPanelPosition) -> FloatingPanelReferenceEdge {
    switch position {
    case .bottom: return .bottom
    case .top: return .top
    case .left: return .left
    case .right: return .right
    }
  }

  private static func anchors(
    position: FloatingPanelPosition, floating: Bool
  ) -> [FloatingPanelState: any FloatingPanelLayoutAnchoring] {
    let edge = near(position)
    switch position {
    case .bottom where floating:
      return [
        .full: FloatingPanelLayoutAnchor(absoluteInset: floatingInset, edge: .top, referenceGuide: .safeArea),
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: tipLength + floatingInset, edge: .bottom, referenceGuide: .safeArea),
      ]
    case .top where floating:
      return [
        .full: FloatingPanelLayoutAnchor(absoluteInset: floatingInset, edge: .bottom, referenceGuide: .safeArea),
        .half: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .top, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: tipLength + floatingInset, edge: .top, referenceGuide: .safeArea),
      ]
    case .bottom, .top:
      return PanelConfig.defaultAnchors(for: position)
    case .left, .right:
      return [
        .full: FloatingPanelLayoutAnchor(absoluteInset: sideWidth, edge: edge, referenceGuide: .safeArea),
        .half: FloatingPanelLayoutAnchor(absoluteInset: 260, edge: edge, referenceGuide: .safeArea),
        .tip: FloatingPanelLayoutAnchor(absoluteInset: tipLength, edge: edge, referenceGuide: .safeArea),
      ]
    }
  }

  private static func placement(position: FloatingPanelPosition, floating: Bool) -> SurfacePlacement {
    position.isVertical && floating ? .fixed(length: sideWidth, inset: floatingInset) : .fill
  }
}
