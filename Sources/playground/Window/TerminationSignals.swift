import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// SIGINT and SIGTERM end the window at once, the way a confirmed Q does: a signal is not a
/// keypress, so it never waits for the unsaved-tuning question (the warning is printed as the
/// window ends). ``install()`` puts a handler on both that only sets ``received`` (SDL is told to
/// install none of its own, see `VideoSubsystem`); the loop reads it every frame and at every
/// idle wake (``AppLoop/idleWake``), so the window ends within a quarter of a second.
///
/// A parent can hand the process a mask that blocks them (a test runner's thread, some shells'
/// job control); ``install()`` unblocks them so that they arrive.
///
/// ```swift
/// TerminationSignals.install()
/// app.terminationRequested = { TerminationSignals.wasReceived }
/// ```
enum TerminationSignals {
  /// Set by the handler; never cleared (one signal ends the window).
  private static let received = Atomic<Bool>(false)

  /// Whether SIGINT or SIGTERM has arrived since ``install()``.
  static var wasReceived: Bool { received.load(ordering: .relaxed) }

  /// Installs the handler on SIGINT and SIGTERM and unblocks them for this thread (and so for
  /// the threads it starts).
  static func install() {
    _ = wasReceived  // initialises the flag here, not first inside the handler
    for sig in [SIGINT, SIGTERM] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { _ in TerminationSignals.received.store(true, ordering: .relaxed) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(sig, &action, nil)
    }
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }
}
