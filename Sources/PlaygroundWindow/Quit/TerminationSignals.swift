import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Every signal that would end the window ends it the way a confirmed Q does, so nothing is lost
/// to it: the recording going on is saved, the unsaved-tuning warning is printed, status 0. A
/// signal is not a keypress, so it never waits for the unsaved-tuning question.
///
/// The signals (Linux's whose default action ends the process, less SIGPIPE, which `main`
/// ignores so a closed reader is a failed write): SIGINT (Ctrl+C), SIGTERM, SIGHUP (the terminal
/// was closed), SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO,
/// SIGPWR and SIGSTKFLT. SIGINT, SIGTERM and SIGQUIT (Ctrl+\\, which the Swift runtime would
/// answer with a crash backtrace and no recording) are always taken; the others only when nobody
/// set them before (their action is the default), so `nohup playground` keeps ignoring SIGHUP and
/// a profiler keeps its SIGPROF. SIGKILL cannot be caught; faults (SIGSEGV, SIGBUS, …) are bugs,
/// not requests to stop.
///
/// ``install()`` puts a handler on them that only sets ``received`` (SDL is told to install none
/// of its own, see `VideoSubsystem`); the loop reads it every frame and at every idle wake
/// (``AppLoop/idleWake``), so the window ends within a quarter of a second. A parent can hand the
/// process a mask that blocks them (a test runner's thread, some shells' job control);
/// ``install()`` unblocks them so that they arrive.
///
/// ```swift
/// TerminationSignals.install()
/// app.terminationRequested = { TerminationSignals.wasReceived }
/// ```
package enum TerminationSignals {
  /// Set by the handler; never cleared (one signal ends the window).
  private static let received = Atomic<Bool>(false)

  /// Taken whatever their action was.
  package static let always = [SIGINT, SIGTERM, SIGQUIT]
  /// Taken when their action is still the default.
  package static let whenDefault = [SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT]

  /// Whether one of the signals has arrived since ``install()``.
  package static var wasReceived: Bool { received.load(ordering: .relaxed) }

  /// Installs the handler and unblocks the signals for this thread (and so for the threads it
  /// starts).
  package static func install() {
    _ = wasReceived  // initialises the flag here, not first inside the handler
    var set = sigset_t()
    sigemptyset(&set)
    for sig in always + whenDefault {
      if !always.contains(sig) {
        var current = sigaction()
        guard sigaction(sig, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }  // nil: SIG_DFL
      }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { _ in TerminationSignals.received.store(true, ordering: .relaxed) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(sig, &action, nil)
      sigaddset(&set, sig)
    }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }
}
