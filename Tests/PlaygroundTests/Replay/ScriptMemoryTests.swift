import Foundation
import Testing

/// Issue 35, item 4: a replay script's peak memory is the program, a 256-KiB window onto the file
/// and the events (56 bytes each): the bound of the memory table in docs/measured-costs.md, 40 MiB
/// + 56 B per event. Before the streaming reader, `replay` of a 64-MiB script peaked at 541 MiB
/// (972 590 recorded drags) and 2.2 GiB (3.2 million of the smallest events): the file twice,
/// its whole JSON tree, then the events; now 202 MiB for the latter (debug build). The test reads
/// 16 MiB of the smallest events (800 000; a quarter of the largest script, so the suite stays
/// fast in a debug build): the bound is linear in the events, and the file itself costs nothing.
@Suite("a replay script of the smallest events peaks within 40 MiB + 56 B per event")
struct ScriptMemoryTests {
  /// Writes a script of `events` copies of `event` (each followed by `,`), then `until`.
  static func script(_ path: String, event: String, bytes: Int) throws -> Int {
    let head = #"{"viewport": {"width": 390, "height": 844}, "until": 0, "script": ["#, tail = "]}\n"
    let line = Array((event + ",").utf8)
    let count = (bytes - head.utf8.count - tail.utf8.count + 1) / line.count
    var body = Data(capacity: bytes)
    body.append(contentsOf: Array(head.utf8))
    var block: [UInt8] = []
    for _ in 0..<4096 { block += line }
    for _ in 0..<(count / 4096) { body.append(contentsOf: block) }
    for _ in 0..<(count % 4096) { body.append(contentsOf: line) }
    body.removeLast()  // the last comma
    body.append(contentsOf: Array(tail.utf8))
    #expect(FileManager.default.createFile(atPath: path, contents: body))
    return count
  }

  /// The bound of docs/measured-costs.md: 40 MiB for the program and the window, and 56 bytes
  /// per event (a `ReplayScript.Event`), plus 10 % for the allocator.
  static func bound(events: Int) -> Double { 40 + Double(events) * 56 * 1.1 / 1_048_576 }

  @Test("replay of 16 MiB of the smallest events (after until: parsed and kept, not run): within 40 MiB + 56 B per event")
  func largeScript() throws {
    let dir = try TuningFixtures.temporaryDirectory("script-memory")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/large.json"
    let events = try Self.script(path, event: #"{"at":9,"do":"show"}"#, bytes: 16 * 1024 * 1024)
    #expect(events == 798_911)
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(size <= 16 * 1024 * 1024 && size > 16 * 1024 * 1024 - 100)
    let run = try ChildRun(["replay", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").count == 2, "one frame and the summary")
    #expect(SanitizerRun.isOn || run.peakMiB < Self.bound(events: events), "\(events) events: peak RSS \(run.peakMiB) MiB, bound \(Self.bound(events: events))")
  }
}
