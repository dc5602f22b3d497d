/// Undo and redo of tuning edits as a value: the states before the last ``capacity`` edits (each
/// with a few words naming it, for the HUD), and the states undone since, for redo. A state is
/// whatever one edit changes as a whole (the window keeps ``PanelTuner/Snapshot``s: the user's
/// config as edited and each panel's behaviour). An edit that changed nothing is no step; a new
/// edit after an undo forgets the redo steps; the oldest step goes when there are more than
/// ``capacity``.
///
/// ```swift
/// var history = TuningHistory<Int>(capacity: 100)
/// history.record(before: 1, after: 2, label: "Bounce")
/// history.undo(from: 2)     // (1, "Bounce")
/// history.redo(from: 1)     // (2, "Bounce")
/// ```
package struct TuningHistory<State: Equatable & Sendable>: Equatable, Sendable {
  /// One step: the state on the other side of an edit, and what the edit was.
  package struct Step: Equatable, Sendable {
    /// The state to go back (or forward) to.
    package var state: State
    /// What the edit was ("preset snappy", "Bounce", "full anchor").
    package var label: String
  }

  /// The most undo steps kept.
  package let capacity: Int
  /// The steps undo goes back through, oldest first.
  private(set) var undoSteps: [Step] = []
  /// The steps redo goes forward through, the next last.
  private(set) var redoSteps: [Step] = []

  /// An empty history keeping at most `capacity` steps (at least 1).
  package init(capacity: Int = 200) { self.capacity = max(1, capacity) }

  /// Whether there is an edit to undo.
  package var canUndo: Bool { !undoSteps.isEmpty }
  /// Whether there is an undone edit to redo.
  package var canRedo: Bool { !redoSteps.isEmpty }
  /// How many steps undo can go back.
  package var undoCount: Int { undoSteps.count }

  /// Notes an edit from `before` to `after`, named `label`; nothing when they are equal. Redo
  /// steps are forgotten; past ``capacity`` the oldest step goes.
  package mutating func record(before: State, after: State, label: String) {
    guard before != after else { return }
    undoSteps.append(Step(state: before, label: label))
    if undoSteps.count > capacity { undoSteps.removeFirst(undoSteps.count - capacity) }
    redoSteps.removeAll()
  }

  /// The state before the last edit, to show instead of `current` (which redo gets back); nil
  /// when there is nothing to undo.
  package mutating func undo(from current: State) -> Step? {
    guard let step = undoSteps.popLast() else { return nil }
    redoSteps.append(Step(state: current, label: step.label))
    return step
  }

  /// The state the last undo left, to show instead of `current` (which undo gets back); nil when
  /// nothing was undone since the last edit.
  package mutating func redo(from current: State) -> Step? {
    guard let step = redoSteps.popLast() else { return nil }
    undoSteps.append(Step(state: current, label: step.label))
    return step
  }

  /// Forgets every step (a config reloaded from its file is a new start).
  package mutating func clear() {
    undoSteps.removeAll()
    redoSteps.removeAll()
  }
}
