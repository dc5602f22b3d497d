/// How the surface is sized as it moves, like FloatingPanel's `FloatingPanelController.ContentMode`.
public enum FloatingPanelContentMode: String, CaseIterable, Hashable, Sendable {
  /// The surface keeps the length it has at the most expanded state, so when less expanded part of it
  /// lies beyond the container's fixed edge (upstream's default).
  case `static`
  /// The surface reaches exactly from its moving edge to the container's fixed edge, so the content
  /// always fits the visible part (upstream's `.fitToBounds`).
  case fitToBounds
}
