/* util.c -- bounds arithmetic and partial copies shared by the wrappers.

   These run on the slow path only, after a check failed; the fast paths in
   the wrappers call the C library directly.  */

#include "foc-internal.h"

#include <string.h>

size_t
foc_strnlen (const char *s, size_t max)
{
  return max == SIZE_MAX ? strlen (s) : strnlen (s, max);
}

void
foc_span (const void *p, size_t n, uintptr_t base, uintptr_t bound,
          size_t *lo, size_t *hi)
{
  uintptr_t a = (uintptr_t) p;

  if (foc_unknown (base, bound))
    {
      *lo = 0;
      *hi = n;
      return;
    }
  *lo = a >= base ? 0 : foc_min (n, base - a);
  *hi = a >= bound ? 0 : foc_min (n, bound - a);
  if (*hi < *lo)
    *hi = *lo;
}

void
foc_store (char *dst, size_t lo, size_t hi, size_t off, const void *src,
           size_t n)
{
  size_t from = foc_max (off, lo), to = foc_min (foc_add (off, n), hi);

  if (from >= to)
    return;
  if (src)
    memmove (dst + from, (const char *) src + (from - off), to - from);
  else
    memset (dst + from, 0, to - from);
}

void
foc_copy_partial (void *dst, const void *src, size_t n,
                  uintptr_t dbase, uintptr_t dbound,
                  uintptr_t sbase, uintptr_t sbound)
{
  unsigned char *d = dst;
  const unsigned char *s = src;
  size_t dlo, dhi, slo, shi, mlo, mhi;

  foc_span (dst, n, dbase, dbound, &dlo, &dhi);
  foc_span (src, n, sbase, sbound, &slo, &shi);
  mlo = foc_max (dlo, slo);
  mhi = foc_min (dhi, shi);

  /* Copy the real part first: filling the rest cannot clobber a source
     byte it still needs even if the buffers overlap.  */
  if (mlo < mhi)
    {
      memmove (d + mlo, s + mlo, mhi - mlo);
      foc_fill (d + dlo, mlo - dlo);
      foc_fill (d + mhi, dhi - mhi);
    }
  else
    foc_fill (d + dlo, dhi - dlo);
}
