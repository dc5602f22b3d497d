/*
 * c-host: FloatingPanel's panels in a plain C SDL2 program (docs/sdl-host.md).
 *
 *   c-host [--config FILE] [--size WxH]          a window: a map, a search panel with a list, a
 *                                                 modal with a list of its own (M); drag and flick
 *                                                 the panels and scroll the lists, keys 1-4 move
 *                                                 the search panel (full, half, tip, hidden), Q quits
 *   c-host --screenshot OUT.png [--config FILE] [--state S] [--size WxH]
 *                                                 one settled frame, headless, panels empty, on
 *                                                 the plain background #E5E9F0
 *   c-host --replay SCRIPT.json                   prints what `playground replay SCRIPT` prints
 *
 * Window options for checks: --quit-after SECONDS, --drag (a scripted drag of the search panel
 * at start), --scroll (the search panel at full and a drag 200 px up its list, held: the list
 * scrolls), --scroll-modal (the modal shown and a drag 150 px up its list, held: only the modal's
 * list scrolls), --idle-check SECONDS (prints the frames drawn and the CPU used while idle). At the
 * end the window prints the search panel's state and how far each list is scrolled.
 */
#include <floatingpanel.h>
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

typedef struct options {
  const char *config, *state, *screenshot, *replay;
  int width, height, drag, scroll, scroll_modal;
  double quit_after, idle_check;
} options;

static int usage(const char *problem) {
  fprintf(stderr, "c-host: %s\nusage: c-host [--screenshot OUT.png | --replay SCRIPT] [--config FILE] [--state S] [--size WxH]\n", problem);
  return 2;
}

/* Reads a whole file into a NUL-terminated string (NULL and a message on failure). */
static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { fprintf(stderr, "c-host: %s: cannot be read\n", path); return NULL; }
  size_t cap = 4096, len = 0;
  char *text = malloc(cap);
  size_t n;
  while (text && (n = fread(text + len, 1, cap - len - 1, f)) > 0) {
    len += n;
    if (cap - len - 1 == 0) { char *bigger = realloc(text, cap *= 2); if (!bigger) { free(text); text = NULL; } else text = bigger; }
  }
  fclose(f);
  if (text) text[len] = 0;
  return text;
}

/* Makes a host from --config (or the playground's own panels); NULL after printing why. */
static fp_host *make_host(SDL_Window *window, SDL_Renderer *renderer, const options *o) {
  char *json = o->config ? read_file(o->config) : NULL;
  if (o->config && !json) return NULL;
  fp_error err;
  fp_host *host = fp_host_create(window, renderer, json, &err);
  free(json);
  if (!host) fprintf(stderr, "c-host: %s: %s\n", o->config ? o->config : "host", err.message);
  return host;
}

static void print_line(void *user, const char *line) { fprintf((FILE *)user, "%s\n", line); }

static int replay(const char *path) {
  fp_error err;
  if (fp_replay(path, print_line, stdout, &err) != FP_OK) { fprintf(stderr, "c-host: %s\n", err.message); return 2; }
  return fflush(stdout) == 0 ? 0 : 1;
}

/* One settled frame on a software renderer over a surface (no display), panels empty. */
static int screenshot(const options *o) {
  SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, o->width, o->height, 32, SDL_PIXELFORMAT_XRGB8888);
  SDL_Renderer *renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
  if (!renderer) { fprintf(stderr, "c-host: %s\n", SDL_GetError()); if (surface) SDL_FreeSurface(surface); return 1; }
  int status = 1;
  fp_host *host = make_host(NULL, renderer, o);
  if (!host) { status = 2; goto done; }
  if (o->state && fp_panel_move_to(host, "search", o->state, 1) != FP_OK) {
    fprintf(stderr, "c-host: --state: %s\n", fp_last_error());
    status = 2;
    goto done;
  }
  double t = 0;
  for (int frame = 0; frame < 3600 && fp_host_needs_frame(host) == 1; frame++, t += 1.0 / 60) {
    fp_host_update(host, t);
    fp_host_render(host);
  }
  SDL_SetRenderDrawColor(renderer, 0xE5, 0xE9, 0xF0, 255);
  SDL_RenderClear(renderer);
  if (fp_host_render(host) != FP_OK) { fprintf(stderr, "c-host: %s\n", fp_last_error()); goto done; }
  SDL_RenderFlush(renderer);
  if (IMG_SavePNG(surface, o->screenshot) != 0) { fprintf(stderr, "c-host: %s: %s\n", o->screenshot, IMG_GetError()); goto done; }
  printf("%s\n", o->screenshot);
  status = 0;
done:
  fp_host_destroy(host);
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
  return status;
}

/* --- The window: a map-like background, the search panel's list, the modal's list. --- */

/* The search panel's list: ROWS rows of ROW_HEIGHT points, which the host scrolls. */
#define ROWS 40
#define ROW_HEIGHT 56.0
/* The modal's list, scrolled apart from the search panel's: MODAL_ROWS buttons, MODAL_ROW_HEIGHT points each. */
#define MODAL_ROWS 12
#define MODAL_ROW_HEIGHT 44.0

/* What the content callback needs: the renderer to draw with and the host to ask. */
typedef struct app {
  SDL_Renderer *renderer;
  fp_host *host;
} app;

/* Points to pixels, rounded half away from zero (as the host rounds). */
static int px(double points, double scale) {
  double v = points * scale;
  return (int)(v < 0 ? v - 0.5 : v + 0.5);
}

static void fill(SDL_Renderer *r, int x, int y, int w, int h, Uint8 red, Uint8 green, Uint8 blue) {
  SDL_Rect rect = {x, y, w, h};
  SDL_SetRenderDrawColor(r, red, green, blue, 255);
  SDL_RenderFillRect(r, &rect);
}

static void draw_map(SDL_Renderer *r) {
  int w, h;
  SDL_GetRendererOutputSize(r, &w, &h);
  SDL_SetRenderDrawColor(r, 0xE8, 0xEC, 0xE0, 255);
  SDL_RenderClear(r);
  for (int x = 40; x < w; x += 160) fill(r, x, 0, 14, h, 0xFF, 0xFF, 0xFF);
  for (int y = 70; y < h; y += 130) fill(r, 0, y, w, 10, 0xFF, 0xFF, 0xFF);
  fill(r, w / 3, h / 5, w / 4, h / 6, 0xC8, 0xE6, 0xC0);   /* a park */
  fill(r, w / 8, h / 2, w / 5, h / 10, 0xAA, 0xD3, 0xF0);  /* a lake */
}

static void draw_content(void *user, const char *panel, const fp_rect *content, const fp_rect *clip) {
  const app *a = user;
  SDL_Renderer *r = a->renderer;
  (void)clip;  /* the renderer's clip is already set to it */
  int x = content->x + 16, w = content->w - 32;
  fp_list list;
  if (strcmp(panel, "search") == 0 && fp_panel_list(a->host, "search", &list) == FP_OK) {
    double s = list.scale;
    fill(r, x, list.viewport.y - px(48, s), w, px(36, s), 0xEE, 0xEE, 0xF0);  /* the search field, above the list */
    SDL_Rect rows = {list.clip.x, list.clip.y, list.clip.w, list.clip.h};
    SDL_RenderSetClipRect(r, &rows);  /* the rows scroll under the field: cut them to the list */
    for (int i = 0; i < ROWS; i++) {
      int y = list.viewport.y + px(i * ROW_HEIGHT - list.offset, s);  /* the row's top, scrolled */
      if (y >= rows.y + rows.h || y + px(ROW_HEIGHT, s) <= rows.y) continue;
      fill(r, x, y + px(12, s), px(32, s), px(32, s), (Uint8)(60 + 4 * i), 0x80, 0xD0);
      fill(r, x + px(44, s), y + px(14, s), w / 2, px(12, s), 0x30, 0x30, 0x34);
      fill(r, x + px(44, s), y + px(34, s), w / 3, px(8, s), 0x9A, 0x9A, 0xA0);
    }
    if (list.indicator.w > 0) fill(r, list.indicator.x, list.indicator.y, list.indicator.w, list.indicator.h, 0x8E, 0x8E, 0x93);
  } else if (strcmp(panel, "modal") == 0 && fp_panel_list(a->host, "modal", &list) == FP_OK) {
    double s = list.scale;
    fill(r, x, list.viewport.y - px(40, s), w * 2 / 3, px(18, s), 0x30, 0x30, 0x34);  /* a title, above its list */
    SDL_Rect rows = {list.clip.x, list.clip.y, list.clip.w, list.clip.h};
    SDL_RenderSetClipRect(r, &rows);
    for (int i = 0; i < MODAL_ROWS; i++) {
      int y = list.viewport.y + px(i * MODAL_ROW_HEIGHT - list.offset, s);  /* its own offset */
      if (y >= rows.y + rows.h || y + px(MODAL_ROW_HEIGHT, s) <= rows.y) continue;
      fill(r, x, y + px(4, s), w, px(36, s), 0x0A, (Uint8)(0x84 - 6 * i), 0xFF);  /* a button */
    }
    if (list.indicator.w > 0) fill(r, list.indicator.x, list.indicator.y, list.indicator.w, list.indicator.h, 0x8E, 0x8E, 0x93);
  }
}

static void on_event(void *user, const char *panel, const char *event, const char *state) {
  (void)user;
  if (strncmp(event, "didChangeState", 14) == 0) printf("%s: %s (%s)\n", panel, event, state);
}

static double cpu_seconds(void) {
  struct rusage u;
  getrusage(RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

static double now_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

/* A drag of the search panel's grabber up by a third of the window, as mouse events. */
static void push_drag(int w, int h) {
  int x = w / 2, y0 = h / 2 + 8;
  SDL_Event e;
  memset(&e, 0, sizeof e);
  e.type = SDL_MOUSEBUTTONDOWN; e.button.button = SDL_BUTTON_LEFT; e.button.x = x; e.button.y = y0; e.button.state = SDL_PRESSED;
  SDL_PushEvent(&e);
  for (int i = 1; i <= 8; i++) {
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION; e.motion.state = SDL_BUTTON_LMASK; e.motion.x = x; e.motion.y = y0 - i * h / 24;
    SDL_PushEvent(&e);
  }
  memset(&e, 0, sizeof e);
  e.type = SDL_MOUSEBUTTONUP; e.button.button = SDL_BUTTON_LEFT; e.button.x = x; e.button.y = y0 - h / 3;
  SDL_PushEvent(&e);
}

/* A drag `dy` px up from (x, y0) in 10 moves, held: a list under it at its panel's most expanded
 * state scrolls by `dy` points. */
static void push_scroll(int x, int y0, int dy) {
  SDL_Event e;
  memset(&e, 0, sizeof e);
  e.type = SDL_MOUSEBUTTONDOWN; e.button.button = SDL_BUTTON_LEFT; e.button.x = x; e.button.y = y0; e.button.state = SDL_PRESSED;
  SDL_PushEvent(&e);
  for (int i = 1; i <= 10; i++) {
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION; e.motion.state = SDL_BUTTON_LMASK; e.motion.x = x; e.motion.y = y0 - i * dy / 10;
    SDL_PushEvent(&e);
  }
}

/* --idle-check: from the first second the panels rest, the frames drawn and the CPU used. */
typedef struct idle_check {
  double seconds, from, cpu;
  int frames;
} idle_check;

/* True when the check has run its time (it starts once nothing moves after the first second). */
static int idle_check_done(idle_check *c, fp_host *host, double t) {
  if (c->seconds <= 0) return 0;
  if (c->from < 0 && t > 1 && fp_host_needs_frame(host) == 0) { c->from = now_seconds(); c->cpu = cpu_seconds(); c->frames = 0; }
  return c->from >= 0 && now_seconds() - c->from >= c->seconds;
}

static int run_window(const options *o) {
  if (SDL_Init(SDL_INIT_VIDEO) != 0) { fprintf(stderr, "c-host: no display: %s\n", SDL_GetError()); return 1; }
  SDL_Window *window = SDL_CreateWindow("c-host", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, o->width, o->height,
                                        SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, 0) : NULL;
  if (!renderer) { fprintf(stderr, "c-host: %s\n", SDL_GetError()); SDL_Quit(); return 1; }
  fp_host *host = make_host(window, renderer, o);
  if (!host) { SDL_DestroyRenderer(renderer); SDL_DestroyWindow(window); SDL_Quit(); return 2; }
  app a = {renderer, host};
  fp_host_set_content_callback(host, draw_content, &a);
  fp_host_set_event_callback(host, on_event, NULL);
  fp_panel_track_list(host, "search", ROWS * ROW_HEIGHT + 8);  /* its content is a list: the host scrolls it */
  fp_panel_track_list(host, "modal", MODAL_ROWS * MODAL_ROW_HEIGHT);  /* and the modal's: each list on its own */
  if (o->drag) push_drag(o->width, o->height);
  if (o->scroll) {
    fp_panel_move_to(host, "search", "full", 0);
    push_scroll(o->width / 2, o->height * 3 / 4, 200);
  }
  if (o->scroll_modal) {
    fp_panel_move_to(host, "modal", "half", 0);  /* its one state: 300 pt tall, its list from 64 pt below its top */
    push_scroll(o->width / 2, o->height - 60, 150);
  }
  static const char *states[] = {"full", "half", "tip", "hidden"};
  double start = now_seconds();
  idle_check idle = {o->idle_check, -1, 0, 0};
  int running = 1, redraw = 1, modal_shown = o->scroll_modal;
  while (running) {
    SDL_Event e;
    int have = 0;
    if (redraw || fp_host_needs_frame(host) == 1) have = SDL_PollEvent(&e);
    else have = SDL_WaitEventTimeout(&e, 250);  /* idle: sleep until input */
    for (; have; have = SDL_PollEvent(&e)) {
      redraw = 1;
      if (fp_host_handle_event(host, &e) == 1) continue;  /* a panel took it */
      if (e.type == SDL_QUIT) running = 0;
      if (e.type != SDL_KEYDOWN) continue;
      SDL_Keycode k = e.key.keysym.sym;
      if (k == SDLK_q || k == SDLK_ESCAPE) running = 0;
      if (k >= SDLK_1 && k <= SDLK_4) fp_panel_move_to(host, "search", states[k - SDLK_1], 1);
      if (k == SDLK_m) fp_panel_move_to(host, "modal", (modal_shown = !modal_shown) ? "half" : "hidden", 1);
    }
    double t = now_seconds() - start;
    if ((o->quit_after > 0 && t >= o->quit_after) || idle_check_done(&idle, host, t)) running = 0;
    if (!running || !(redraw || fp_host_needs_frame(host) == 1)) continue;
    fp_host_update(host, SDL_GetTicks() / 1000.0);
    draw_map(renderer);
    if (fp_host_render(host) != FP_OK) { fprintf(stderr, "c-host: %s\n", fp_last_error()); running = 0; }
    SDL_RenderPresent(renderer);
    redraw = 0;
    idle.frames++;
  }
  if (idle.from >= 0) {
    double wall = now_seconds() - idle.from, cpu = cpu_seconds() - idle.cpu;
    printf("idle: %d frames drawn in %.1f s, cpu %.2f%% of a core\n", idle.frames, wall, 100 * cpu / wall);
  }
  char state[32];
  if (fp_panel_state(host, "search", state, sizeof state) == FP_OK) printf("search: %s\n", state);
  double offset;
  if (fp_panel_scroll_offset(host, "search", &offset) == FP_OK) printf("search list: scrolled %.0f pt\n", offset);
  if (fp_panel_scroll_offset(host, "modal", &offset) == FP_OK) printf("modal list: scrolled %.0f pt\n", offset);
  fp_host_destroy(host);
  SDL_DestroyRenderer(renderer);
  SDL_DestroyWindow(window);
  SDL_Quit();
  return 0;
}

int main(int argc, char **argv) {
  options o = {NULL, NULL, NULL, NULL, 390, 844, 0, 0, 0, 0, 0};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (strcmp(a, "--drag") == 0) { o.drag = 1; continue; }
    if (strcmp(a, "--scroll") == 0) { o.scroll = 1; continue; }
    if (strcmp(a, "--scroll-modal") == 0) { o.scroll_modal = 1; continue; }
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) { printf("usage: c-host [--screenshot OUT.png | --replay SCRIPT] [--config FILE] [--state S] [--size WxH]\n"); return 0; }
    if (!v) return usage("an option needs a value");
    i++;
    if (strcmp(a, "--config") == 0) o.config = v;
    else if (strcmp(a, "--state") == 0) o.state = v;
    else if (strcmp(a, "--screenshot") == 0) o.screenshot = v;
    else if (strcmp(a, "--replay") == 0) o.replay = v;
    else if (strcmp(a, "--quit-after") == 0) o.quit_after = atof(v);
    else if (strcmp(a, "--idle-check") == 0) o.idle_check = atof(v);
    else if (strcmp(a, "--size") == 0) {
      if (sscanf(v, "%dx%d", &o.width, &o.height) != 2 || o.width < 1 || o.height < 1 || o.width > 8192 || o.height > 8192)
        return usage("--size must be WIDTHxHEIGHT, 1 to 8192 each, e.g. 390x844");
    } else return usage("unknown option");
  }
  if (o.replay) return replay(o.replay);
  if (o.screenshot) return screenshot(&o);
  return run_window(&o);
}
