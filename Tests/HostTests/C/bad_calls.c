/* Bad calls to the C API (HostBadCallsTests runs this under AddressSanitizer): each prints its
 * name, the code and fp_last_error()'s message, and nothing crashes. Usage: bad_calls. */
#include <floatingpanel.h>
#include <SDL2/SDL.h>
#include <stdio.h>
#include <math.h>
#include <string.h>

static void report(const char *call, int code) { printf("%s -> %d: %s\n", call, code, code < 0 ? fp_last_error() : ""); }

static void on_line(void *user, const char *line) { (*(int *)user)++; (void)line; }

int main(void) {
  SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, 390, 844, 32, SDL_PIXELFORMAT_XRGB8888);
  SDL_Renderer *renderer = SDL_CreateSoftwareRenderer(surface);
  fp_error err;
  memset(&err, 0x7f, sizeof err);
  report("create(NULL renderer)", fp_host_create(NULL, NULL, NULL, &err) ? 0 : err.code);
  printf("  error.message: %s\n", err.message);
  report("create(bad JSON)", fp_host_create(NULL, renderer, "{\"panels\": ", &err) ? 0 : err.code);
  report("create(not a config)", fp_host_create(NULL, renderer, "{\"panels\": {\"search\": {\"position\": \"middle\"}}}", &err) ? 0 : err.code);
  report("create(bad JSON, no fp_error)", fp_host_create(NULL, renderer, "[1,", NULL) ? 0 : -99);
  SDL_Surface *tiny = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_XRGB8888);
  SDL_Renderer *tiny_renderer = SDL_CreateSoftwareRenderer(tiny);
  report("create(1x1 output)", fp_host_create(NULL, tiny_renderer, NULL, &err) ? 0 : err.code);
  fp_host *host = fp_host_create(NULL, renderer, NULL, &err);
  report("create(default panels)", host ? err.code : -99);
  report("update(NULL host)", fp_host_update(NULL, 0));
  report("render(NULL host)", fp_host_render(NULL));
  report("handle_event(NULL event)", fp_host_handle_event(host, NULL));
  report("move_to(unknown panel)", fp_panel_move_to(host, "sidebar", "full", 1));
  report("move_to(unknown state)", fp_panel_move_to(host, "search", "ful", 1));
  report("move_to(NULL state)", fp_panel_move_to(host, "search", NULL, 0));
  char small[2];
  report("state(buffer of 2)", fp_panel_state(host, "search", small, sizeof small));
  report("state(NULL buffer)", fp_panel_state(host, "search", NULL, 0));
  report("content_rect(NULL out)", fp_panel_content_rect(host, "search", NULL));
  report("update(NaN)", fp_host_update(host, NAN));
  report("track_list(NULL host)", fp_panel_track_list(NULL, "search", 100));
  report("track_list(NULL panel)", fp_panel_track_list(host, NULL, 100));
  report("track_list(unknown panel)", fp_panel_track_list(host, "sidebar", 100));
  report("track_list(modal)", fp_panel_track_list(host, "modal", 100));
  report("track_list(negative)", fp_panel_track_list(host, "search", -5));
  report("track_list(NaN)", fp_panel_track_list(host, "search", NAN));
  report("track_list(infinite)", fp_panel_track_list(host, "search", INFINITY));
  double offset = -1;
  fp_list list;
  memset(&list, 0, sizeof list);
  report("scroll_offset(untracked)", fp_panel_scroll_offset(host, "search", &offset));
  report("list(untracked)", fp_panel_list(host, "search", &list));
  report("track_list(search, 1200)", fp_panel_track_list(host, "search", 1200));
  report("scroll_offset(NULL out)", fp_panel_scroll_offset(host, "search", NULL));
  report("list(NULL out)", fp_panel_list(host, "search", NULL));
  report("list(detail)", fp_panel_list(host, "detail", &list));
  int got = fp_panel_scroll_offset(host, "search", &offset);
  printf("scroll_offset(search) -> %d: %g\n", got, offset);
  got = fp_panel_list(host, "search", &list);
  printf("list(search) -> %d: %g pt of %g, scale %g, viewport %d %d %d %d\n", got, list.offset, list.content_height, list.scale,
         list.viewport.x, list.viewport.y, list.viewport.w, list.viewport.h);
  report("untrack_list(detail)", fp_panel_untrack_list(host, "detail"));
  report("untrack_list(search)", fp_panel_untrack_list(host, "search"));
  report("handle_event(host as invalid)", fp_host_handle_event((fp_host *)&err, NULL));
  int lines = 0;
  report("replay(missing file)", fp_replay("no-such-script.json", on_line, &lines, &err));
  report("replay(NULL callback)", fp_replay("no-such-script.json", NULL, NULL, NULL));
  report("destroy", fp_host_destroy(host));
  report("update(destroyed)", fp_host_update(host, 1));
  report("render(destroyed)", fp_host_render(host));
  report("needs_frame(destroyed)", fp_host_needs_frame(host));
  report("move_to(destroyed)", fp_panel_move_to(host, "search", "full", 1));
  report("track_list(destroyed)", fp_panel_track_list(host, "search", 100));
  report("destroy(destroyed)", fp_host_destroy(host));
  report("destroy(NULL)", fp_host_destroy(NULL));
  SDL_DestroyRenderer(tiny_renderer);
  SDL_FreeSurface(tiny);
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
  printf("done\n");
  return 0;
}
