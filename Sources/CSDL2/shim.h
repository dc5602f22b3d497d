#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#define SDL_MAIN_HANDLED 1
/* Without the headers, one line that says what to install (not clang's bare "file not found"). */
#if defined(__has_include) && !(__has_include(<SDL2/SDL.h>) && __has_include(<SDL2/SDL_ttf.h>) && __has_include(<SDL2/SDL_image.h>))
#error "SDL2 headers not found: install the Debian packages libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev (sudo apt-get install libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev)"
#else
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/* Helpers for the function-like macros and macro constants Swift cannot import.
   Each one is a static inline function so it costs nothing at run time. */

/** The bit of `SDL_GetMouseState`'s mask for `button` (SDL_BUTTON). */
static inline Uint32 CSDL2_ButtonMask(int button) { return SDL_BUTTON(button); }

/** SDL_TOUCH_MOUSEID: the `which` of mouse events SDL synthesises from touches. */
static inline Uint32 CSDL2_TouchMouseID(void) { return SDL_TOUCH_MOUSEID; }

/** SDL_MOUSE_TOUCHID: the `touchId` of finger events SDL synthesises from the mouse. */
static inline Sint64 CSDL2_MouseTouchID(void) { return SDL_MOUSE_TOUCHID; }

/** SDL_WINDOWPOS_CENTERED as a window coordinate. */
static inline int CSDL2_WindowPosCentered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/** TTF_HINTING_* values (plain #defines; wrapped so their type is a C int). */
static inline int CSDL2_TTFHintingNormal(void) { return TTF_HINTING_NORMAL; }
static inline int CSDL2_TTFHintingLight(void) { return TTF_HINTING_LIGHT; }
static inline int CSDL2_TTFHintingMono(void) { return TTF_HINTING_MONO; }
static inline int CSDL2_TTFHintingNone(void) { return TTF_HINTING_NONE; }

/** Stores and reads an opaque pointer in an SDL_RWops created by SDL_AllocRW, so that
    callbacks written in Swift can find their context without captures. */
static inline void CSDL2_RWSetUserData(SDL_RWops *rw, void *data) { rw->hidden.unknown.data1 = data; }
static inline void *CSDL2_RWGetUserData(SDL_RWops *rw) { return rw->hidden.unknown.data1; }

#endif /* the SDL2 headers */

#endif
