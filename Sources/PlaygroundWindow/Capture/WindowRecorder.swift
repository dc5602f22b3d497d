import ConfigFormat
import FloatingPanel
import Foundation
import PlaygroundCore
import PlaygroundTuning
import PlaygroundUI

/// Ctrl+R in the window: records the search panel (``SessionRecorder``) and, on the second
/// Ctrl+R, writes the recording as a replay script next to the config file (the current directory
/// without `--config`) as `recording.json`, or `recording-2.json`, `recording-3.json` … when that
/// is taken: never over a file. The path shows in the HUD and on standard output.
///
/// A recording starts only with the search panel at rest and nothing pressed. It stops and is
/// written by itself when what it recorded no longer holds: the window's size or scale, the
/// panels' edge, or the search panel's layout or behaviour changed (a resize, T/L/B/R, a tuning
/// edit, a preset, a config reload), when it reaches an hour, and when the window quits.
///
/// ```swift
/// recorder.toggle(time: key.timestamp)                 // Ctrl+R
/// recorder.beginFrame(start: clock.now, afterIdle: false)  // each frame, before the step
/// ```
package final class WindowRecorder {
  /// The file name a recording takes first (then `recording-2.json`, …).
  package static let baseName = "recording"
  /// The most numbered names tried before giving up.
  package static let maxSuffix = 9_999

  /// The scene recorded.
  package let scene: PlaygroundScene
  /// The tuning session (the search panel's behaviour as applied).
  package let tuning: TuningSession
  /// Shows a notice in the HUD's status line.
  package let notify: (Notice) -> Void
  /// Where recordings are written (default: the config file's directory).
  package var directory: String
  /// The recording going on, if any.
  package private(set) var session: SessionRecorder?
  /// The paths of the recordings written so far.
  package private(set) var written: [String] = []
  private var signature: Signature?

  /// What a recording's script assumes stays the same.
  private struct Signature: Equatable {
    package var size: Size
    package var scale: Double
    package var edge: FloatingPanelPosition
    package var panel: PanelConfig
    package var displayRate: DisplayRate
  }

  /// A recorder for `scene`, writing next to `tuning`'s config file.
  package init(scene: PlaygroundScene, tuning: TuningSession, notify: @escaping (Notice) -> Void) {
    self.scene = scene
    self.tuning = tuning
    self.notify = notify
    let dir = FilePathName.directory(of: tuning.configPath)
    directory = dir == "." ? FileManager.default.currentDirectoryPath : dir
  }

  /// Whether a recording is going on.
  package var isRecording: Bool { session != nil }

  /// The HUD line while recording.
  package var hudNotes: [String] {
    guard let session else { return [] }
    let seconds = Double(max(0, session.frame)) / session.displayRate.framesPerSecond
    return [String(format: "● recording the search panel %.1f s · Ctrl+R stops and saves", seconds)]
  }

  /// Ctrl+R pressed at `time` (the key's event time): starts a recording, or stops and writes it.
  package func toggle(time: Double) {
    if isRecording { return finish(reason: nil) }
    guard SessionRecorder.canStart(scene) else {
      return notify(Notice(text: "recording starts from rest: let the search panel stop, then Ctrl+R", frames: 240))
    }
    signature = currentSignature()
    session = SessionRecorder(scene: scene, panel: signature?.panel ?? PanelConfig(), origin: time)
    notify(Notice(text: "recording the search panel: Ctrl+R stops and saves", frames: 180))
  }

  /// Call at the start of each drawn frame, before the scene steps (after a resize is applied).
  package func beginFrame(start: Double, afterIdle: Bool) {
    guard let session else { return }
    if currentSignature() != signature {
      return finish(reason: "the window, the edge, the display rate or the search panel's tuning changed")
    }
    session.beginFrame(start: start, afterIdle: afterIdle)
    if session.isFull { finish(reason: "it reached its longest") }
  }

  /// Stops the recording going on and writes it (`reason`: why it stopped by itself).
  package func finish(reason: String?) {
    guard let session else { return }
    session.stop()
    self.session = nil
    signature = nil
    let script = session.script()
    tuning.timeline.recording = script  // Shift+G replays it
    let bytes = Array(script.jsonText().utf8)
    let stopped = reason.map { "recording stopped (\($0)); " } ?? ""
    do {
      let path = try write(bytes)
      written.append(path)
      notify(Notice(text: "\(stopped)recording saved: \(path)", frames: 300))
      TerminalReport.print(
        "recording: \(path) (\(script.events.count) events, \(String(format: "%.2f", script.until)) s)", isProblem: false)
    } catch {
      notify(Notice(text: "\(stopped)could not save the recording in \(directory)", frames: 360))
      TerminalReport.print("playground: could not save the recording: \(error); check that \(directory) is writable", isProblem: true)
    }
  }

  /// Writes `bytes` under the first free name (never over a file) and returns it.
  private func write(_ bytes: [UInt8]) throws(FileWriteError) -> String {
    let names = (1...Self.maxSuffix).lazy.map { n in
      self.directory + "/" + (n == 1 ? "\(Self.baseName).json" : "\(Self.baseName)-\(n).json")
    }
    guard let path = try AtomicFile.writeFirstFree(bytes, candidates: names) else {
      throw FileWriteError(file: directory, message: "\(Self.baseName).json … -\(Self.maxSuffix).json are all taken")
    }
    return path
  }

  private func currentSignature() -> Signature {
    let panel = PanelConfig(
      describing: scene.search, behavior: tuning.behaviors[.search] ?? BehaviorConfig(),
      backdropColor: scene.backdropColors[.search] ?? .black)
    return Signature(size: scene.size, scale: scene.scale, edge: scene.edge, panel: panel, displayRate: scene.displayRate)
  }
}
