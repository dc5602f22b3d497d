import FloatingPanel
import MotionTesting
import StrictJSON
import Testing

/// The manifest: strict, one-line errors naming the case and field; tolerances layered.
@Suite struct MotionManifestTests {
  static func decode(_ text: String) throws(InputError) -> MotionManifest { try MotionManifest.decode(Array(text.utf8)) }

  @Test("cases of each gesture, with their fields")
  func cases() throws {
    let m = try Self.decode("""
      {"tolerance": {"points": 1},
       "cases": [
        {"name": "a", "script": "s.json", "displayRate": 120, "tolerance": {"seconds": 0.1}},
        {"name": "b", "recording": "r.json", "preset": "snappy", "until": 2},
        {"name": "c", "config": "c.json", "panel": "detail", "release": {"from": "tip", "velocity": -900}, "viewport": "1024x768"},
        {"name": "d", "position": "left", "release": {"from": "half", "velocity": 900}}]}
      """)
    #expect(m.cases.map(\.name) == ["a", "b", "c", "d"])
    #expect(m.cases[0].gesture == .script("s.json") && m.cases[0].displayRate == .hz120)
    #expect(m.cases[0].tolerance == MotionTolerance(points: 1, seconds: 0.1))
    #expect(m.cases[1].tolerance == MotionTolerance(points: 1))
    #expect(m.cases[1].gesture == .recording("r.json") && m.cases[1].preset == "snappy" && m.cases[1].until == 2)
    #expect(m.cases[2].gesture == .release(from: "tip", velocity: -900) && m.cases[2].viewport == Size(width: 1024, height: 768))
    #expect(m.cases[3].position == .left && m.cases[3].path == "cases[3]")
  }

  @Test("bad manifests: one message naming the case and field", arguments: [
    (#"{"cases": [{"name": "a"}]}"#, "cases[0].script: no gesture: give one of script"),
    (#"{"cases": [{"name": "a", "script": "x", "release": {"from": "half", "velocity": 1}}]}"#, "cases[0].release: script and release together"),
    (#"{"cases": [{"name": "1a", "script": "x"}]}"#, "cases[0].name: '1a' cannot name a golden file"),
    (#"{"cases": [{"name": "a", "script": "x"}, {"name": "a", "script": "y"}]}"#, "cases[1].name: 'a' is used by an earlier case"),
    (#"{"cases": [{"name": "a", "script": "x", "tolerance": {"points": -1}}]}"#, "cases[0].tolerance.points: must be a distance in points ≥ 0"),
    (#"{"cases": [{"name": "a", "script": "x", "tolerance": {"pixels": 1}}]}"#, "cases[0].tolerance.pixels: unknown field"),
    (#"{"cases": [{"name": "a", "script": "x", "displayRate": 90}]}"#, "cases[0].displayRate: must be 60 or 120"),
    (#"{"cases": [{"name": "a", "script": "x", "position": "top"}]}"#, "cases[0].position: sets the panel of a release without a config"),
    (#"{"cases": [{"name": "a", "script": "x", "config": "c.json", "preset": "snappy"}]}"#, "cases[0].preset: give a config or a preset, not both"),
    (#"{"cases": [{"name": "a", "script": "x", "frames": 3}]}"#, "cases[0].frames: unknown field"),
    (#"{"cases": []}"#, "cases: needs at least one case"),
    (#"{"case": []}"#, "case: unknown field"),
  ])
  func bad(json: String, expected: String) {
    do {
      _ = try Self.decode(json)
      Issue.record("decoded \(json)")
    } catch {
      #expect(error.description.hasPrefix(expected), "\(error.description)")
    }
  }

  @Test("shards: every case in exactly one of N shards, and --shard text is checked")
  func shards() throws {
    for n in 1...5 {
      var seen = [Int](repeating: 0, count: 23)
      for i in 1...n {
        let shard = try MotionShard(parsing: "\(i)/\(n)")
        for k in 0..<23 where shard.contains(caseIndex: k) { seen[k] += 1 }
      }
      #expect(seen.allSatisfy { $0 == 1 })
    }
    for bad in ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", ""] {
      #expect(throws: MotionShardError.self) { try MotionShard(parsing: bad) }
    }
  }

  @Test("JUnit: one testcase per case, a failure element with the escaped message")
  func junit() {
    var r = JUnitReport(suite: "motion m.json")
    r.add(name: "a", seconds: 0.0123, failure: nil)
    r.add(name: "b<1>", seconds: 0.5, failure: "location 1 → 6 pt & \"more\"\u{1}")
    let xml = r.xml
    #expect(xml.contains("<testsuite name=\"motion m.json\" tests=\"2\" failures=\"1\""))
    #expect(xml.contains("<testcase classname=\"motion m.json\" name=\"a\" time=\"0.012\"/>"))
    #expect(xml.contains("name=\"b&lt;1&gt;\""))
    #expect(xml.contains("<failure message=\"location 1 → 6 pt &amp; &quot;more&quot;\\u{1}\" type=\"MotionMismatch\">"))
    #expect(xml.components(separatedBy: "<testcase ").count == 3)
  }
}
