// The libpng simplified API (png_image_*), libpng 1.6 or later.
// pkg-config adds -I/usr/include/libpng16; <png.h> is also on the default path on Debian.
#include <png.h>
