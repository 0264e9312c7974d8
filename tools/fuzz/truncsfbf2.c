/* f32 -> bf16 rounding (to nearest, ties to even; NaN stays a quiet NaN) for the upstream
   oracle's shared object: LLVM calls __truncsfbf2 to round bf16 arithmetic done in f32 on CPUs
   without AVX512-BF16, and Debian 12's libgcc lacks it. Upstream's own way around it,
   arith-expand{include-bf16}, also expands maximumf / minimumf into a compare and a select
   that get signed zeros wrong, so the oracle supplies the runtime function instead. */
#include <stdint.h>
#include <string.h>

__bf16 __truncsfbf2(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  uint16_t h;
  if ((u & 0x7fffffffu) > 0x7f800000u)
    h = (uint16_t)((u >> 16) | 0x40u);
  else
    h = (uint16_t)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
  __bf16 r;
  memcpy(&r, &h, sizeof r);
  return r;
}
