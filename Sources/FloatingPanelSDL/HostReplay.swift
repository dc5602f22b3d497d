import ConfigFormat
import PlaygroundCore
import StrictJSON

/// A scripted gesture run as `playground replay SCRIPT` runs it (the replay format,
/// docs/formats.md): the same runner on the engine with a fixed clock, so a host program can
/// print, frame by frame, exactly what the playground prints and a test can compare the two.
///
/// ```swift
/// try HostReplay.run(path: "Assets/scripts/flick-to-full.json") { line in print(line) }
/// ```
public enum HostReplay {
  /// Runs the script at `path`, handing `line` each frame's JSON line and then the summary's
  /// (no newline).
  ///
  /// - Throws: ``HostError`` `.badScript` naming the file and the field.
  public static func run(path: String, line: (String) -> Void) throws(HostError) {
    let script: ReplayScript
    do {
      script = try ReplayScript.load(path: path)
    } catch {
      throw HostError(.badScript, "\(OneLine.escape(path)): \(error)")
    }
    do {
      let summary = try ReplayRunner(script: script).run { frame in line(frame.jsonLine) }
      line(summary.jsonLine)
    } catch {
      throw HostError(.badScript, "\(OneLine.escape(path)): \((error as? InputError)?.description ?? "\(error)")")
    }
  }
}
