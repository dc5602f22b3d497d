import ArgumentParser
import Foundation
import Testing

@testable import playground
@testable import PlaygroundWindow

/// Every command's `--help` reads as written at 80 columns: ArgumentParser wraps a paragraph given
/// as one source line, but it also breaks any longer line it is given, so a hard-wrapped paragraph
/// or a long example came out as ragged lines with a word or two (seen in `bench window --help`).
@Suite("Help text")
struct HelpTextTests {
  /// The root command and every subcommand below it.
  static func allCommands() -> [ParsableCommand.Type] {
    var found: [ParsableCommand.Type] = []
    var queue: [ParsableCommand.Type] = [PlaygroundCommand.self]
    while let next = queue.first {
      queue.removeFirst()
      found.append(next)
      queue.append(contentsOf: next.configuration.subcommands)
    }
    return found
  }

  @Test("every command is reached, the nested ones too")
  func reachesNestedCommands() {
    let names = Self.allCommands().map { $0.configuration.commandName ?? "" }
    #expect(names.count >= 14)
    #expect(names.contains("window") && names.contains("verify") && names.contains("engine"))
  }

  @Test("discussion lines up to 80 columns are printed unbroken; only paragraphs are longer")
  func discussionsKeepTheirLines() {
    for command in Self.allCommands() {
      let name = command.configuration.commandName ?? "playground"
      let help = PlaygroundCommand.helpMessage(for: command, columns: 80)
      let printed = Set(help.components(separatedBy: "\n"))
      for line in command.configuration.discussion.components(separatedBy: "\n") where !line.isEmpty {
        if line.count <= 80 {
          #expect(printed.contains(line), "\(name) --help broke the line: \(line)")
        } else {
          #expect(!line.hasPrefix(" "), "\(name) --help: an example over 80 columns wraps: \(line)")
        }
      }
    }
  }

  @Test("`window --help` wraps whole paragraphs: no line broken after a word or two")
  func windowHelpWraps() {
    let help = PlaygroundCommand.helpMessage(for: WindowCommand.self, columns: 80)
    let body = help.components(separatedBy: "USAGE:")[0].components(separatedBy: "\n")
    for (i, line) in body.enumerated() where !line.hasPrefix(" ") && !line.isEmpty && !line.hasPrefix("OVERVIEW") {
      #expect(line.count <= 80)
      let next = i + 1 < body.count ? body[i + 1] : ""
      if !next.isEmpty, !next.hasPrefix(" ") { #expect(line.count > 55, "a short line inside a paragraph: \(line)") }
    }
    #expect(help.contains("Esc close, H or ? help"))
  }
}
