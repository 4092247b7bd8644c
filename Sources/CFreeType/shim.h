// FreeType for Choreo: the headers text measurement and glyph outlines need, and inline
// wrappers for the function-like macros Swift cannot import.
#ifndef CHOREO_CFREETYPE_SHIM_H
#define CHOREO_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H

/// Whether `face` has a legacy `kern` table FreeType can read (`FT_HAS_KERNING`).
static inline int choreo_FT_HAS_KERNING(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }

/// Whether `face` is scalable (outlines, not bitmaps only) (`FT_IS_SCALABLE`).
static inline int choreo_FT_IS_SCALABLE(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }

/// Load flags as `FT_Int32`: Swift sees FreeType's `FT_LOAD_*` macros as `Int`.
static const FT_Int32 choreo_FT_LOAD_NO_SCALE = FT_LOAD_NO_SCALE;
static const FT_Int32 choreo_FT_LOAD_NO_HINTING = FT_LOAD_NO_HINTING;
static const FT_Int32 choreo_FT_LOAD_NO_BITMAP = FT_LOAD_NO_BITMAP;

#endif
