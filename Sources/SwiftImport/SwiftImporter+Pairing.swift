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
    if let i = pairing.withBehaviorByLayout[l.name], let name = setups[i].behaviorType, let b = behaviorByName[name] { return b }
    if let b = behaviorByStem[Self.idiomStem(l.name)] { return b }
    return single ? behaviors.first : nil
  }

  /// A type's name stem, lower-case, with `iPad`/`iPhone` written `pad`/`phone`
  /// (`SearchPaneliPadBehavior` and `SearchPanelPadLayout` share `searchpanelpad`).
  static func idiomStem(_ type: String) -> String {
    SwiftImporter.stem(of: type).replacingOccurrences(of: "iPad", with: "Pad").replacingOccurrences(of: "iPhone", with: "Phone").lowercased()
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
    if let k = pairing.byLayout[name] {
      if setups[k].appearance != nil { return k }
      if let source = setups[k].appearanceSource, let i = pairing.appearanceByOwner[source] { return i }
    }
    return pairing.byStem[SwiftImporter.stem(of: name).lowercased()]
  }

  /// Sets the appearance and controller settings that belong to layout `name` on `panel`.
  func applySurface(to panel: inout PanelConfig, of name: String, _ setups: [SurfaceSetup]) {
    if let i = appearanceIndex(for: name, setups), let a = setups[i].appearance {
      panel.appearance = a.value
      setups[i].apply(to: &panel)  // the same block's grabber, removal and in-place changes
    }
    if let k = pairing.byLayout[name] { setups[k].apply(to: &panel) }
  }

  /// Gives the first appearance no layout claims to every panel without one; skips the others.
  mutating func attachUnclaimedAppearance(to panels: inout [String: PanelConfig], _ setups: [SurfaceSetup]) {
    let layoutNames = setups.compactMap(\.layoutType) + types(named: panels.keys)
    let claimed = claimedAppearances(setups, layouts: layoutNames)
    let free = setups.indices.filter { setups[$0].appearance != nil && !claimed.contains($0) }
    applyUnpairedSettings(to: &panels, setups)
    guard let first = free.first, let look = setups[first].appearance?.value else { return }
    for name in panels.keys.sorted() {
      guard var p = panels[name] else { continue }
      if p.appearance == nil {
        p.appearance = look
        setups[first].apply(to: &p)
      }
      // A size-class variant made of FloatingPanel's default layout has no look of its own either.
      for i in p.variants.indices where p.variants[i].layout.appearance == nil {
        p.variants[i].layout.appearance = look
        setups[first].apply(to: &p.variants[i].layout)
      }
      panels[name] = p
    }
    for i in free.dropFirst() {
      let s = setups[i]
      skips.append((s.file, s.appearance?.line ?? s.line, "the SurfaceAppearance of \(s.owners.last ?? "a block"): it pairs with no layout, and only the first such appearance is used"))
    }
  }

  /// The controller settings of blocks that make no appearance and give no layout (a
  /// `FloatingPanelController` subclass's `init`, `self.isRemovalInteractionEnabled = true`): to
  /// the only panel, or one line each when there are several.
  mutating func applyUnpairedSettings(to panels: inout [String: PanelConfig], _ setups: [SurfaceSetup]) {
    for s in setups where s.setsController && s.appearance == nil && s.layoutType == nil && !s.isBranch {
      if panels.count == 1, let name = panels.keys.first, var p = panels[name] {
        s.apply(to: &p)
        panels[name] = p
      } else {
        skips.append((s.file, s.line, "the controller settings of \(s.owners.last ?? "a block"): they pair with no one layout of the \(panels.count) imported"))
      }
    }
  }

  /// The layout type names of the imported panels.
  private func types(named panels: Dictionary<String, PanelConfig>.Keys) -> [String] {
    var out: [String] = []
    for f in files {
      for t in f.types where !Self.layoutProtocols.isDisjoint(with: t.inherits) {
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

extension Importer {
  /// Gives every clear surface (`backgroundColor = .clear`, no material yet) the material of the
  /// app's blur view, with a note naming where the blur view is: a panel's own look and each of its
  /// size-class variants' looks (the blur view is behind the content whichever layout is live).
  mutating func clearSurfacesOverBlur(_ panels: inout [String: PanelConfig], _ blur: (file: Int, line: Int, material: SurfaceAppearance.Material, style: String?)) {
    var changed: [String] = []
    func blurred(_ look: inout PanelAppearance?) -> Bool {
      guard var l = look, l.surface.backgroundColor.alpha == 0, l.surface.material == nil else { return false }
      l.surface.material = blur.material
      look = l
      return true
    }
    for name in panels.keys.sorted() {
      guard var p = panels[name] else { continue }
      var any = blurred(&p.appearance)
      for i in p.variants.indices where blurred(&p.variants[i].layout.appearance) { any = true }
      panels[name] = p
      if any { changed.append(name) }
    }
    guard !changed.isEmpty else { return }
    let style = blur.style.map { "UIBlurEffect style .\($0)" } ?? "no UIBlurEffect style in the files (a storyboard sets it): regular"
    notes.append((blur.file, blur.line, "note: a UIVisualEffectView behind clear surfaces: \(changed.prefix(8).joined(separator: ", ")) imported with the material \"\(blur.material.rawValue)\" (\(style))"))
  }
}
