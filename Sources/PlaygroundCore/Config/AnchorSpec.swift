import FloatingPanel

/// One anchor in a script or config: `{"inset": d}` or `{"fraction": f}` with `edge`, `guide`
/// (default `safeArea`) and, for a custom state, `order`.
struct AnchorSpec: Decodable {
  var anchor: FloatingPanelLayoutAnchor
  var order: Int?

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(allowing: ["inset", "fraction", "edge", "guide", "order"])
    let edgeName = try c.required(String.self, "edge")
    guard let edge = FloatingPanelReferenceEdge(rawValue: edgeName) else {
      throw c.error("edge", "'\(edgeName)' is not an edge; use top, left, bottom or right")
    }
    let guideName = try c.optional(String.self, "guide") ?? "safeArea"
    guard let guide = FloatingPanelLayoutReferenceGuide(rawValue: guideName) else {
      throw c.error("guide", "'\(guideName)' is not a guide; use superview or safeArea")
    }
    let inset = try c.optional(Double.self, "inset"), fraction = try c.optional(Double.self, "fraction")
    switch (inset, fraction) {
    case (let d?, nil):
      guard d.isFinite else { throw c.error("inset", "must be a finite number") }
      anchor = FloatingPanelLayoutAnchor(absoluteInset: d, edge: edge, referenceGuide: guide)
    case (nil, let f?):
      guard f.isFinite else { throw c.error("fraction", "must be a finite number") }
      anchor = FloatingPanelLayoutAnchor(fractionalInset: f, edge: edge, referenceGuide: guide)
    case (nil, nil):
      throw InputError(path: decoder.codingPath, message: "needs \"inset\" (points) or \"fraction\"")
    case (_?, _?):
      throw InputError(path: decoder.codingPath, message: "give either \"inset\" or \"fraction\", not both")
    }
    order = try c.optional(Int.self, "order")
  }
}
