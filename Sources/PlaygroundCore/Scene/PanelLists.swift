import FloatingPanel

/// The scene's scrolling lists, keyed by panel: each listed panel's ``SearchList`` (its glide,
/// indicator, side scroll and drag samples), the lengths a host program reported for its own
/// lists, and the list the gesture going on samples. The search panel's rows are the playground's
/// list; a program may give any panel one (upstream FloatingPanel's `track(scrollView:)` on each
/// of its panels), and each list scrolls, glides and hands drags to its own panel alone.
///
/// ```swift
/// var lists = PanelLists(searchLength: 1808)
/// lists.track(.modal, contentLength: 900)
/// lists.contentLength(of: .modal, plain: [.modal])   // 900: reported, plain or not
/// lists.contentLength(of: .detail, plain: [])        // nil: the detail panel has no list
/// lists.begin(.modal, offset: 0, time: 1)            // the drag's samples go to the modal's list
/// ```
package struct PanelLists: Sendable {
  /// The lengths (points) a host program reported, by panel: they replace the search panel's rows.
  package private(set) var reported: [PanelRole: Double] = [:]
  /// The scroll state of each panel that has (or had) a list; the search panel's is always there.
  private var states: [PanelRole: SearchList]
  /// The panel whose list the gesture going on samples (nil: none).
  private(set) var active: PanelRole?
  /// The length of the search panel's own rows, points.
  let searchLength: Double

  /// The playground's lists: the search panel's rows of `searchLength` points.
  package init(searchLength: Double) {
    self.searchLength = searchLength
    states = [.search: SearchList(contentLength: searchLength)]
  }

  /// The scroll state of `role`'s list (nil: it never had one).
  package subscript(role: PanelRole) -> SearchList? { states[role] }

  /// The search panel's list state.
  package var search: SearchList { states[.search] ?? SearchList(contentLength: searchLength) }

  /// The panels with a list state, in z-order.
  var roles: [PanelRole] { PanelRole.allCases.filter { states[$0] != nil } }

  /// The length of `role`'s list, points: the program's, else the search panel's rows unless it
  /// is `plain` (a config's neutral panel); nil when the panel has no list.
  package func contentLength(of role: PanelRole, plain: Set<PanelRole>) -> Double? {
    reported[role] ?? (role == .search && !plain.contains(.search) ? searchLength : nil)
  }

  /// A program's list of `contentLength` points in `role`'s panel (again: a new length, the
  /// scroll kept).
  package mutating func track(_ role: PanelRole, contentLength: Double) {
    reported[role] = contentLength
    if states[role] == nil { states[role] = SearchList(contentLength: contentLength) }
  }

  /// Forgets the program's list of `role` and its scroll (the search panel gets its rows' state back).
  package mutating func untrack(_ role: PanelRole) {
    reported[role] = nil
    states[role] = role == .search ? SearchList(contentLength: searchLength) : nil
    if active == role { active = nil }
  }

  /// Gives `panel` (playing `role`) its list's scroll model for a viewport of `viewportLength`
  /// (``SearchList/configure(_:contentLength:viewportLength:plain:)``); a panel without a list
  /// gets none, so every drag moves it.
  mutating func configure(_ role: PanelRole, _ panel: FloatingPanelController, viewportLength: Double, plain: Set<PanelRole>) {
    let length = contentLength(of: role, plain: plain)
    guard var list = states[role] else {
      panel.scroll = nil
      panel.trackingInset = 0
      return
    }
    list.configure(panel, contentLength: length ?? 0, viewportLength: viewportLength, plain: length == nil)
    states[role] = list
  }

  /// Runs `body` on `role`'s list state, if it has one.
  mutating func update(_ role: PanelRole, _ body: (inout SearchList) -> Void) {
    guard var list = states[role] else { return }
    body(&list)
    states[role] = list
  }

  /// Stops every glide (a touch anywhere, a new gesture or layout).
  mutating func stopAll() {
    for role in roles { update(role) { $0.stop() } }
  }

  /// A drag begins on `role`'s panel (nil: on no list) at `time` with its list at `offset`: the
  /// drag's samples go to that list until the next one begins.
  mutating func begin(_ role: PanelRole?, offset: Double, time: Double) {
    active = role.flatMap { states[$0] == nil ? nil : $0 }
    if let active { update(active) { $0.beginSamples(offset: offset, time: time) } }
  }
}
