import Foundation
import PlaygroundCore
import StrictJSON

/// The key map as text: `playground keys` prints it, the README's keys table is its
/// ``markdown`` verbatim (a test compares them), and ``text`` is the terminal's view.
///
/// ```swift
/// KeysTable.markdown.split(separator: "\n").first   // "| Key | What it does |"
/// ```
package enum KeysTable {
  /// Every row: the keyboard's, then the game pad's.
  package static var rows: [KeyRow] { KeyRow.keyboard + KeyRow.gamepad }

  /// The README's table: a header and one line a row.
  package static var markdown: String {
    (["| Key | What it does |", "| --- | --- |"] + rows.map { "| \($0.markdownKeys) | \($0.detail) |" })
      .joined(separator: "\n")
  }

  /// For a terminal: each row's keys, padded, and the overlay's words (the README's where the
  /// overlay has none).
  package static var text: String {
    let width = rows.map(\.markdownKeys.count).max() ?? 0
    return rows.map { row in
      let keys = plain(row.markdownKeys)
      return keys + String(repeating: " ", count: max(1, width + 2 - keys.count)) + (row.help.isEmpty ? row.detail : row.help)
    }.joined(separator: "\n")
  }

  /// For tools: every row with its commands, each command's name, summary and the presses that
  /// run it (`--press` names; `when` says the state they need), or its game-pad button.
  package static var json: OrderedJSON {
    .object([("rows", .array(rows.map(row)))], inline: false)
  }

  private static func row(_ row: KeyRow) -> OrderedJSON {
    .object(
      [
        ("keys", .string(plain(row.markdownKeys))), ("help", .string(row.help)), ("detail", .string(row.detail)),
        ("commands", .array(row.commands.map(command))),
      ], inline: false)
  }

  private static func command(_ command: Command) -> OrderedJSON {
    var members: [(String, OrderedJSON)] = [("name", .string(command.name)), ("summary", .string(command.summary))]
    let presses = KeyMap.window.filter { $0.command == command }.map { binding in
      OrderedJSON.object([("press", .string(binding.pressName)), ("when", .string(words(binding.condition)))], inline: true)
    }
    if !presses.isEmpty { members.append(("keys", .array(presses))) }
    let buttons = KeyMap.gamepad.filter { $0.command == command }.map { OrderedJSON.string("\($0.button)") }
    if !buttons.isEmpty { members.append(("gamepad", .array(buttons))) }
    return .object(members, inline: true)
  }

  /// How `--json` says a binding's condition: `always`, `tuning`, `cards`, `cards:appearance`.
  private static func words(_ condition: KeyBinding.Condition) -> String {
    switch condition {
    case .always: return "always"
    case .tuning: return "tuning"
    case .cards: return "cards"
    case .cardsOn(let page): return "cards:\(page)"
    }
  }

  private static func plain(_ keys: String) -> String { keys.replacingOccurrences(of: "`", with: "") }
}
