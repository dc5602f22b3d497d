import ConfigFormat
import FloatingPanel
import Foundation
import StrictJSON
import Testing
@testable import PlaygroundCore
@testable import PlaygroundTuning

/// Issue 24, defect 8: a colour is exactly `#RRGGBB` or `#RRGGBBAA` in ASCII hex digits (README,
/// "The look in the config"); a sign that `UInt32(_:radix:)` would take (`"#+FFFFF"`, which a save
/// rewrote as `#0FFFFF`) is refused, in a config file and in the window's hex entry.
@Suite("colours: exactly 6 or 8 hex digits, no sign")
struct HexColourTests {
  static let signed = ["#+FFFFF", "#-00000", "#+1234567", "+FFFFF", "-0000000"]

  @Test("a signed or non-ASCII colour is not a colour")
  func parser() throws {
    for text in Self.signed + ["#ＦＦＦＦＦＦ", "#1C2B4", "#1C2B4A8", "# 1C2B4A", "#0x1C2B"] {
      #expect(throws: InputError.self, "\(text)") { try PanelAppearance.color(hex: text) }
    }
    #expect(try PanelAppearance.color(hex: "#1c2b4a") == Color(hex: 0x1C2B4A))
    #expect(try PanelAppearance.color(hex: "#FFFFFF80") == Color(hex: 0xFFFFFF, alpha: 0x80 / 255.0))
  }

  @Test("a config with \"#+FFFFF\" is refused with one line naming the field")
  func config() {
    let json = ##"{"panels": {"search": {"appearance": {"backgroundColor": "#+FFFFF"}}}}"##
    do {
      _ = try PlaygroundConfig.decode(json)
      Issue.record("\"#+FFFFF\" was accepted")
    } catch {
      #expect(error.description == ##"panels.search.appearance.backgroundColor: '#+FFFFF' is not a colour; write "#RRGGBB" or "#RRGGBBAA", e.g. "#1C1C1E""##)
    }
    for bad in Self.signed {
      let shadow = #"{"panels": {"search": {"appearance": {"shadows": [{"color": \#(OrderedJSON.quote(bad))}]}}}}"#
      #expect(throws: InputError.self, "\(bad)") { try PlaygroundConfig.decode(shadow) }
    }
  }

  @Test("export-swift --config with a signed colour: exit 2, one line on stderr, nothing on stdout")
  func binary() throws {
    let dir = try TuningFixtures.temporaryDirectory("hex-colour")
    defer { TuningFixtures.cleanup(dir) }
    let path = dir + "/look.json"
    try ##"{"panels": {"search": {"appearance": {"border": {"color": "#-00000"}}}}}"##.write(toFile: path, atomically: true, encoding: .utf8)
    let (status, out, err) = try ReplayTests.launch(ReplayTests.executable(), ["export-swift", "--config", path])
    #expect(status == 2)
    #expect(out.isEmpty)
    #expect(err == "playground export-swift: \(path): panels.search.appearance.border.color: '#-00000' is not a colour; write \"#RRGGBB\" or \"#RRGGBBAA\", e.g. \"#1C1C1E\"\n")
  }

  @Test("the window's hex entry takes only ASCII hex digits")
  func entry() throws {
    var m = AppearanceModel(appearance: PanelAppearance())
    let opened = m.beginEntry()
    #expect(opened)
    for c in "+ＦＦＦＦＦＦ-" { m.type(c) }
    #expect(m.entry == "")
    for c in "+0FFFFF" { m.type(c) }
    #expect(m.entry == "0FFFFF")
    #expect(m.entryIsValid)
  }
}
