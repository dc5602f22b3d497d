import ConfigFormat
import Foundation
import StrictJSON
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// Issue 11, item 7: one strict rule set for scripts and configs; every error one line with its
/// field path.
@Suite("strict JSON: one rule set for scripts and configs, one line per error with its field")
struct StrictInputRulesTests {
  static let viewport = #""viewport": {"width": 390, "height": 844}"#

  static func scriptError(_ json: String) -> String? {
    do {
      _ = try ReplayScript.decode(Data(json.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  static func configError(_ json: String) -> String? {
    do {
      _ = try PlaygroundConfig.decode(json)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("scripts", arguments: [
    ("{\(viewport), \"script\": [], \"until\": 1,}", "not valid JSON at line 1, column 70: a trailing comma is not allowed"),
    ("{\(viewport), \"script\": [{\"at\": 0, \"do\": \"show\"},], \"until\": 1}", "not valid JSON at line 1, column 80: a trailing comma is not allowed"),
    ("{\(viewport), \"script\": [], \"until\": 1, \"until\": 2}", "not valid JSON at line 1, column 71: duplicate field \"until\""),
    ("{\(viewport), \"scale\": null, \"script\": [], \"until\": 1}", "scale: null is not allowed; leave the field out to use its default"),
    ("{\(viewport), \"script\": [], \"until\": null}", "until: null is not allowed; leave the field out to use its default"),
    ("{\(viewport), \"panel\": {\"anchors\": {\"peek\": {\"order\": 750.5, \"fraction\": 0.6, \"edge\": \"bottom\"}}}, \"script\": [], \"until\": 1}",
     "panel.anchors.peek.order: expected a whole number, found 750.5"),
    ("{\(viewport), \"panel\": {\"anchors\": {\"peek\": {\"order\": 1e30, \"fraction\": 0.6, \"edge\": \"bottom\"}}}, \"script\": [], \"until\": 1}",
     "panel.anchors.peek.order: the whole number 1e+30 is out of range"),
    ("{\(viewport), \"panel\": {\"anchors\": {\"peek\": {\"order\": 9223372036854775808, \"fraction\": 0.6, \"edge\": \"bottom\"}}}, \"script\": [], \"until\": 1}",
     "panel.anchors.peek.order: the whole number 9.223372036854776e+18 is out of range"),
    ("{\(viewport), \"script\": [{\"at\": 0, \"do\": \"move\", \"to\": \"a\\nb\"}], \"until\": 1}",
     "script[0].to: \"a\\nb\" is not a state name; a name must start with a letter and use only letters, digits, '-' or '_' (at most 64)"),
    ("{\(viewport), \"scrip\\nt\": [], \"until\": 1}",
     "scrip\\u{A}t: unknown field (allowed: displayRate, fps, keepInViewport, panel, safeArea, scale, script, until, viewport)"),
    ("{\(viewport), \"script\": [], \"until\": 1e999}", "not valid JSON at line 1, column 68: the number 1e999 is too large"),
    ("{\(viewport), \"script\": [], \"until\": 01}", "not valid JSON at line 1, column 68: a number cannot start with 0"),
    ("{\(viewport), \"script\": [], \"until\": 1} x", "not valid JSON at line 1, column 71: unexpected text after the JSON value"),
    (String(repeating: "[", count: 100), "not valid JSON at line 1, column 65: nested deeper than 64 levels"),
  ])
  func scripts(json: String, expected: String) {
    let message = Self.scriptError(json)
    #expect(message == expected)
    #expect(message?.contains("\n") == false)
  }

  @Test("configs follow the same rules, with the config's field paths", arguments: [
    (#"{"panels": {"search": {"behavior": {"springResponseTime": 0.3,}}}}"#, "not valid JSON at line 1, column 63: a trailing comma is not allowed"),
    (#"{"panels": {"search": {}, "search": {}}}"#, #"not valid JSON at line 1, column 27: duplicate field "search""#),
    (#"{"panels": {"search": {"behavior": {"springResponseTime": null}}}}"#,
     "panels.search.behavior.springResponseTime: null is not allowed; leave the field out to use its default"),
    (#"{"description": null, "panels": {"search": {}}}"#, "description: null is not allowed; leave the field out to use its default"),
    (#"{"panels": {"search": {"anchors": {"peek": {"order": 2.5, "fraction": 0.6, "edge": "bottom"}, "half": {"fraction": 0.5, "edge": "bottom"}}}}}"#,
     "panels.search.anchors.peek.order: expected a whole number, found 2.5"),
    ("{\"panels\": {\"search\": {\"initialState\": \"x\\u0001\"}}}",
     "panels.search.initialState: \"x\\u0001\" is not a state name; a name must start with a letter and use only letters, digits, '-' or '_' (at most 64)"),
  ])
  func configs(json: String, expected: String) {
    let message = Self.configError(json)
    #expect(message == expected)
    #expect(message?.contains("\n") == false)
  }

  @Test("what the rules let through decodes as before: escapes, unicode, exponents, whole numbers written 750.0")
  func goodInput() throws {
    let script = try ReplayScript.decode(Data(#"""
      {"viewport": {"width": 3.9e2, "height": 844}, "fps": 60.0,
       "panel": {"anchors": {"half": {"fraction": 0.5, "edge": "bottom"}, "peek\u002d2": {"order": 750.0, "fraction": 0.6, "edge": "bottom"}}},
       "script": [{"at": 0, "do": "move", "to": "peek-2"}], "until": 1}
      """#.utf8))
    #expect(script.viewport.width == 390)
    #expect(script.panel.anchors?["peek-2"]?.order == 750)
    #expect(script.events.first?.action == .move(to: "peek-2", animated: true))
  }
}
