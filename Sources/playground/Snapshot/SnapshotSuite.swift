import ArgumentParser
import ConfigFormat
import FloatingPanel
import Foundation
import PlaygroundCore
import PlaygroundTuning
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
  /// Each case's picture, files read (a background file is checked here and decoded by
  /// ``backgrounds`` when the case renders).
  let shots: [String: Shot]
  /// The cases' background files, decoded once each while needed.
  let backgrounds: SnapshotBackgrounds

  /// Loads `path` and every case's config and script, and checks every background file (PNG,
  /// at most 8192² pixels) and picture size (1…16384 pixels a side) before any case renders.
  static func loading(_ path: String) throws -> SnapshotSuite {
    let manifest: SnapshotManifest
    do {
      manifest = try SnapshotManifest.load(path: path)
    } catch {
      throw failure("\(error)")
    }
    let dir = FilePathName.directory(of: path)
    var shots: [String: Shot] = [:]
    var files: [String: String] = [:]
    for c in manifest.cases {
      let shot = try shot(for: c, in: dir, manifest: path)
      do {
        _ = try shot.pixelSize()
      } catch {
        throw failure("\(path): \(c.label).\(c.script != nil ? "script: viewport" : "size"): \(error.message)")
      }
      shots[c.name] = shot
      if c.background != "map" && c.background != "plain" {
        let file = resolve(c.background, in: dir)
        do {
          try BackgroundImage.check(file)
        } catch {
          throw failure("\(path): \(c.label).background: \(error.message)")
        }
        files[c.name] = file
      }
    }
    let backgrounds = SnapshotBackgrounds(files: files, order: manifest.cases.map(\.name))
    return SnapshotSuite(path: path, manifest: manifest, shots: shots, backgrounds: backgrounds)
  }

  /// Prints `line` (prefixed with the command, control characters escaped: one line whatever a
  /// manifest holds) on stderr; returns the exit status to throw.
  static func failure(_ line: String, code: Int32 = 2) -> ExitCode {
    StandardError.write("playground snapshot: \(OneLine.escape(line))\n")
    return ExitCode(code)
  }

  private static func resolve(_ file: String, in dir: String) -> String {
    FilePathName.joining(dir, file)
  }

  private static func shot(for c: SnapshotManifest.Case, in dir: String, manifest: String) throws -> Shot {
    let where_ = "\(manifest): \(c.label)"
    var shot = Shot()
    shot.background = c.background == "plain" ? .plain : .map  // a file: decoded when the case renders
    if let script = c.script {
      let file = resolve(script, in: dir)
      do {
        let script = try ReplayScript.load(path: file)
        shot.script = (c.displayRate.map { script.at(displayRate: $0) } ?? script, c.at ?? 0)
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
      position: c.position, state: state, detail: c.detail, modal: c.modal, scale: Double(c.scale ?? 1), config: config,
      displayRate: c.displayRate)
    shot.size = c.size
    return shot
  }

  /// `<name>.png` next to the manifest.
  func referencePath(_ c: SnapshotManifest.Case) -> String {
    Self.resolve("\(c.name).png", in: FilePathName.directory(of: path))
  }

  /// Renders a case; a case the scene cannot draw (a state the layout lacks, a config that does
  /// not fit, a time outside the script) exits 2 naming it.
  func render(_ c: SnapshotManifest.Case) throws -> PixelBuffer {
    guard var shot = shots[c.name] else { throw Self.failure("\(path): \(c.label): not loaded") }
    do {
      if let image = try backgrounds.take(for: c.name) { shot.background = .image(image) }
    } catch {
      throw Self.failure("\(path): \(c.label).background: \(error.message)")
    }
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

  /// The reference PNG of a case, which must be `size` pixels (checked in its header before it
  /// is decoded); a missing, unreadable, corrupt or wrong-sized reference exits 2 naming it.
  func reference(_ c: SnapshotManifest.Case, size: (Int, Int)) throws -> PixelBuffer {
    let file = referencePath(c)
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(file, limit: Self.largestReferenceFile(size))
    } catch {
      guard FileManager.default.fileExists(atPath: file) else {
        throw Self.failure("\(path): \(c.label).reference: \(file) does not exist; run `playground snapshot record \(path)` first")
      }
      throw Self.failure("\(path): \(c.label).reference: \(file): \(error.message)")
    }
    let image: PixelBuffer
    do {
      let declared = try PNGHeader(bytes).size
      guard declared.width == size.0, declared.height == size.1 else {
        throw Self.failure("\(path): \(c.label).reference: \(file) is \(declared.width)x\(declared.height) pixels but the case renders \(size.0)x\(size.1); check size and scale, or re-record it")
      }
      image = try PixelBuffer(png: bytes, maximumSize: PixelSize(width: size.0, height: size.1))
    } catch let error as PNGError {
      throw Self.failure("\(path): \(c.label).reference: \(file) \(error.message)")
    }
    guard image.width == size.0, image.height == size.1 else {
      throw Self.failure("\(path): \(c.label).reference: \(file) is \(image.width)x\(image.height) pixels but the case renders \(size.0)x\(size.1); check size and scale, or re-record it")
    }
    return image
  }

  /// The largest reference file read for an image of `size` pixels: its RGBA bytes with a filter
  /// byte a row, plus 1 MiB for zlib's and the chunks' overhead (a PNG that does not compress).
  static func largestReferenceFile(_ size: (Int, Int)) -> Int {
    size.1 * (1 + size.0 * 4) + size.1 * size.0 * 4 / 1000 + (1 << 20)
  }
}
