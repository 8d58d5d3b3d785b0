/* wrap-mem.c -- checked memcpy, mempcpy, memmove, memset, bzero,
   explicit_bzero, memccpy, memchr, memrchr, memcmp.

   Each takes the (base, bound) pair of every pointer argument before the
   function's own arguments (see foc.h).  When every access is inside its
   bounds the C library function is called directly.  Otherwise each
   violating argument is reported once and, in mode=log, the C library
   function is called unchanged; in mode=oblivious only the in-bounds part
   happens, as described above each function.  */

#include "foc-internal.h"

#include <string.h>
#include <strings.h>

#define FOC_BOUNDS(p) uintptr_t p##_base, uintptr_t p##_bound

/* Report the violations of an access of N bytes of kind KIND1 at P1 and
   one of kind KIND2 at P2; return 1 if the real function should be called
   (mode=log).  */
static int
foc_check2 (const char *site, int kind1, const char *label1, const void *p1,
            FOC_BOUNDS (p1), int kind2, const char *label2, const void *p2,
            FOC_BOUNDS (p2), size_t n)
{
  int log = 0;

  if (!foc_in (p1, n, p1_base, p1_bound))
    log |= foc_violation (kind1, (uintptr_t) p1, n, p1_base, p1_bound,
                          label1, site);
  if (!foc_in (p2, n, p2_base, p2_bound))
    log |= foc_violation (kind2, (uintptr_t) p2, n, p2_base, p2_bound,
                          label2, site);
  return log;
}

/* The same for a copy from SRC to DST.  */
static int
foc_copy_check (const char *site, const char *dlabel, const char *slabel,
                void *dst, FOC_BOUNDS (dst), const void *src,
                FOC_BOUNDS (src), size_t n)
{
  return foc_check2 (site, FOC_WRITE, dlabel, dst, dst_base, dst_bound,
                     FOC_READ, slabel, src, src_base, src_bound, n);
}

/* memcpy: copies the bytes whose destination is in bounds; source bytes
   outside the source's bounds are manufactured.  Returns DEST.  */
void *
__foc_memcpy (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
              void *dst, const void *src, size_t n)
{
  if (FOC_LIKELY (foc_in (dst, n, dst_base, dst_bound)
                  && foc_in (src, n, src_base, src_bound)))
    return memcpy (dst, src, n);
  if (foc_copy_check (site, "memcpy dest", "memcpy src", dst, dst_base,
                      dst_bound, src, src_base, src_bound, n))
    return memcpy (dst, src, n);
  foc_copy_partial (dst, src, n, dst_base, dst_bound, src_base, src_bound);
  return dst;
}

/* mempcpy: like memcpy; returns DEST + N even if that is out of bounds.  */
void *
__foc_mempcpy (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
               void *dst, const void *src, size_t n)
{
  if (FOC_LIKELY (foc_in (dst, n, dst_base, dst_bound)
                  && foc_in (src, n, src_base, src_bound)))
    return mempcpy (dst, src, n);
  if (foc_copy_check (site, "mempcpy dest", "mempcpy src", dst, dst_base,
                      dst_bound, src, src_base, src_bound, n))
    return mempcpy (dst, src, n);
  foc_copy_partial (dst, src, n, dst_base, dst_bound, src_base, src_bound);
  return (char *) dst + n;
}

/* memmove: like memcpy, with overlapping buffers allowed.  */
void *
__foc_memmove (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
               void *dst, const void *src, size_t n)
{
  if (FOC_LIKELY (foc_in (dst, n, dst_base, dst_bound)
                  && foc_in (src, n, src_base, src_bound)))
    return memmove (dst, src, n);
  if (foc_copy_check (site, "memmove dest", "memmove src", dst, dst_base,
                      dst_bound, src, src_base, src_bound, n))
    return memmove (dst, src, n);
  foc_copy_partial (dst, src, n, dst_base, dst_bound, src_base, src_bound);
  return dst;
}

/* memset: sets the bytes inside the bounds.  Returns S.  */
void *
__foc_memset (const char *site, FOC_BOUNDS (s), void *s, int c, size_t n)
{
  size_t lo, hi;

  if (FOC_LIKELY (foc_in (s, n, s_base, s_bound)))
    return memset (s, c, n);
  if (foc_violation (FOC_WRITE, (uintptr_t) s, n, s_base, s_bound,
                     "memset s", site))
    return memset (s, c, n);
  foc_span (s, n, s_base, s_bound, &lo, &hi);
  memset ((char *) s + lo, c, hi - lo);
  return s;
}

/* bzero: zeroes the bytes inside the bounds.  */
void
__foc_bzero (const char *site, FOC_BOUNDS (s), void *s, size_t n)
{
  size_t lo, hi;

  if (FOC_LIKELY (foc_in (s, n, s_base, s_bound)))
    {
      memset (s, 0, n);
      return;
    }
  if (foc_violation (FOC_WRITE, (uintptr_t) s, n, s_base, s_bound,
                     "bzero s", site))
    {
      memset (s, 0, n);
      return;
    }
  foc_span (s, n, s_base, s_bound, &lo, &hi);
  memset ((char *) s + lo, 0, hi - lo);
}

/* memchr: a match inside the bounds before the bound is found without a
   violation (memchr stops at the first match).  Otherwise the search went
   out of bounds: the result is a match inside the bounds, if any, and NULL
   rather than a pointer into manufactured bytes.  */
void *
__foc_memchr (const char *site, FOC_BOUNDS (s), const void *s, int c,
              size_t n)
{
  size_t room, lo, hi;
  void *r;

  if (FOC_LIKELY (foc_in (s, n, s_base, s_bound)))
    return memchr (s, c, n);
  room = foc_room (s, s_base, s_bound);
  if (room > 0 && (r = memchr (s, c, foc_min (room, n))))
    return r;
  if (foc_violation (FOC_READ, (uintptr_t) s, n, s_base, s_bound,
                     "memchr s", site))
    return memchr (s, c, n);
  foc_span (s, n, s_base, s_bound, &lo, &hi);
  return hi > lo ? memchr ((const char *) s + lo, c, hi - lo) : NULL;
}

/* memcmp: compares as far as both are inside their bounds; a difference
   there is the result, with no violation.  Otherwise the comparison goes
   on with manufactured bytes for the out-of-bounds ones.  */
int
__foc_memcmp (const char *site, FOC_BOUNDS (s1), FOC_BOUNDS (s2),
              const void *s1, const void *s2, size_t n)
{
  const unsigned char *p1 = s1, *p2 = s2;
  size_t m, i, lo1, hi1, lo2, hi2;
  int r;

  if (FOC_LIKELY (foc_in (s1, n, s1_base, s1_bound)
                  && foc_in (s2, n, s2_base, s2_bound)))
    return memcmp (s1, s2, n);
  m = foc_min (foc_min (foc_room (s1, s1_base, s1_bound),
                        foc_room (s2, s2_base, s2_bound)), n);
  if ((r = memcmp (s1, s2, m)) != 0)
    return r;
  if (foc_check2 (site, FOC_READ, "memcmp s1", s1, s1_base, s1_bound,
                  FOC_READ, "memcmp s2", s2, s2_base, s2_bound, n))
    return memcmp (s1, s2, n);
  foc_span (s1, n, s1_base, s1_bound, &lo1, &hi1);
  foc_span (s2, n, s2_base, s2_bound, &lo2, &hi2);
  for (i = m; i < n && r == 0; i++)
    {
      int c1 = i >= lo1 && i < hi1 ? p1[i] : foc_next_byte ();
      int c2 = i >= lo2 && i < hi2 ? p2[i] : foc_next_byte ();
      r = c1 - c2;
    }
  return r;
}

/* explicit_bzero: like bzero.  */
void
__foc_explicit_bzero (const char *site, FOC_BOUNDS (s), void *s, size_t n)
{
  size_t lo, hi;

  if (FOC_LIKELY (foc_in (s, n, s_base, s_bound)))
    {
      explicit_bzero (s, n);
      return;
    }
  if (foc_violation (FOC_WRITE, (uintptr_t) s, n, s_base, s_bound,
                     "explicit_bzero s", site))
    {
      explicit_bzero (s, n);
      return;
    }
  foc_span (s, n, s_base, s_bound, &lo, &hi);
  explicit_bzero ((char *) s + lo, hi - lo);
}

/* memccpy: copies up to and including the first C, at most N bytes.  A
   copy that stops at a C inside both bounds is the real call.  Otherwise
   the source is read through its bounds (manufactured bytes outside, so
   the copy may stop at a manufactured C) and only the bytes whose
   destination is inside its bounds are stored.  Returns DEST + the number
   of bytes copied if a C was copied (even past the bound), else NULL.  */
void *
__foc_memccpy (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
               void *dst, const void *src, int c, size_t n)
{
  const unsigned char *s = src, *m;
  unsigned char *d = dst, b;
  size_t room, count, i, dlo, dhi, slo, shi;
  int found = 0;

  if (FOC_LIKELY (foc_in (dst, n, dst_base, dst_bound)
                  && foc_in (src, n, src_base, src_bound)))
    return memccpy (dst, src, c, n);
  room = foc_min (foc_room (src, src_base, src_bound), n);
  m = room > 0 ? memchr (src, c, room) : NULL;
  if (m && foc_in (dst, (size_t) (m - s) + 1, dst_base, dst_bound))
    return memccpy (dst, src, c, n);

  if (foc_mode () == FOC_MODE_LOG)
    {
      m = memchr (src, c, n);
      count = m ? (size_t) (m - s) + 1 : n;
      foc_copy_check (site, "memccpy dest", "memccpy src", dst, dst_base,
                      dst_bound, src, src_base, src_bound, count);
      return memccpy (dst, src, c, n);
    }
  foc_span (dst, n, dst_base, dst_bound, &dlo, &dhi);
  foc_span (src, n, src_base, src_bound, &slo, &shi);
  for (i = 0; i < n && !found; i++)
    {
      b = i >= slo && i < shi ? s[i] : foc_next_byte ();
      if (i >= dlo && i < dhi)
        d[i] = b;
      found = b == (unsigned char) c;
    }
  count = i;
  foc_copy_check (site, "memccpy dest", "memccpy src", dst, dst_base,
                  dst_bound, src, src_base, src_bound, count);
  return found ? d + count : NULL;
}

/* memrchr: reads all N bytes, so any out-of-bounds part is a violation;
   the result is the last C inside the bounds, or NULL.  */
void *
__foc_memrchr (const char *site, FOC_BOUNDS (s), const void *s, int c,
               size_t n)
{
  size_t lo, hi;

  if (FOC_LIKELY (foc_in (s, n, s_base, s_bound)))
    return memrchr (s, c, n);
  if (foc_violation (FOC_READ, (uintptr_t) s, n, s_base, s_bound,
                     "memrchr s", site))
    return memrchr (s, c, n);
  foc_span (s, n, s_base, s_bound, &lo, &hi);
  return hi > lo ? memrchr ((const char *) s + lo, c, hi - lo) : NULL;
}
