import CFloatingPanel
import FloatingPanelSDL

// The tracked list of include/floatingpanel.h: fp_panel_track_list, fp_panel_untrack_list,
// fp_panel_list, fp_panel_scroll_offset.

@_cdecl("fp_panel_track_list")
public func fp_panel_track_list(_ handle: OpaquePointer?, _ panel: UnsafePointer<CChar>?, _ contentHeight: Double) -> Int32 {
  withHost(handle) { host throws(HostError) in
    try host.trackList(of: try string(panel, "panel"), contentHeight: contentHeight)
    return 0
  }
}

@_cdecl("fp_panel_untrack_list")
public func fp_panel_untrack_list(_ handle: OpaquePointer?, _ panel: UnsafePointer<CChar>?) -> Int32 {
  withHost(handle) { host throws(HostError) in
    try host.untrackList(of: try string(panel, "panel"))
    return 0
  }
}

@_cdecl("fp_panel_list")
public func fp_panel_list(_ handle: OpaquePointer?, _ panel: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<fp_list>?) -> Int32 {
  withHost(handle) { host throws(HostError) in
    let list = try trackedList(host, try string(panel, "panel"))
    guard let out else { throw HostError(.nullArgument, "out is NULL; pass an fp_list to fill") }
    out.pointee = fp_list(
      viewport: cRect(list.viewport), clip: cRect(list.clip), offset: list.offset, content_height: list.contentHeight, scale: list.scale,
      indicator: list.indicator.map(cRect) ?? fp_rect(x: 0, y: 0, w: 0, h: 0))
    return 0
  }
}

@_cdecl("fp_panel_scroll_offset")
public func fp_panel_scroll_offset(_ handle: OpaquePointer?, _ panel: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<Double>?) -> Int32 {
  withHost(handle) { host throws(HostError) in
    let list = try trackedList(host, try string(panel, "panel"))
    guard let out else { throw HostError(.nullArgument, "offset is NULL; pass a double to fill") }
    out.pointee = list.offset
    return 0
  }
}

/// The list `panel` tracks, or `.noList` saying how to get one.
private func trackedList(_ host: FloatingPanelHost, _ panel: String) throws(HostError) -> HostList {
  guard let list = try host.list(of: panel) else {
    throw HostError(.noList, "the \(panel) panel tracks no list; call fp_panel_track_list(host, \"\(panel)\", height) first")
  }
  return list
}
