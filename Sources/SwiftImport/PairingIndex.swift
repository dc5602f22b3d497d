/// The lookups of the pairing, made once per import so that pairing N layouts with M blocks is
/// linear (it scanned every block for every layout: 212 s for a 1-MiB file of 1824 layouts and
/// appearance functions): the first block that gives a controller a layout, by layout name; the
/// first appearance a function or property makes, by name; and the first appearance whose
/// function's name contains a layout's stem, by stem.
///
/// ```swift
/// let index = PairingIndex(setups: setups, layoutNames: ["SearchLayout"])
/// index.byStem["search"]   // the block of makeSearchSurfaceAppearance()
/// ```
struct PairingIndex {
  /// The first block that sets `fpc.layout = NAME()`, by NAME.
  private(set) var byLayout: [String: Int] = [:]
  /// The first such block that also sets a behaviour, by layout name.
  private(set) var withBehaviorByLayout: [String: Int] = [:]
  /// The first block with an appearance, by the name of the function or property around it.
  private(set) var appearanceByOwner: [String: Int] = [:]
  /// The first block with an appearance and no layout whose owners' names (lower-cased) contain
  /// the stem, by lower-cased stem.
  private(set) var byStem: [String: Int] = [:]

  /// The longest owner name searched for stems (bytes); longer names are searched in their first bytes.
  static let maximumOwnerLength = 64

  /// Indexes `setups` for layouts named `layoutNames`.
  init(setups: [SurfaceSetup], layoutNames: [String]) {
    for (i, s) in setups.enumerated() {
      if let l = s.layoutType {
        if byLayout[l] == nil { byLayout[l] = i }
        if s.behaviorType != nil, withBehaviorByLayout[l] == nil { withBehaviorByLayout[l] = i }
      }
      if s.appearance != nil, let owner = s.owners.last, appearanceByOwner[owner] == nil { appearanceByOwner[owner] = i }
    }
    let stems = Set(layoutNames.map { SwiftImporter.stem(of: $0).lowercased() }.filter { !$0.isEmpty })
    let lengths = Set(stems.map(\.utf8.count)).sorted()
    for (i, s) in setups.enumerated() where s.appearance != nil && s.layoutType == nil {
      for owner in s.owners {
        let bytes = Array(owner.lowercased().utf8.prefix(Self.maximumOwnerLength))
        for n in lengths where n <= bytes.count {
          for start in 0...(bytes.count - n) {
            let part = String(decoding: bytes[start..<(start + n)], as: UTF8.self)
            if stems.contains(part), byStem[part] == nil { byStem[part] = i }
          }
        }
      }
    }
  }
}
