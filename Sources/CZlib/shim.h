// zlib for Choreo: deflate for PNG's image data, and inline wrappers for the function-like
// macros Swift cannot import.
#ifndef CHOREO_CZLIB_SHIM_H
#define CHOREO_CZLIB_SHIM_H

#include <zlib.h>

/// `deflateInit2` (a macro in zlib.h) for a zlib-format stream.
static inline int choreo_deflateInit2(
    z_streamp stream, int level, int windowBits, int memLevel, int strategy) {
  return deflateInit2(stream, level, Z_DEFLATED, windowBits, memLevel, strategy);
}

#endif
