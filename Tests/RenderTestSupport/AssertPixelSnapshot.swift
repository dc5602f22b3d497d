@_exported import FloatingPanelSnapshotTesting
@_exported import PanelRendering
import SDLKit
import SnapshotTesting

/// Asserts that `image` matches the reference PNG `__Snapshots__/<TestFile>/<test>.<name>.png`
/// (recorded on first run), exactly unless `tolerance` says otherwise.
///
/// On a mismatch the failure says how many pixels differ and by how much, and the actual,
/// reference and difference images are written to `$SNAPSHOT_ARTIFACTS/<TestFile>/` (default
/// `.build/snapshot-artifacts/<TestFile>/`).
///
/// ```swift
/// assertPixelSnapshot(of: try scene.render(), named: "bottom")
/// ```
public func assertPixelSnapshot(
  of image: @autoclosure () throws -> PixelBuffer,
  named name: String,
  tolerance: PixelTolerance = .exact,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let artifacts = SnapshotArtifacts(testFilePath: "\(filePath)")
  let cleanTest = testName.replacingOccurrences(of: "()", with: "")
  // swift-snapshot-testing 1.19 appends the comparison's message to the failure and writes the
  // failing image to $SNAPSHOT_ARTIFACTS itself.
  let strategy = Snapshotting<PixelBuffer, PixelBuffer>.png(
    tolerance: tolerance, artifacts: artifacts, artifactName: cleanTest + "." + name)
  let value: PixelBuffer
  do {
    value = try image()
  } catch {
    // Let SnapshotTesting report the error as a test failure, as it does for any snapshot.
    assertSnapshot(
      of: try { throw error }(), as: strategy, named: name, record: record, fileID: fileID, file: filePath,
      testName: testName, line: line, column: column)
    return
  }
  assertSnapshot(
    of: value, as: strategy, named: name, record: record, fileID: fileID, file: filePath,
    testName: testName, line: line, column: column)
}
