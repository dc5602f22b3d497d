#if canImport(Glibc)
import Glibc
#endif

/// Every message a command writes to standard error goes through here. A standard error that
/// cannot take it — closed by the parent (`playground replay bad.json 2>&-`, which
/// ``StandardStreams`` reopens read-only, so writes fail with `EBADF`), a pipe nobody reads any
/// more (`EPIPE`; SIGPIPE is ignored in `main`), a full disk — costs the message, never the
/// command: the exit status still says what happened. (Foundation's
/// `FileHandle.standardError.write` traps on any of these.)
///
/// ```swift
/// StandardError.write("playground replay: bad.json: not valid JSON at line 1, column 2: …\n")
/// ```
enum StandardError {
  /// Writes all of `text` to descriptor 2, retrying after a signal or a partial write; gives up
  /// quietly when standard error refuses it.
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var done = 0
      while done < bytes.count, let base = bytes.baseAddress {
        let n = Glibc.write(2, base + done, bytes.count - done)
        if n > 0 {
          done += n
        } else if n < 0 && errno == EINTR {
          continue
        } else {
          return  // EBADF, EPIPE, ENOSPC, EAGAIN…: the message is lost, the command goes on
        }
      }
    }
  }
}
