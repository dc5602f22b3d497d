import Foundation
import SDLKit

/// Where failing snapshot comparisons write their images: `$SNAPSHOT_ARTIFACTS` when set,
/// otherwise `.build/snapshot-artifacts` in the package that contains the test file.
public struct SnapshotArtifacts: Sendable {
  /// The directory that receives `<name>.actual.png`, `<name>.reference.png` and
  /// `<name>.difference.png`.
  public var directory: String

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
  public init(directory: String) {
    self.directory = directory
  }

  /// Writes the images of a failed comparison and returns the paths written (best effort: a
  /// write failure is reported in the returned text rather than thrown).
  public func write(name: String, reference: PixelBuffer, actual: PixelBuffer, difference: PixelBuffer?) -> [String] {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      return ["(could not create \(directory): \(error))"]
    }
    var written: [String] = []
    for (suffix, image) in [("actual", actual), ("reference", reference), ("difference", difference)] {
      guard let image else { continue }
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
