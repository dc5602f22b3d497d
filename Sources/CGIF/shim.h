// giflib (Debian: libgif-dev): the GIF encoder behind `playground animate --out F.gif`.
#include <gif_lib.h>
