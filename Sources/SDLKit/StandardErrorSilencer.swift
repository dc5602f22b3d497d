#if canImport(Glibc)
import Glibc
#endif

/// Runs a call with file descriptor 2 pointed at `/dev/null`, for C libraries that print noise
/// of their own while failing (libwayland's "error: XDG_RUNTIME_DIR is invalid or not set"), so
/// that a failure stays one line: the typed error the caller throws.
enum StandardErrorSilencer {
  /// `body()` with stderr silenced; stderr is restored afterwards, whatever `body` returns.
  static func run<T>(_ body: () -> T) -> T {
    let saved = dup(2)
    let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard saved >= 0, null >= 0 else {
      if saved >= 0 { close(saved) }
      if null >= 0 { close(null) }
      return body()
    }
    dup2(null, 2)
    close(null)
    defer {
      dup2(saved, 2)
      close(saved)
    }
    return body()
  }
}
