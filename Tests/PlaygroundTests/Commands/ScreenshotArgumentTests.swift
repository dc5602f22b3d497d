import Foundation
import Testing

/// Issue 22, item 11: what the README says of `screenshot`'s arguments is what it does. A state
/// the panel lacks is bad input (2, one line: it depends on the config's layout); a malformed
/// state name and `--config` with `--script` are bad command lines (64).
@Suite("screenshot arguments as the README states them")
struct ScreenshotArgumentTests {
  @Test("--detail --state full: exit 2, one line naming the detail panel's states")
  func detailHasNoFull() throws {
    let run = try ChildRun(["screenshot", "--out", NSTemporaryDirectory() + "never-\(UUID().uuidString).png", "--detail", "--state", "full"])
    #expect(run.status == 2)
    #expect(run.stderr == "playground screenshot: the detail panel has no 'full' state (it has half, tip)\n")
    #expect(run.stdout.isEmpty)
  }

  @Test("--state fool: exit 2, one line naming the search panel's states")
  func unknownState() throws {
    let run = try ChildRun(["screenshot", "--out", NSTemporaryDirectory() + "never-\(UUID().uuidString).png", "--state", "fool"])
    #expect(run.status == 2)
    #expect(run.stderr == "playground screenshot: the search panel has no 'fool' state (it has full, half, tip)\n")
  }

  @Test("--state 'a b' (not a name) and --config with --script: exit 64, the first line says why")
  func badCommandLines() throws {
    let name = try ChildRun(["screenshot", "--out", "x.png", "--state", "a b"])
    #expect(name.status == 64)
    #expect(name.stderrLines.first == "Error: --state 'a b' is not a state; use full, half, tip, hidden or a state of the config's layout")
    let both = try ChildRun(["screenshot", "--out", "x.png", "--config", "c.json", "--script", "s.json", "--at", "0.3"])
    #expect(both.status == 64)
    #expect(both.stderrLines.first == "Error: --config draws the scene; it does not go with --script")
  }
}
