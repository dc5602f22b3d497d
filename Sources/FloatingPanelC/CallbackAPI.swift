import CFloatingPanel
import FloatingPanelSDL

// The callbacks of include/floatingpanel.h and the replay.

/// A user pointer carried into a Swift closure (C's `void *user`, never dereferenced here).
struct UserPointer: @unchecked Sendable {
  let raw: UnsafeMutableRawPointer?
}

@_cdecl("fp_host_set_event_callback")
public func fp_host_set_event_callback(_ handle: OpaquePointer?, _ callback: fp_event_callback?, _ user: UnsafeMutableRawPointer?) -> Int32 {
  withHost(handle) { host in
    guard let callback else {
      host.onEvent = nil
      return 0
    }
    let user = UserPointer(raw: user)
    host.onEvent = { e in
      e.panel.withCString { panel in
        e.event.withCString { event in e.state.withCString { state in callback(user.raw, panel, event, state) } }
      }
    }
    return 0
  }
}

@_cdecl("fp_host_set_content_callback")
public func fp_host_set_content_callback(_ handle: OpaquePointer?, _ callback: fp_content_callback?, _ user: UnsafeMutableRawPointer?) -> Int32 {
  withHost(handle) { host in
    guard let callback else {
      host.drawContent = nil
      return 0
    }
    let user = UserPointer(raw: user)
    host.drawContent = { c in
      var rect = cRect(c.rect), clip = cRect(c.clip)
      c.panel.withCString { panel in callback(user.raw, panel, &rect, &clip) }
    }
    return 0
  }
}

func cRect(_ r: HostRect) -> fp_rect {
  fp_rect(x: Int32(clamping: r.x), y: Int32(clamping: r.y), w: Int32(clamping: r.width), h: Int32(clamping: r.height))
}

@_cdecl("fp_replay")
public func fp_replay(
  _ path: UnsafePointer<CChar>?, _ line: fp_line_callback?, _ user: UnsafeMutableRawPointer?, _ report: UnsafeMutablePointer<fp_error>?
) -> Int32 {
  do throws(HostError) {
    let file = try string(path, "script_path")
    guard let line else { throw HostError(.nullArgument, "line is NULL; pass a function that prints or keeps each line") }
    try HostReplay.run(path: file) { text in text.withCString { line(user, $0) } }
    LastError.fill(report, nil)
    return 0
  } catch {
    LastError.fill(report, error)
    return LastError.record(error)
  }
}
