#if canImport(Glibc)
import Glibc
#endif

/// SIGINT and SIGTERM end the window the way Q does: SDL turns them into a quit event (see
/// `VideoSubsystem`), the loop stops, and the unsaved-tuning warning is printed. A parent can
/// hand the process a mask that blocks them (a test runner's thread, some shells' job control);
/// ``unblock()`` makes sure they arrive.
enum TerminationSignals {
  /// Unblocks SIGINT and SIGTERM for this thread (and so for the threads it starts).
  static func unblock() {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }
}
