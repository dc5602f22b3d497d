import CFloatingPanel
import CSDL2
import FloatingPanelSDL

// The C API of include/floatingpanel.h: each function checks its arguments, runs the Swift host's
// call and turns a HostError into a negative code and fp_last_error()'s message, never a crash.

/// Runs `body` on `handle`'s host; its ``HostError`` becomes the negative code.
func withHost(_ handle: OpaquePointer?, _ body: (FloatingPanelHost) throws(HostError) -> Int32) -> Int32 {
  do throws(HostError) {
    return try body(try HostTable.shared.host(handle))
  } catch {
    return LastError.record(error)
  }
}

/// A C string argument, or `.nullArgument` naming it.
func string(_ p: UnsafePointer<CChar>?, _ name: String) throws(HostError) -> String {
  guard let p else { throw HostError(.nullArgument, "\(name) is NULL; pass a NUL-terminated UTF-8 string") }
  return String(cString: p)
}

@_cdecl("fp_host_create")
public func fp_host_create(
  _ window: OpaquePointer?, _ renderer: OpaquePointer?, _ config: UnsafePointer<CChar>?, _ report: UnsafeMutablePointer<fp_error>?
) -> OpaquePointer? {
  do throws(HostError) {
    guard let renderer else { throw HostError(.nullArgument, "renderer is NULL; pass the SDL_Renderer to draw into") }
    let host = try FloatingPanelHost(window: window, renderer: renderer, configJSON: config.map { String(cString: $0) })
    LastError.fill(report, nil)
    return HostTable.shared.add(host)
  } catch {
    _ = LastError.record(error)
    LastError.fill(report, error)
    return nil
  }
}

@_cdecl("fp_host_destroy")
public func fp_host_destroy(_ handle: OpaquePointer?) -> Int32 {
  guard handle != nil else { return 0 }
  do throws(HostError) {
    try HostTable.shared.remove(handle)
    return 0
  } catch {
    return LastError.record(error)
  }
}

@_cdecl("fp_host_handle_event")
public func fp_host_handle_event(_ handle: OpaquePointer?, _ event: OpaquePointer?) -> Int32 {
  withHost(handle) { host throws(HostError) in
    guard let event else { throw HostError(.nullArgument, "event is NULL; pass the SDL_Event SDL_PollEvent filled in") }
    return host.handle(UnsafeRawPointer(event).load(as: SDL_Event.self)) ? 1 : 0
  }
}

@_cdecl("fp_host_update")
public func fp_host_update(_ handle: OpaquePointer?, _ seconds: Double) -> Int32 {
  withHost(handle) { host throws(HostError) in
    guard seconds.isFinite else { throw HostError(.badSize, "seconds is \(seconds); pass a finite time, e.g. SDL_GetTicks() / 1000.0") }
    host.update(at: seconds)
    return 0
  }
}

@_cdecl("fp_host_render")
public func fp_host_render(_ handle: OpaquePointer?) -> Int32 {
  withHost(handle) { host throws(HostError) in
    try host.draw()
    return 0
  }
}

@_cdecl("fp_host_needs_frame")
public func fp_host_needs_frame(_ handle: OpaquePointer?) -> Int32 {
  withHost(handle) { host in host.needsFrame ? 1 : 0 }
}

@_cdecl("fp_panel_move_to")
public func fp_panel_move_to(_ handle: OpaquePointer?, _ panel: UnsafePointer<CChar>?, _ state: UnsafePointer<CChar>?, _ animated: Int32) -> Int32 {
  withHost(handle) { host throws(HostError) in
    try host.move(try string(panel, "panel"), to: try string(state, "state"), animated: animated != 0)
    return 0
  }
}

@_cdecl("fp_panel_state")
public func fp_panel_state(_ handle: OpaquePointer?, _ panel: UnsafePointer<CChar>?, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int32 {
  withHost(handle) { host throws(HostError) in
    let state = try host.state(of: try string(panel, "panel"))
    guard let buffer else { throw HostError(.nullArgument, "buffer is NULL; pass a char array and its size") }
    let bytes = Array(state.utf8)
    guard size > bytes.count else {
      throw HostError(.bufferTooSmall, "the state '\(state)' needs \(bytes.count + 1) bytes; the buffer has \(max(0, size))")
    }
    for (i, b) in bytes.enumerated() { buffer[i] = CChar(bitPattern: b) }
    buffer[bytes.count] = 0
    return 0
  }
}

@_cdecl("fp_panel_content_rect")
public func fp_panel_content_rect(_ handle: OpaquePointer?, _ panel: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<fp_rect>?) -> Int32 {
  withHost(handle) { host throws(HostError) in
    let r = try host.contentRect(of: try string(panel, "panel"))
    guard let out else { throw HostError(.nullArgument, "out is NULL; pass an fp_rect to fill") }
    out.pointee = cRect(r)
    return 0
  }
}

@_cdecl("fp_last_error")
public func fp_last_error() -> UnsafePointer<CChar>? { LastError.current }
