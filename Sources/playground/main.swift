#if canImport(Glibc)
import Glibc
#endif

// A reader that went away is a failed write (EPIPE, one line, status 1 through StandardOutput),
// not a death by SIGPIPE with nothing said.
signal(SIGPIPE, SIG_IGN)
StandardStreams.reopenClosed()
PlaygroundCommand.runAsMain()
