// swift-host: FloatingPanel's panels in a Swift SDL2 program (docs/sdl-host.md).
//
//   swift-host [--config FILE] [--size WxH]      a window: drag and flick the panels, 1-4 move the
//                                                 search panel, M the modal, Q quits
//   swift-host --screenshot OUT.png [--config FILE] [--state S] [--size WxH]
//                                                 one settled frame, headless, panels empty
//   swift-host --replay SCRIPT.json               prints what `playground replay SCRIPT` prints
import FloatingPanelSDL
import Foundation

struct Options {
  var config: String?, state: String?, screenshot: String?, replay: String?
  var width: Int32 = 390, height: Int32 = 844
  var quitAfter = 0.0
}

func fail(_ message: String, status: Int32 = 2) -> Never {
  FileHandle.standardError.write(Data("swift-host: \(message)\n".utf8))
  exit(status)
}

func parse(_ args: [String]) -> Options {
  var o = Options()
  var i = 1
  while i < args.count {
    guard i + 1 < args.count else { fail("\(args[i]) needs a value") }
    let (name, value) = (args[i], args[i + 1])
    i += 2
    switch name {
    case "--config": o.config = value
    case "--state": o.state = value
    case "--screenshot": o.screenshot = value
    case "--replay": o.replay = value
    case "--quit-after": o.quitAfter = Double(value) ?? 0
    case "--size":
      let parts = value.split(separator: "x").compactMap { Int32($0) }
      guard parts.count == 2, (1...8192).contains(parts[0]), (1...8192).contains(parts[1]) else {
        fail("--size must be WIDTHxHEIGHT, 1 to 8192 each, e.g. 390x844")
      }
      (o.width, o.height) = (parts[0], parts[1])
    default: fail("unknown option \(name)")
    }
  }
  return o
}

func configText(_ o: Options) -> String? {
  guard let path = o.config else { return nil }
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("\(path): cannot be read") }
  return text
}

/// One settled frame on a software renderer over a surface (no display), panels empty.
func screenshot(_ o: Options, to out: String) throws(HostError) {
  guard let surface = SDL_CreateRGBSurfaceWithFormat(0, o.width, o.height, 32, SDL_PIXELFORMAT_XRGB8888.rawValue),
    let renderer = SDL_CreateSoftwareRenderer(surface)
  else { fail(String(cString: SDL_GetError()), status: 1) }
  defer {
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
  }
  let host = try FloatingPanelHost(window: nil, renderer: renderer, configJSON: configText(o))
  if let state = o.state { try host.move("search", to: state, animated: true) }
  var t = 0.0
  for _ in 0..<3600 where host.needsFrame {
    host.update(at: t)
    try host.draw()
    t += 1.0 / 60
  }
  SDL_SetRenderDrawColor(renderer, 0xE5, 0xE9, 0xF0, 255)
  SDL_RenderClear(renderer)
  try host.draw()
  SDL_RenderFlush(renderer)
  guard IMG_SavePNG(surface, out) == 0 else { fail("\(out): \(String(cString: SDL_GetError()))", status: 1) }
  print(out)
}

/// The window: a plain map, the panels, keys 1-4 and M; sleeps while nothing moves.
func runWindow(_ o: Options) throws(HostError) {
  guard SDL_Init(SDL_INIT_VIDEO) == 0 else { fail("no display: \(String(cString: SDL_GetError()))", status: 1) }
  defer { SDL_Quit() }
  let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
  guard let window = SDL_CreateWindow("swift-host", 0, 0, o.width, o.height, flags),
    let renderer = SDL_CreateRenderer(window, -1, 0)
  else { fail(String(cString: SDL_GetError()), status: 1) }
  defer {
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }
  // The host goes at the end of this scope, before the renderer it drew with.
  try loop(try FloatingPanelHost(window: window, renderer: renderer, configJSON: configText(o)), renderer: renderer, o)
}

/// Events, update, draw, present; waits for input while nothing moves.
func loop(_ panels: FloatingPanelHost, renderer: OpaquePointer, _ o: Options) throws(HostError) {
  panels.onEvent = { e in if e.name == "didChangeState" { print("\(e.panel): \(e.event)") } }
  let rows = 40, rowHeight = 56.0
  try panels.trackList(of: "search", contentHeight: Double(rows) * rowHeight + 8)  // the host scrolls it
  panels.drawContent = { content in
    guard let list = content.list else { return }  // the search panel: a field, then the list
    let s = list.scale, x = Int32(content.rect.x + 16), w = Int32(content.rect.width - 32)
    func px(_ points: Double) -> Int32 { Int32((points * s).rounded()) }
    var field = SDL_Rect(x: x, y: Int32(list.viewport.y) - px(48), w: w, h: px(36))
    SDL_SetRenderDrawColor(renderer, 0xEE, 0xEE, 0xF0, 255)
    SDL_RenderFillRect(renderer, &field)
    var clip = SDL_Rect(x: Int32(list.clip.x), y: Int32(list.clip.y), w: Int32(list.clip.width), h: Int32(list.clip.height))
    SDL_RenderSetClipRect(renderer, &clip)  // the rows scroll under the field: cut them to the list
    for i in 0..<rows {
      let top = Int32(list.pixelY(Double(i) * rowHeight))  // the row's top, scrolled
      guard top < clip.y + clip.h, top + px(rowHeight) > clip.y else { continue }
      var icon = SDL_Rect(x: x, y: top + px(12), w: px(32), h: px(32))
      SDL_SetRenderDrawColor(renderer, UInt8(60 + 4 * i), 0x80, 0xD0, 255)
      SDL_RenderFillRect(renderer, &icon)
      var title = SDL_Rect(x: x + px(44), y: top + px(14), w: w / 2, h: px(12))
      SDL_SetRenderDrawColor(renderer, 0x30, 0x30, 0x34, 255)
      SDL_RenderFillRect(renderer, &title)
    }
    if let bar = list.indicator {  // while the list scrolls, as the playground's
      var r = SDL_Rect(x: Int32(bar.x), y: Int32(bar.y), w: Int32(bar.width), h: Int32(bar.height))
      SDL_SetRenderDrawColor(renderer, 0x8E, 0x8E, 0x93, 255)
      SDL_RenderFillRect(renderer, &r)
    }
  }
  let states = ["full", "half", "tip", "hidden"]
  let start = SDL_GetTicks()
  var running = true, redraw = true, modal = false
  var event = SDL_Event()
  while running {
    var have = redraw || panels.needsFrame ? SDL_PollEvent(&event) : SDL_WaitEventTimeout(&event, 250)
    while have != 0 {
      redraw = true
      if !panels.handle(event) {
        if event.type == SDL_QUIT.rawValue { running = false }
        if event.type == SDL_KEYDOWN.rawValue {
          let key = Int(event.key.keysym.sym)
          if key == Int(SDLK_q.rawValue) || key == Int(SDLK_ESCAPE.rawValue) { running = false }
          if (Int(SDLK_1.rawValue)...Int(SDLK_4.rawValue)).contains(key) {
            try panels.move("search", to: states[key - Int(SDLK_1.rawValue)], animated: true)
          }
          if key == Int(SDLK_m.rawValue) {
            modal.toggle()
            try panels.move("modal", to: modal ? "half" : "hidden", animated: true)
          }
        }
      }
      have = SDL_PollEvent(&event)
    }
    if o.quitAfter > 0, Double(SDL_GetTicks() - start) / 1000 >= o.quitAfter { running = false }
    guard running, redraw || panels.needsFrame else { continue }
    panels.update(at: Double(SDL_GetTicks()) / 1000)
    SDL_SetRenderDrawColor(renderer, 0xE8, 0xEC, 0xE0, 255)
    SDL_RenderClear(renderer)
    try panels.draw()
    SDL_RenderPresent(renderer)
    redraw = false
  }
  print("search: \(try panels.state(of: "search"))")
  if let list = try panels.list(of: "search") { print("search list: scrolled \(Int(list.offset.rounded())) pt") }
}

let options = parse(CommandLine.arguments)
do {
  if let script = options.replay {
    try HostReplay.run(path: script) { print($0) }
  } else if let out = options.screenshot {
    try screenshot(options, to: out)
  } else {
    try runWindow(options)
  }
} catch {
  fail(error.message)
}
