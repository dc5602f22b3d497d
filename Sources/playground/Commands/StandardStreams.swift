#if canImport(Glibc)
import Glibc
#endif

/// The three standard descriptors, made safe before anything runs: one that the parent closed
/// (`playground screenshot … >&-`) is opened again on `/dev/null` for reading only, so that a file
/// the program opens later can never take its number (and receive text meant for the terminal),
/// and every write to it fails (`EBADF`) like a write to the closed descriptor would, so it is
/// reported (``StandardOutput``) instead of lost.
enum StandardStreams {
  /// Reopens each closed descriptor of 0, 1 and 2 read-only on `/dev/null`.
  static func reopenClosed() {
    for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      let null = open("/dev/null", O_RDONLY)
      guard null >= 0 else { continue }
      if null != fd {
        dup2(null, fd)
        close(null)
      }
    }
  }
}
