import ArgumentParser
import PlaygroundCore
import PlaygroundTuning

/// `playground keys [--markdown | --json]`: the window's keys and game-pad buttons, from the one
/// key map the window itself reads (``KeyMap``, ``KeyRow``).
struct KeysCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keys",
    abstract: "Print the window's keys and game-pad buttons (the key map the window reads).",
    discussion: """
      Prints every row of the window's key map: the keys, as the help overlay (H or ?) labels \
      them, and what they do. --markdown prints the table the README shows (a test checks that \
      the README's table is this output, verbatim); --json prints every row with its commands, \
      each with its name, a one-line summary, the presses that run it (as window --press names \
      them, with the state they need: always, tuning, cards, cards:appearance) and its game-pad \
      button.
      Examples:
        playground keys
        playground keys --markdown > keys.md
        playground keys --json
      """
  )

  @Flag(help: "Print the README's Markdown table.")
  var markdown = false

  @Flag(help: "Print JSON for tools: rows, commands, presses and buttons.")
  var json = false

  init() {}

  func validate() throws {
    if markdown && json { throw ValidationError("--markdown and --json: give one of them") }
  }

  func run() throws {
    let text = markdown ? KeysTable.markdown : json ? KeysTable.json.text() : KeysTable.text
    try StandardOutput.print(text, command: "keys")
  }
}
