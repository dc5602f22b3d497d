/* fp_host_render leaves the program's renderer as it was (HostDrawStateTests): sets a draw
 * colour, blend mode, clip, viewport, scale and a render target, renders, reads them back and
 * prints each as "same" or what it became; then once more with the window surface as target.
 * Usage: render_state */
#include <floatingpanel.h>
#include <SDL2/SDL.h>
#include <stdio.h>
#include <string.h>

static int failures = 0;

static void check(const char *what, int same) {
  printf("%s: %s\n", what, same ? "same" : "CHANGED");
  failures += !same;
}

/* What the program reads of its renderer's state. */
typedef struct drawing_state {
  Uint8 color[4];
  SDL_BlendMode mode;
  SDL_bool clipping;
  SDL_Rect clip, viewport;
  float sx, sy;
  SDL_Texture *target;
} drawing_state;

static drawing_state read_state(SDL_Renderer *r) {
  drawing_state s;
  SDL_GetRenderDrawColor(r, &s.color[0], &s.color[1], &s.color[2], &s.color[3]);
  SDL_GetRenderDrawBlendMode(r, &s.mode);
  s.clipping = SDL_RenderIsClipEnabled(r);
  SDL_RenderGetClipRect(r, &s.clip);
  SDL_RenderGetViewport(r, &s.viewport);
  SDL_RenderGetScale(r, &s.sx, &s.sy);
  s.target = SDL_GetRenderTarget(r);
  return s;
}

static int same_rect(SDL_Rect a, SDL_Rect b) { return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }

static void round_trip(SDL_Renderer *r, fp_host *host, SDL_Texture *target, const char *label) {
  SDL_Rect clip = {13, 17, 101, 77}, viewport = {5, 7, 300, 600};
  SDL_SetRenderTarget(r, target);
  SDL_SetRenderDrawColor(r, 12, 34, 56, 78);
  SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_ADD);
  SDL_RenderSetViewport(r, &viewport);
  SDL_RenderSetClipRect(r, &clip);
  SDL_RenderSetScale(r, 1.5f, 2.0f);
  drawing_state before = read_state(r);
  int status = fp_host_render(host);
  printf("%s: fp_host_render -> %d\n", label, status);
  drawing_state after = read_state(r);
  check("draw colour", memcmp(before.color, after.color, 4) == 0 && after.color[0] == 12 && after.color[3] == 78);
  check("blend mode", after.mode == before.mode && after.mode == SDL_BLENDMODE_ADD);
  check("clip", after.clipping && before.clipping && same_rect(after.clip, before.clip));
  check("viewport", same_rect(after.viewport, before.viewport));
  check("scale", after.sx == 1.5f && after.sy == 2.0f);
  check("target", after.target == target && before.target == target);
}

int main(void) {
  SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, 390, 844, 32, SDL_PIXELFORMAT_XRGB8888);
  SDL_Renderer *r = SDL_CreateSoftwareRenderer(surface);
  fp_error err;
  fp_host *host = fp_host_create(NULL, r, NULL, &err);
  if (!host) { printf("fp_host_create: %s\n", err.message); return 1; }
  fp_panel_move_to(host, "modal", "half", 0);  /* a backdrop too: the widest drawing */
  fp_host_update(host, 0);
  SDL_Texture *texture = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, 390, 844);
  round_trip(r, host, texture, "texture target");
  round_trip(r, host, NULL, "surface target");
  /* The panels were drawn: the surface is not the clear colour where the modal's card is. */
  fp_rect content;
  fp_panel_content_rect(host, "modal", &content);
  printf("modal content: %d,%d %dx%d\n", content.x, content.y, content.w, content.h);
  fp_host_destroy(host);
  SDL_DestroyTexture(texture);
  SDL_DestroyRenderer(r);
  SDL_FreeSurface(surface);
  printf("%d changed\n", failures);
  return failures ? 1 : 0;
}
