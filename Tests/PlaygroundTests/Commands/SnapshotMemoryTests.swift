import Foundation
import RenderTestSupport
import Testing

/// Issue 24, defect 5: `snapshot record` streams its cases (render, write, drop) instead of
/// keeping every image to the end, and `snapshot verify` decodes a background shared by several
/// cases once. Peak RSS is the child's own (`wait4`).
@Suite("snapshot record and verify: memory of one case, not of all")
struct SnapshotMemoryTests {
  @Test("record of four 4096² cases peaks under 300 MiB (one image at a time; 403 MiB when all were kept)")
  func recordStreams() throws {
    let cases = (0..<4).map { #"{"name": "c\#($0)", "size": "4096x4096", "background": "plain"}"# }
    let dir = try BackgroundImageTests.directory(["m.json": Array(#"{"cases": [\#(cases.joined(separator: ", "))]}"#.utf8)])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try ChildRun(["snapshot", "record", dir + "/m.json"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.peakMiB < 300, "peak RSS \(run.peakMiB) MiB")
    #expect(run.stdout.hasSuffix("c3 4096x4096 \(dir)/c3.png\n4 references recorded\n"))
    let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    #expect(left == ["c0.png", "c1.png", "c2.png", "c3.png", "m.json"])  // no staged file left behind
  }

  @Test("a case that fails after others rendered leaves no reference and no staged file, prints nothing on stdout")
  func recordFailsLate() throws {
    let manifest = #"{"cases": [{"name": "ok", "size": "390x844", "background": "plain"}, {"name": "bad", "size": "390x844", "state": "middle"}]}"#
    let dir = try BackgroundImageTests.directory(["m.json": Array(manifest.utf8)])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try ChildRun(["snapshot", "record", dir + "/m.json"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["m.json"])
  }

  @Test("verify of six cases over one 4096² background decodes it once: under 320 MiB (560 MiB decoding it per case)")
  func verifySharesTheBackground() throws {
    let cases = (0..<6).map { #"{"name": "v\#($0)", "size": "390x844", "background": "bg.png"}"# }
    let dir = try BackgroundImageTests.directory([
      "m.json": Array(#"{"cases": [\#(cases.joined(separator: ", "))]}"#.utf8), "bg.png": PNGBomb.make(width: 4096, height: 4096),
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try ChildRun(["snapshot", "record", dir + "/m.json"]).status == 0)
    let run = try ChildRun(["snapshot", "verify", dir + "/m.json", "--output", dir + "/fail"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasSuffix("6 of 6 cases match\n"))
    #expect(run.peakMiB < 320, "peak RSS \(run.peakMiB) MiB")
  }
}
