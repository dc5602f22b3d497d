import StrictJSON
import Testing

/// The decoder's rules on a small type of its own (no panels): the same rules every script,
/// config and manifest of the playground follows.
@Suite("StrictJSONDecoder: null, whole numbers, unknown fields and paths, without any app type")
struct StrictJSONDecoderTests {
  /// `{"speed": 1.5, "count": 3, "tags": ["a"]}`: every field optional, nothing else allowed.
  struct Sample: Decodable {
    var speed: Double?
    var count: Int?
    var tags: [String]?

    init(from decoder: any Decoder) throws {
      let c = try decoder.strictContainer(allowing: ["speed", "count", "tags"])
      speed = try c.optional(Double.self, "speed")
      count = try c.optional(Int.self, "count")
      tags = try c.optional([String].self, "tags")
    }
  }

  static func error(_ json: String) -> String? {
    do {
      _ = try StrictJSONDecoder.decode(Sample.self, from: Array(json.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  @Test("each broken rule is one line naming the field", arguments: [
    (#"{"speed": null}"#, "speed: null is not allowed; leave the field out to use its default"),
    (#"{"count": 2.5}"#, "count: expected a whole number, found 2.5"),
    (#"{"count": 1e30}"#, "count: the whole number 1e+30 is out of range"),
    (#"{"tags": ["a", 1]}"#, "tags[1]: expected a string"),
    (#"{"speed": "fast"}"#, "speed: expected a number"),
    ("{\"spe\\ned\": 1}", "spe\\u{A}ed: unknown field (allowed: count, speed, tags)"),
    (#"{"é": 1,}"#, "not valid JSON at line 1, column 9: a trailing comma is not allowed"),
    ("{\"count\": 1,\n \"count\": 2}", "not valid JSON at line 2, column 2: duplicate field \"count\""),
  ])
  func refused(json: String, expected: String) {
    #expect(Self.error(json) == expected)
  }

  @Test("what the rules let through: whole numbers written 3.0, exponents, escapes")
  func accepted() throws {
    let v = try StrictJSONDecoder.decode(Sample.self, from: Array(#"{"speed": 1.5e1, "count": 3.0, "tags": ["a\u002db"]}"#.utf8))
    #expect(v.speed == 15)
    #expect(v.count == 3)
    #expect(v.tags == ["a-b"])
    #expect(try StrictJSONDecoder.decode(Sample.self, from: Array("{}".utf8)).speed == nil)
  }
}
