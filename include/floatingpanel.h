/*
 * floatingpanel.h — FloatingPanel's panels in any SDL2 program (C API).
 *
 * The playground's scene (the search, detail and modal panels, a config's layouts, behaviours
 * and looks), moved by your program's events and drawn into your program's SDL_Renderer exactly
 * as `playground` moves and draws them. Your program keeps its window, renderer and loop, and
 * draws what is behind and inside the panels. Documentation: docs/sdl-host.md.
 *
 *   fp_error err;
 *   fp_host *host = fp_host_create(window, renderer, config_json, &err);
 *   if (!host) { fprintf(stderr, "%s\n", err.message); return 1; }
 *   for (;;) {
 *     SDL_Event e;
 *     while (SDL_PollEvent(&e)) if (fp_host_handle_event(host, &e) == 0) my_handle(&e);
 *     fp_host_update(host, SDL_GetTicks() / 1000.0);
 *     my_draw_map(renderer);
 *     fp_host_render(host);
 *     SDL_RenderPresent(renderer);
 *     if (!fp_host_needs_frame(host)) SDL_WaitEvent(NULL);   // idle: sleep until input
 *   }
 *   fp_host_destroy(host);
 *
 * Build: cc main.c $(pkg-config --cflags --libs floatingpanel sdl2)   (make c-api writes the .pc)
 *
 * Errors. Every function checks its arguments: a null pointer, a host that was destroyed or never
 * made, bad JSON, an unknown panel or state give a negative FP_ERROR_* code and a one-line
 * message (fp_last_error(), and the fp_error of fp_host_create), never a crash.
 *
 * Ownership. The window and renderer stay yours: the host never destroys them, and they must
 * outlive it (it makes textures on the renderer; destroy the host first). A host is yours from
 * fp_host_create until fp_host_destroy; after that its handle is dead: every call with it returns
 * FP_ERROR_DESTROYED_HOST (handles are never reused). Strings you pass are read during the call
 * only. Strings the library passes to your callbacks are valid during the callback only.
 * fp_last_error()'s string is the library's, valid until the next failing call on that thread.
 *
 * Threading. SDL is not thread-safe: use a host only on the thread that created it (the thread
 * of its renderer); a call from another thread returns FP_ERROR_WRONG_THREAD and does nothing.
 * Different hosts may live on different threads. Callbacks run on the calling thread, inside
 * fp_host_handle_event, fp_host_update, fp_panel_move_to (events) and fp_host_render (content);
 * they must not destroy the host (they may ask it, e.g. fp_panel_list).
 */
#ifndef FLOATINGPANEL_H
#define FLOATINGPANEL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* SDL's types, as SDL.h declares them (no need to include SDL here). */
struct SDL_Window;
struct SDL_Renderer;
union SDL_Event;

/* An opaque handle to a host. */
typedef struct fp_host fp_host;

/* Results: FP_OK or a negative error code. */
enum {
  FP_OK = 0,
  FP_ERROR_NULL_ARGUMENT = -1,  /* a required pointer or string was NULL */
  FP_ERROR_BAD_CONFIG = -2,     /* the config is not valid JSON or not a valid config */
  FP_ERROR_UNKNOWN_PANEL = -3,  /* no panel has that name (search, detail, modal) */
  FP_ERROR_UNKNOWN_STATE = -4,  /* the panel has no such state */
  FP_ERROR_DESTROYED_HOST = -5, /* the host was destroyed */
  FP_ERROR_INVALID_HOST = -6,   /* the handle was never made by fp_host_create */
  FP_ERROR_DRAWING = -7,        /* SDL or the fonts failed */
  FP_ERROR_BAD_SCRIPT = -8,     /* a replay script cannot be read or run */
  FP_ERROR_BUFFER_TOO_SMALL = -9,
  FP_ERROR_BAD_SIZE = -10,      /* the output cannot hold the panels (at least 240x240 points) */
  FP_ERROR_WRONG_THREAD = -11,  /* the host belongs to another thread */
  FP_ERROR_BAD_VALUE = -12,     /* a number out of range (a list height negative, NaN or over 1e7) */
  FP_ERROR_NO_LIST = -13        /* the panel tracks no list (fp_panel_track_list it first) */
};

/* An error: its code (FP_ERROR_*) and a one-line message (NUL-terminated, cut to fit). */
typedef struct fp_error {
  int code;
  char message[256];
} fp_error;

/* A rectangle in the renderer's output pixels. */
typedef struct fp_rect {
  int x, y, w, h;
} fp_rect;

/* A panel's list (fp_panel_track_list): the thing `y` points from the start of the list's
 * content is drawn at pixel row  viewport.y + (int)lround((y - offset) * scale),  cut to `clip`. */
typedef struct fp_list {
  fp_rect viewport;      /* the list's viewport, pixels: from 64 pt below the panel's moving edge
                            (grabber and header), as long as the panel shows at its most expanded state */
  fp_rect clip;          /* the part of the viewport on the panel and on screen, pixels (w, h 0: none) */
  double offset;         /* how far the list is scrolled, points (0: its start) */
  double content_height; /* the list's length you reported, points */
  double scale;          /* pixels per point */
  fp_rect indicator;     /* the scroll indicator to draw while it shows (w 0: hidden), pixels */
} fp_list;

/* A panel callback, in upstream FloatingPanel's order: the panel's name, the callback as
 * `playground replay` prints it ("willBeginDragging", "didChangeState:full", "didMove", ...) and
 * the panel's state then. */
typedef void (*fp_event_callback)(void *user, const char *panel, const char *event, const char *state);

/* Draw a panel's content: its content rectangle and the visible part of it (pixels). The
 * renderer's clip is set to *clip; the rest of the renderer's state is put back after. */
typedef void (*fp_content_callback)(void *user, const char *panel, const fp_rect *content, const fp_rect *clip);

/* One line of a replay's output (no newline). */
typedef void (*fp_line_callback)(void *user, const char *line);

/* Makes a host drawing into `renderer`. `window` may be NULL (a renderer on an SDL_Surface: the
 * panels fill its output at one pixel per point); with a window, its size is the panels' size in
 * points and the renderer's output over it the pixel density (HiDPI). `config_json`: the
 * playground's config format (docs/formats.md), or NULL/"" for the playground's own panels.
 * Returns NULL on error, with `error` (may be NULL) filled in. */
fp_host *fp_host_create(struct SDL_Window *window, struct SDL_Renderer *renderer, const char *config_json, fp_error *error);

/* Destroys the host (NULL is ignored). The window and renderer are untouched. */
int fp_host_destroy(fp_host *host);

/* Offers an event: 1 if the host took it (a press on a panel, its drag and release, a wheel over
 * a panel), 0 if it is the program's, or a negative error. */
int fp_host_handle_event(fp_host *host, const union SDL_Event *event);

/* Advances the panels to `seconds` (any steady clock, e.g. SDL_GetTicks() / 1000.0). Once per frame. */
int fp_host_update(fp_host *host, double seconds);

/* Draws the panels into the renderer's current target, over what the program drew. The
 * renderer's draw colour, blend mode, clip, viewport, scale and target are unchanged after. */
int fp_host_render(fp_host *host);

/* 1 if something moves or changed (draw a frame), 0 if idle (the program may sleep), or an error. */
int fp_host_needs_frame(fp_host *host);

/* Moves `panel` ("search", "detail", "modal") to `state` ("full", "half", "tip", "hidden" or a
 * config's state), animated with its spring if `animated` is non-zero. */
int fp_panel_move_to(fp_host *host, const char *panel, const char *state, int animated);

/* Copies the panel's state into `buffer` (`size` bytes, NUL-terminated). */
int fp_panel_state(fp_host *host, const char *panel, char *buffer, size_t size);

/* The panel's content rectangle, pixels. */
int fp_panel_content_rect(fp_host *host, const char *panel, fp_rect *out);

/* Tells the host that `panel`'s content is a list `content_height` points long, which you draw
 * scrolled by fp_panel_list's offset (upstream FloatingPanel's track(scrollView:)). Any panel may
 * track one ("search", "detail", "modal"), several at once, each with its own offset: a drag or a
 * wheel turn scrolls only the list of the panel under it. The host owns the drags and wheel turns
 * on it as the playground's search list: at the panel's most expanded state a drag scrolls the
 * list, and with the list at its start a drag down moves the panel; a flick glides; in other
 * states drags move the panel and the list eases back to its start. A list shorter than its
 * viewport does not scroll, and a list stops at its ends (no rubber band, as the playground's).
 * Again with another height: the offset is kept (clamped). An unknown panel is
 * FP_ERROR_UNKNOWN_PANEL; a height that is negative, NaN, infinite or over 1e7 is
 * FP_ERROR_BAD_VALUE. */
int fp_panel_track_list(fp_host *host, const char *panel, double content_height);

/* Stops tracking `panel`'s list and forgets its offset: every drag on the panel moves it again
 * (FP_OK for a panel that tracks none; FP_ERROR_UNKNOWN_PANEL for an unknown one). */
int fp_panel_untrack_list(fp_host *host, const char *panel);

/* The panel's list now (viewport, clip, offset, scale); FP_ERROR_NO_LIST when it tracks none.
 * May be called from the content callback. */
int fp_panel_list(fp_host *host, const char *panel, fp_list *out);

/* How far the panel's list is scrolled, points (0: its start); FP_ERROR_NO_LIST when it tracks none. */
int fp_panel_scroll_offset(fp_host *host, const char *panel, double *offset);

/* Sets (or, with NULL, clears) the panel-event callback and its user pointer. */
int fp_host_set_event_callback(fp_host *host, fp_event_callback callback, void *user);

/* Sets (or, with NULL, clears) the content callback: without one the panels are drawn empty. */
int fp_host_set_content_callback(fp_host *host, fp_content_callback callback, void *user);

/* Runs a replay script (the format of `playground replay`) and hands each output line to
 * `line`: the lines `playground replay SCRIPT` prints. */
int fp_replay(const char *script_path, fp_line_callback line, void *user, fp_error *error);

/* The message of the last failed call on this thread ("" if none). */
const char *fp_last_error(void);

#ifdef __cplusplus
}
#endif

#endif /* FLOATINGPANEL_H */
