/* Lists in two panels through the C API (CAPITests runs this under AddressSanitizer): the search
 * panel at full and the detail panel at half each track a list; drags and a wheel turn offered
 * with fp_host_handle_event scroll only the list under them; untracked, the detail panel's drag
 * moves the panel. Prints one line per step. Usage: two_lists. */
#include <floatingpanel.h>
#include <SDL2/SDL.h>
#include <stdio.h>
#include <string.h>

static SDL_Event button(Uint32 type, int y, Uint32 ms) {
  SDL_Event e;
  memset(&e, 0, sizeof e);
  e.type = type;
  e.button.timestamp = ms;
  e.button.button = SDL_BUTTON_LEFT;
  e.button.x = 195;
  e.button.y = y;
  return e;
}

static SDL_Event motion(int y, Uint32 ms, int held) {
  SDL_Event e;
  memset(&e, 0, sizeof e);
  e.type = SDL_MOUSEMOTION;
  e.motion.timestamp = ms;
  e.motion.state = held ? SDL_BUTTON_LMASK : 0;
  e.motion.x = 195;
  e.motion.y = y;
  return e;
}

/* Settles the panels: frames of 1/60 s from *t while anything moves. */
static void settle(fp_host *host, double *t) {
  for (int i = 0; i < 1200 && fp_host_needs_frame(host) == 1; i++) {
    fp_host_update(host, *t);
    fp_host_render(host);
    *t += 1.0 / 60;
  }
}

/* A drag from y0 by dy px in 10 moves 16 ms apart, held still 200 ms, then let go. */
static void drag(fp_host *host, int y0, int dy, Uint32 ms) {
  SDL_Event e = button(SDL_MOUSEBUTTONDOWN, y0, ms);
  fp_host_handle_event(host, &e);
  for (int i = 1; i <= 10; i++) {
    e = motion(y0 + dy * i / 10, ms + (Uint32)i * 16, 1);
    fp_host_handle_event(host, &e);
  }
  e = motion(y0 + dy, ms + 360, 1);
  fp_host_handle_event(host, &e);
  e = button(SDL_MOUSEBUTTONUP, y0 + dy, ms + 376);
  fp_host_handle_event(host, &e);
}

static void offsets(fp_host *host, const char *step) {
  double search = -1, detail = -1;
  int s = fp_panel_scroll_offset(host, "search", &search), d = fp_panel_scroll_offset(host, "detail", &detail);
  fp_rect content;
  fp_panel_content_rect(host, "detail", &content);
  printf("%s: search %d %g, detail %d %g, detail top %d\n", step, s, search, d, detail, content.y);
}

int main(void) {
  SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, 390, 844, 32, SDL_PIXELFORMAT_XRGB8888);
  SDL_Renderer *renderer = SDL_CreateSoftwareRenderer(surface);
  fp_error err;
  fp_host *host = fp_host_create(NULL, renderer, NULL, &err);
  if (!host) {
    printf("create: %s\n", err.message);
    return 1;
  }
  double t = 0;
  printf("track search: %d\n", fp_panel_track_list(host, "search", 1200));
  printf("track detail: %d\n", fp_panel_track_list(host, "detail", 1000));
  fp_panel_move_to(host, "search", "full", 0);
  fp_panel_move_to(host, "detail", "half", 0);
  settle(host, &t);
  fp_list list;
  fp_panel_list(host, "detail", &list);
  printf("detail viewport: %d %d %d %d\n", list.viewport.x, list.viewport.y, list.viewport.w, list.viewport.h);
  offsets(host, "start");
  drag(host, 700, -150, 1000);
  settle(host, &t);
  offsets(host, "drag up the detail list");
  drag(host, 300, -100, 3000);
  settle(host, &t);
  offsets(host, "drag up the search list");
  SDL_Event e = motion(700, 5000, 0);
  fp_host_handle_event(host, &e);
  memset(&e, 0, sizeof e);
  e.type = SDL_MOUSEWHEEL;
  e.wheel.timestamp = 5016;
  e.wheel.y = -1;
  e.wheel.preciseY = -1;
  printf("wheel over the detail list: %d\n", fp_host_handle_event(host, &e));
  settle(host, &t);
  offsets(host, "wheel");
  printf("untrack detail: %d\n", fp_panel_untrack_list(host, "detail"));
  printf("detail list: %d\n", fp_panel_list(host, "detail", &list));
  e = button(SDL_MOUSEBUTTONDOWN, 600, 7000);
  fp_host_handle_event(host, &e);
  for (int i = 1; i <= 10; i++) {
    e = motion(600 + 10 * i, 7000 + (Uint32)i * 16, 1);
    fp_host_handle_event(host, &e);
  }
  offsets(host, "drag down the untracked detail panel");
  e = button(SDL_MOUSEBUTTONUP, 700, 7176);
  fp_host_handle_event(host, &e);
  printf("track sidebar: %d %s\n", fp_panel_track_list(host, "sidebar", 100), fp_last_error());
  fp_host_destroy(host);
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
  printf("done\n");
  return 0;
}
