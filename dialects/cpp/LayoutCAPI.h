//===- LayoutCAPI.h - the Rust layout library's C ABI -----------*- C -*-===//
//
// Implemented in Rust (dialects/layout-capi); keep the two in step. Strings
// returned through out-pointers are freed with axe_string_free.
//
//===----------------------------------------------------------------------===//
#ifndef AXE_LAYOUT_CAPI_H
#define AXE_LAYOUT_CAPI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

bool axe_layout_normalize(const char *data, size_t len, char **outText,
                          char **outError, size_t *outOffset);
bool axe_layout_canonicalize(const char *data, size_t len, char **outText,
                             char **outNote, char **outError);
bool axe_layout_check_admits(const char *data, size_t len, const int64_t *shape,
                             size_t rank, char **outError);
bool axe_layout_check_tile_of(const char *aData, size_t aLen, const int64_t *aShape,
                              size_t aRank, const char *bData, size_t bLen,
                              const int64_t *bShape, size_t bRank, char **outError);
bool axe_layout_row_major(const int64_t *shape, size_t rank, char **outText);
/// Placement rules for a tensor in `scope` (Trainium: 0 hbm, 1 sbuf, 2 psum,
/// spec 001 Appendix H; GPU: 3 global, 4 shared, 5 reg) with elements of
/// `elemBytes`.
bool axe_check_placement(const char *data, size_t len, const int64_t *shape,
                                  size_t rank, uint32_t scope, int64_t elemBytes,
                                  char **outError);
/// The span plus offset of a layout on axis `axis`; -1 if it does not parse.
int64_t axe_layout_span_on(const char *data, size_t len, const char *axis);
/// The axes dimension `dim` of a tensor of `shape` maps to, as a bit set
/// (1 P, 2 F, 4 Bank, 8 any other); -1 when the layout does not group by
/// the shape.
int32_t axe_layout_dim_axes(const char *data, size_t len, const int64_t *shape,
                            size_t rank, size_t dim);
void axe_string_free(char *text);

#ifdef __cplusplus
}
#endif

#endif // AXE_LAYOUT_CAPI_H
