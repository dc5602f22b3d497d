import Foundation

/// Whether the tests run under `make sanitize` (AddressSanitizer or ThreadSanitizer: their options
/// are in the environment, and the child processes are the sanitized binary too). A peak-RSS bound
/// of a child is the plain debug build's: a sanitizer's shadow memory and quarantine are not the
/// program's, so the suites that bound memory check status and output only, then.
enum SanitizerRun {
  /// True under ASan or TSan (`make sanitize`).
  static var isOn: Bool {
    let env = ProcessInfo.processInfo.environment
    return env["ASAN_OPTIONS"] != nil || env["TSAN_OPTIONS"] != nil
  }
}
