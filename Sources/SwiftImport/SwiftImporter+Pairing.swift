import ConfigFormat
import FloatingPanel

/// How an import pairs a layout with its behaviour and surface: `--behavior`, then a block that
/// gives one controller both (`fpc.layout = L(); fpc.behavior = B()`), then the same name stem
/// (`SearchLayout` and `SearchBehavior`), then the only layout with the only behaviour. A
/// surface belongs to the layout of the block that sets it on a controller, or to the layout
/// whose stem its function's name contains (`makeSearchSurfaceAppearance`); the first appearance
/// that pairs with no layout goes to the panels without one.
extension Importer {
  func pairedBehavior(of l: Found, _ behaviors: [Found], _ setups: [SurfaceSetup], wanted: String?, single: Bool) -> Found? {
    if let wanted { return behaviors.first { $0.name == wanted } }
    if let s = setups.first(where: { $0.layoutType == l.name && $0.behaviorType != nil }), let b = behaviors.first(where: { $0.name == s.behaviorType }) {
      return b
    }
    let stem = SwiftImporter.stem(of: l.name).lowercased()
    if let b = behaviors.first(where: { SwiftImporter.stem(of: $0.name).lowercased() == stem }) { return b }
    return single ? behaviors.first : nil
  }

  /// Indices of the setups whose appearance some layout claims (by a controller block or by name).
  func claimedAppearances(_ setups: [SurfaceSetup], layouts: [String]) -> Set<Int> {
    var out: Set<Int> = []
    for name in layouts {
      if let i = appearanceIndex(for: name, setups) { out.insert(i) }
    }
    return out
  }

  /// The setup whose appearance belongs to layout `name`.
  func appearanceIndex(for name: String, _ setups: [SurfaceSetup]) -> Int? {
    if let c = setups.first(where: { $0.layoutType == name }) {
      if c.appearance != nil, let i = setups.firstIndex(where: { $0.line == c.line && $0.file == c.file }) { return i }
      if let source = c.appearanceSource, let i = setups.firstIndex(where: { $0.appearance != nil && $0.owners.last == source }) { return i }
    }
    let stem = SwiftImporter.stem(of: name).lowercased()
    return setups.firstIndex { $0.appearance != nil && $0.layoutType == nil && $0.owners.contains { $0.lowercased().contains(stem) } }
  }

  /// Sets the appearance and controller settings that belong to layout `name` on `panel`.
  func applySurface(to panel: inout PanelConfig, of name: String, _ setups: [SurfaceSetup]) {
    if let i = appearanceIndex(for: name, setups), let a = setups[i].appearance { panel.appearance = a.value }
    if let c = setups.first(where: { $0.layoutType == name }) { c.apply(to: &panel) }
  }

  /// Gives the first appearance no layout claims to every panel without one; skips the others.
  mutating func attachUnclaimedAppearance(to panels: inout [String: PanelConfig], _ setups: [SurfaceSetup]) {
    let layoutNames = setups.compactMap(\.layoutType) + types(named: panels.keys)
    let claimed = claimedAppearances(setups, layouts: layoutNames)
    let free = setups.indices.filter { setups[$0].appearance != nil && !claimed.contains($0) }
    guard let first = free.first, let look = setups[first].appearance?.value else { return }
    for name in panels.keys.sorted() where panels[name]?.appearance == nil { panels[name]?.appearance = look }
    for i in free.dropFirst() {
      let s = setups[i]
      skips.append((s.file, s.appearance?.line ?? s.line, "the SurfaceAppearance of \(s.owners.last ?? "a block"): it pairs with no layout, and only the first such appearance is used"))
    }
  }

  /// The layout type names of the imported panels.
  private func types(named panels: Dictionary<String, PanelConfig>.Keys) -> [String] {
    var out: [String] = []
    for f in files {
      for t in f.index.types where !Self.layoutProtocols.isDisjoint(with: t.inherits) {
        if let n = SwiftImporter.panelName(of: t.name), panels.contains(n) { out.append(t.name) }
      }
    }
    return out
  }
}

extension Importer {
  /// At most 8 type names, comma-separated, or "none".
  static func list(_ found: [Found]) -> String {
    guard !found.isEmpty else { return "none" }
    let names = found.prefix(8).map { excerpt($0.name) }
    return names.joined(separator: ", ") + (found.count > 8 ? ", …" : "")
  }

  /// `text` cut to 64 characters.
  static func excerpt(_ text: String) -> String { text.count > 64 ? String(text.prefix(61)) + "…" : text }
}
