import FloatingPanel
import PlaygroundCore

/// One box the frame's layout step placed around text or a control (a card and its rows, a HUD,
/// an anchor handle and its label, the plot's note, a mark of the onion-skin trail), or a part of
/// a panel's content those keep off (a grabber, the search field, the text of a list row), in
/// window points. ``FrameLayout/textBoxes`` lists the placed ones, ``FrameLayout/content`` the
/// panels' parts; no two placed boxes overlap (a row lies inside its card, the note inside the
/// plot), and none lies on a panel's part.
///
/// ```swift
/// let layout = try FrameLayout(scene: scene, tuning: session, info: nil, showsHUD: true, measuring: text)
/// for box in layout.textBoxes { print(box) }   // anchorLabel "half · 0.5 of safe area from bottom" (417, 391, 210, 18)
/// ```
package struct TextBox: Equatable, Sendable, CustomStringConvertible {
  /// What the box holds.
  package enum Kind: String, Equatable, Sendable {
    /// The HUD's box (its lines inside it).
    case hud
    /// The tuning card.
    case tuningCard
    /// A row of the tuning card (inside it).
    case cardRow
    /// The plot card.
    case plotCard
    /// The plot's note (inside the plot card).
    case plotNote
    /// An anchor line's handle.
    case anchorHandle
    /// An anchor line's label.
    case anchorLabel
    /// A mark of the onion-skin trail.
    case trail
    /// A panel's grabber (content: placed boxes keep off it).
    case grabber
    /// The search field (content).
    case searchField
    /// The icon and text of a list row (content).
    case listRow
  }

  /// What the box holds.
  package var kind: Kind
  /// The box, in window points.
  package var frame: Rect
  /// Its text (or a name for a box without text), for messages.
  package var text: String

  /// A box of `kind` at `frame` saying `text`.
  package init(_ kind: Kind, _ frame: Rect, _ text: String = "") {
    self.kind = kind
    self.frame = frame
    self.text = text
  }

  /// `anchorLabel "half · 0.5" (417.0, 391.0, 100.0, 18.0)`.
  package var description: String { "\(kind.rawValue) \"\(text)\" \(frame)" }

  /// Whether `self` is meant to lie inside `other` (a row in its card, the note in the plot) or
  /// both are parts of one thing (the marks of one trail).
  package func isPart(of other: TextBox) -> Bool {
    (kind == .cardRow && other.kind == .tuningCard) || (kind == .plotNote && other.kind == .plotCard)
      || (kind == .trail && other.kind == .trail)
  }

  /// Whether the boxes share an area more than 0.01 pt across each way (rows split a card's
  /// height in fractions: neighbours meet, they do not overlap).
  package func overlaps(_ other: TextBox) -> Bool {
    guard let i = frame.intersection(other.frame) else { return false }
    return i.width > 0.01 && i.height > 0.01
  }

  /// The pairs of `boxes` that overlap (by a positive area), leaving out a part and its whole.
  package static func overlaps(_ boxes: [TextBox]) -> [(TextBox, TextBox)] {
    var out: [(TextBox, TextBox)] = []
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        let (a, b) = (boxes[i], boxes[j])
        guard !a.isPart(of: b), !b.isPart(of: a), a.overlaps(b) else { continue }
        out.append((a, b))
      }
    }
    return out
  }
}
