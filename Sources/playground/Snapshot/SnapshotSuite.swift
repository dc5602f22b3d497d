import ArgumentParser
import ConfigFormat
import FloatingPanel
import Foundation
import PlaygroundCore
import PlaygroundUI
import SDLKit
import StrictJSON

/// A loaded manifest and what `snapshot record` and `verify` do with its cases: read every
/// case's files up front (so a bad one stops the run before anything is written), render a case
/// as `screenshot` would, and find its reference. Problems with the manifest's contents print one
/// line naming the manifest, the case and the field, and exit 2.
struct SnapshotSuite {
  /// The manifest's path as given.
  let path: String
  /// The manifest.
  let manifest: SnapshotManifest
  /// Each case's picture, files read.
  let shots: [String: Shot]

  /// Loads `path` and every case's config, script and background.
  static func loading(_ path: String) throws -> SnapshotSuite {
    let manifest: SnapshotManifest
    do {
      manifest = try SnapshotManifest.load(path: path)
    } catch {
      throw failure("\(error)")
    }
    let dir = (path as NSString).deletingLastPathComponent
    var shots: [String: Shot] = [:]
    for c in manifest.cases {
      shots[c.name] = try shot(for: c, in: dir, manifest: path)
    }
    return SnapshotSuite(path: path, manifest: manifest, shots: shots)
  }

  /// Prints `line` (prefixed with the command, control characters escaped: one line whatever a
  /// manifest holds) on stderr; returns the exit status to throw.
  static func failure(_ line: String, code: Int32 = 2) -> ExitCode {
    FileHandle.standardError.write(Data("playground snapshot: \(OneLine.escape(line))\n".utf8))
    return ExitCode(code)
  }

  private static func resolve(_ file: String, in dir: String) -> String {
    file.hasPrefix("/") || dir.isEmpty ? file : (dir as NSString).appendingPathComponent(file)
  }

  private static func shot(for c: SnapshotManifest.Case, in dir: String, manifest: String) throws -> Shot {
    let where_ = "\(manifest): \(c.label)"
    var shot = Shot()
    do {
      shot.background = c.background == "map" || c.background == "plain"
        ? try Shot.background(c.background) : try Shot.background(resolve(c.background, in: dir))
    } catch {
      throw failure("\(where_).background: \(error.message)")
    }
    if let script = c.script {
      let file = resolve(script, in: dir)
      do {
        shot.script = (try ReplayScript.load(path: file), c.at ?? 0)
      } catch {
        throw failure("\(where_).script: \(error)")
      }
      shot.scriptScale = c.scale.map(Double.init)
      return shot
    }
    var config: PlaygroundConfig?
    if let file = c.config.map({ resolve($0, in: dir) }) {
      do {
        config = try ConfigFile.load(path: file)
      } catch {
        throw failure("\(where_).config: \(error)")
      }
    }
    var state: FloatingPanelState?
    if let name = c.state {
      state = FloatingPanelState.builtIn(named: name) ?? FloatingPanelState(rawValue: name, order: 0)
    }
    shot.setup = SceneSetup(
      position: c.position, state: state, detail: c.detail, modal: c.modal, scale: Double(c.scale ?? 1), config: config)
    shot.size = c.size
    return shot
  }

  /// `<name>.png` next to the manifest.
  func referencePath(_ c: SnapshotManifest.Case) -> String {
    Self.resolve("\(c.name).png", in: (path as NSString).deletingLastPathComponent)
  }

  /// Renders a case; a case the scene cannot draw (a state the layout lacks, a config that does
  /// not fit, a time outside the script) exits 2 naming it.
  func render(_ c: SnapshotManifest.Case) throws -> PixelBuffer {
    guard let shot = shots[c.name] else { throw Self.failure("\(path): \(c.label): not loaded") }
    let field = c.script != nil ? "at" : (c.state != nil ? "state" : "config")
    do {
      return try shot.render()
    } catch let error as SceneSetup.Problem {
      throw Self.failure("\(path): \(c.label).\(field): \(error)")
    } catch let error as InputError {
      throw Self.failure("\(path): \(c.label).\(field): \(error.message)")
    } catch let error as FloatingPanelError {
      throw Self.failure("\(path): \(c.label).size: \(error)")
    } catch {
      throw Self.failure("\(path): \(c.label): cannot render: \(error)", code: 1)
    }
  }

  /// The reference PNG of a case, which must be `size` pixels; a missing, unreadable or
  /// wrong-sized reference exits 2 naming it.
  func reference(_ c: SnapshotManifest.Case, size: (Int, Int)) throws -> PixelBuffer {
    let file = referencePath(c)
    guard let data = FileManager.default.contents(atPath: file) else {
      throw Self.failure("\(path): \(c.label).reference: \(file) does not exist; run `playground snapshot record \(path)` first")
    }
    let image: PixelBuffer
    do {
      image = try PixelBuffer(pngBytes: [UInt8](data))
    } catch {
      throw Self.failure("\(path): \(c.label).reference: \(file) is not a PNG image: \(error)")
    }
    guard image.width == size.0, image.height == size.1 else {
      throw Self.failure("\(path): \(c.label).reference: \(file) is \(image.width)x\(image.height) pixels but the case renders \(size.0)x\(size.1); check size and scale, or re-record it")
    }
    return image
  }
}
