/// SDL2's C API (SDL, SDL_ttf, SDL_image), re-exported: a Swift program that imports
/// FloatingPanelSDL makes its window, renderer and events with the same SDL types the host takes.
@_exported import CSDL2
