import Foundation

/// Carries the pixel comparison's message from the strategy's diff closure to the diff tool
/// that prints the failure: swift-snapshot-testing 1.19 shows only the diff tool's text, so
/// the counts would otherwise be lost.
final class DiffMessageBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = ""

  /// The latest message.
  var message: String {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
