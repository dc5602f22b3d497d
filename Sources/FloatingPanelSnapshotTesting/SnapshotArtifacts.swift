import Foundation
import SDLKit

/// Where failing snapshot comparisons write their images: `$SNAPSHOT_ARTIFACTS` when set,
/// otherwise `.build/snapshot-artifacts` in the package that contains the test file.
public struct SnapshotArtifacts: Sendable {
  /// The directory that receives `<name>.actual.png`, `<name>.reference.png` and
  /// `<name>.difference.png`.
  public var directory: String

  /// Whether ``write(name:reference:actual:difference:)`` writes `<name>.actual.png` too. False
  /// where swift-snapshot-testing already writes the actual image next to them (the
  /// `panelImage` strategy), so that it is written once.
  public var includesActual: Bool = true

  /// Creates the artifact location for a test file.
  ///
  /// - Parameter testFilePath: `#filePath` of the test; its file name becomes a subdirectory.
  public init(testFilePath: String) {
    let fileURL = URL(fileURLWithPath: testFilePath)
    let testFile = fileURL.deletingPathExtension().lastPathComponent
    if let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !root.isEmpty {
      directory = root + "/" + testFile
      return
    }
    var dir = fileURL.deletingLastPathComponent()
    while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
      dir = dir.deletingLastPathComponent()
    }
    let base = dir.path == "/" ? NSTemporaryDirectory() : dir.appendingPathComponent(".build").path
    directory = base + "/snapshot-artifacts/" + testFile
  }

  /// Uses `directory` as is.
  ///
  /// - Parameters:
  ///   - directory: Where the images go (created when needed).
  ///   - includesActual: Whether the actual image is written too (see ``includesActual``).
  public init(directory: String, includesActual: Bool = true) {
    self.directory = directory
    self.includesActual = includesActual
  }

  /// Writes the images of a failed comparison (`<name>.actual.png` unless ``includesActual`` is
  /// false, `<name>.reference.png`, `<name>.difference.png`) and returns the paths written (best effort: a
  /// write failure is reported in the returned text rather than thrown).
  public func write(name: String, reference: PixelBuffer, actual: PixelBuffer, difference: PixelBuffer?) -> [String] {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      return ["(could not create \(directory): \(error))"]
    }
    var written: [String] = []
    for (suffix, image) in [("actual", actual), ("reference", reference), ("difference", difference)] {
      guard let image, suffix != "actual" || includesActual else { continue }
      let path = directory + "/" + name + "." + suffix + ".png"
      do {
        try image.writePNG(toFile: path)
        written.append(path)
      } catch {
        written.append("(could not write \(path): \(error))")
      }
    }
    return written
  }
}
