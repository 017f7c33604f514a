// The libpng simplified API (png_image_*), libpng 1.6 or later.
// pkg-config adds -I/usr/include/libpng16; <png.h> is also on the default path on Debian.
#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H

#include <png.h>

// Macros built from other macros do not always import into Swift; these do.
static const unsigned int clibpng_image_version = PNG_IMAGE_VERSION;
static const unsigned int clibpng_format_rgba = PNG_FORMAT_RGBA;

#endif
