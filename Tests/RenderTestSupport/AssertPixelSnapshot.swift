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
  let report = DiffMessageBox()
  let strategy = Snapshotting<PixelBuffer, PixelBuffer>(
    pathExtension: "png",
    diffing: .pixels(tolerance: tolerance, artifacts: artifacts, artifactName: cleanTest + "." + name, report: report))
  // swift-snapshot-testing prints only the diff tool's text: make that our comparison report.
  let tool = SnapshotTestingConfiguration.DiffTool { reference, failed in
    report.message + "\nReference: \(reference)\nActual (as recorded by SnapshotTesting): \(failed)"
  }
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
  withSnapshotTesting(diffTool: tool) {
    assertSnapshot(
      of: value, as: strategy, named: name, record: record, fileID: fileID, file: filePath,
      testName: testName, line: line, column: column)
  }
}
