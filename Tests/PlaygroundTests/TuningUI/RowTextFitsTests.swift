import ConfigFormat
import FloatingPanel
@testable import PlaygroundCore
@testable import PlaygroundTuning
@testable import PlaygroundUI
import SDLKit
import Testing

/// Issue 33's walk-through, point 5: the Spring row's note read "move · release from r…". Every
/// behaviour row's label (semibold, as when focused) and note fit the card's label column
/// (``TuningCardLayout/labelWidth``), measured with the fonts that draw them, for every spring
/// the card shows, lock and form, on the default tuning, every preset and a config that sets
/// every spring: the renderer never cuts them.
@Suite struct RowTextFitsTests {
  static func configs() throws -> [(String, BehaviorConfig)] {
    var all: [(String, BehaviorConfig)] = [("default", BehaviorConfig())]
    for preset in try Preset.loadAll(directory: TuningFixtures.packageRoot + "/Assets/presets") {
      all.append((preset.name, preset.behavior(for: "search")))
    }
    var springs = BehaviorConfig()
    let s = try SpringParameters(responseTime: 0.5, dampingRatio: 0.8)
    springs.policies.movingSpring = s
    springs.policies.presentingSpring = s
    springs.policies.dismissingSpring = s
    all.append(("every spring set", springs))
    return all
  }

  @Test("every label and note of the behaviour rows fits the 122-pt label column, the Spring row's on the moving spring too")
  func labelsAndNotesFit() throws {
    let renderer = try Renderer.headless(width: 400, height: 300)
    let measuring = try SceneRenderer(renderer: renderer).measuring
    var checked = 0
    var springNotes: Set<String> = []
    for (name, config) in try Self.configs() {
      for spring in [TuningSpring.release, .presenting, .dismissing, .moving] {
        for form in [TuningModel.SpringForm.bounce, .dampingRatio] {
          for lock in TuningSpringLock.choices(spring) {
            var m = TuningModel(config: config)
            m.spring = spring
            m.form = form
            m.locks[spring] = lock
            m.rebuildRows()
            for row in m.rows {
              let label = try measuring.width(of: row.slider.label, size: 13, weight: .semibold, scale: 1)
              #expect(label <= TuningCardLayout.labelWidth, "\(name), \(spring.name): \(row.slider.label) is \(label) pt")
              if let note = row.readout {
                let w = try measuring.width(of: note, size: 11, weight: .regular, scale: 1)
                #expect(w <= TuningCardLayout.labelWidth, "\(name), \(spring.name): \(row.slider.label)'s \"\(note)\" is \(w) pt")
                if row.field == .spring { springNotes.insert(note) }
              }
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked > 1000)
    // The notes the walk-through saw cut are among those checked.
    #expect(springNotes.contains { $0.hasPrefix("move · ") } && springNotes.contains("rows above · a move"))
  }
}
