/* wrap-str.c -- checked strcpy, stpcpy, strncpy, stpncpy, strcat, strncat,
   strlen, strnlen, strdup, strndup.

   The fast path measures each string inside its bounds (strnlen) and, if
   every access fits, calls the C library.  On the slow path a source
   string is read through its bounds (strview.c): when it is not terminated
   inside them it goes on with manufactured bytes until the first
   manufactured zero.  Each violating argument is reported once, with the
   size of the whole access the call attempts.  In mode=log the real
   function is then called unchanged; in mode=oblivious the bytes that
   would be written outside the destination's bounds are dropped.  */

#include "foc-internal.h"

#include <stdlib.h>
#include <string.h>

#define FOC_BOUNDS(p) uintptr_t p##_base, uintptr_t p##_bound

/* Slow path of the string copies: store the string at SRC (at most LIMIT
   characters) at AT, COUNT (LEN) bytes where LEN is its length; COUNT is
   LIMIT for strncpy (padding with zeros) and LEN + 1 otherwise.  Reports
   a write of those bytes at AT, in the object [DST_BASE, DST_BOUND), and
   the read of the string; for strcat, if the write is in bounds, the read
   of the DREAD bytes of the destination string at DST (one report per
   argument).  Returns LEN; sets *REAL if the caller should call the real
   function instead (mode=log).  */
static size_t
foc_strcopy (const char *site, const char *dlabel, const char *slabel,
             char *at, FOC_BOUNDS (dst), const char *src, FOC_BOUNDS (src),
             size_t limit, int pad, int *real, const char *dst,
             size_t dread)
{
  struct foc_str v;
  size_t nread, count, lo, hi;

  *real = foc_mode () == FOC_MODE_LOG;
  nread = foc_str_view (&v, src, src_base, src_bound, limit, *real);
  count = pad ? limit : v.len + 1;
  if (!foc_in (at, count, dst_base, dst_bound))
    foc_violation (FOC_WRITE, (uintptr_t) at, count, dst_base, dst_bound,
                   dlabel, site);
  else if (!foc_in (dst, dread, dst_base, dst_bound))
    foc_violation (FOC_READ, (uintptr_t) dst, dread, dst_base, dst_bound,
                   dlabel, site);
  if (!foc_in (src, nread, src_base, src_bound))
    foc_violation (FOC_READ, (uintptr_t) src, nread, src_base, src_bound,
                   slabel, site);
  if (!*real)
    {
      foc_span (at, count, dst_base, dst_bound, &lo, &hi);
      foc_str_store (at, lo, hi, &v, count);
    }
  return v.len;
}

/* Where strcat appends to DST: its NUL inside the bounds, else the bound
   (so that everything appended is dropped).  With REAL, where the real
   strcat appends.  Sets *DREAD to the bytes of DST the real strcat reads
   to get there (reported if the append itself is in bounds but DST starts
   below them).  */
static char *
foc_strcat_end (char *dst, FOC_BOUNDS (dst), int real, size_t *dread)
{
  uintptr_t a = (uintptr_t) dst, q;
  char *r;

  if (real || foc_unknown (dst_base, dst_bound))
    {
      r = dst + strlen (dst);
      *dread = (size_t) (r - dst) + 1;
      return r;
    }
  *dread = 1;
  if (a >= dst_bound)
    return dst;
  q = a < dst_base ? dst_base : a;
  if (q < dst_bound && (r = memchr ((char *) q, 0, dst_bound - q)))
    {
      *dread = (size_t) (r - dst) + 1;
      return r;
    }
  *dread = (dst_bound - a) + 1;
  return dst + (dst_bound - a);
}

/* strcpy: copies the string at SRC with its NUL, dropping the bytes
   outside DST's bounds.  Returns DST.  */
char *
__foc_strcpy (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
              char *dst, const char *src)
{
  size_t room = foc_room (src, src_base, src_bound);
  size_t len = foc_strnlen (src, room);
  int real;

  if (FOC_LIKELY (len < room && foc_in (dst, len + 1, dst_base, dst_bound)))
    return memcpy (dst, src, len + 1);
  foc_strcopy (site, "strcpy dest", "strcpy src", dst, dst_base, dst_bound,
               src, src_base, src_bound, SIZE_MAX, 0, &real, dst, 0);
  return real ? strcpy (dst, src) : dst;
}

/* stpcpy: like strcpy; returns DST + the length of the string, even if
   that is outside the bounds.  */
char *
__foc_stpcpy (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
              char *dst, const char *src)
{
  size_t room = foc_room (src, src_base, src_bound);
  size_t len = foc_strnlen (src, room);
  int real;

  if (FOC_LIKELY (len < room && foc_in (dst, len + 1, dst_base, dst_bound)))
    return (char *) memcpy (dst, src, len + 1) + len;
  len = foc_strcopy (site, "stpcpy dest", "stpcpy src", dst, dst_base,
                     dst_bound, src, src_base, src_bound, SIZE_MAX, 0, &real,
                     dst, 0);
  return real ? stpcpy (dst, src) : dst + len;
}

/* strncpy: writes exactly N bytes to DST (the string, then zeros), dropping
   those outside DST's bounds; reads at most N bytes of SRC.  Returns
   DST.  */
char *
__foc_strncpy (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
               char *dst, const char *src, size_t n)
{
  size_t room = foc_room (src, src_base, src_bound);
  size_t m = foc_min (n, room);
  size_t len = foc_strnlen (src, m);
  int real;

  if (FOC_LIKELY ((len < m || n <= room)
                  && foc_in (dst, n, dst_base, dst_bound)))
    return strncpy (dst, src, n);
  foc_strcopy (site, "strncpy dest", "strncpy src", dst, dst_base,
               dst_bound, src, src_base, src_bound, n, 1, &real, dst, 0);
  return real ? strncpy (dst, src, n) : dst;
}

/* stpncpy: like strncpy; returns DST + the number of characters copied
   (not counting the padding), even if that is outside the bounds.  */
char *
__foc_stpncpy (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
               char *dst, const char *src, size_t n)
{
  size_t room = foc_room (src, src_base, src_bound);
  size_t m = foc_min (n, room);
  size_t len = foc_strnlen (src, m);
  int real;

  if (FOC_LIKELY ((len < m || n <= room)
                  && foc_in (dst, n, dst_base, dst_bound)))
    return stpncpy (dst, src, n);
  len = foc_strcopy (site, "stpncpy dest", "stpncpy src", dst, dst_base,
                     dst_bound, src, src_base, src_bound, n, 1, &real,
                     dst, 0);
  return real ? stpncpy (dst, src, n) : dst + len;
}

/* strcat: appends SRC at the first NUL of DST inside its bounds (or at the
   bound if there is none), dropping the bytes outside the bounds.  Returns
   DST.  */
char *
__foc_strcat (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
              char *dst, const char *src)
{
  size_t droom = foc_room (dst, dst_base, dst_bound);
  size_t dlen = foc_strnlen (dst, droom);
  size_t room, len, dread;
  char *end;
  int real;

  if (FOC_LIKELY (dlen < droom))
    {
      room = foc_room (src, src_base, src_bound);
      len = foc_strnlen (src, room);
      if (FOC_LIKELY (len < room && len < droom - dlen))
        {
          memcpy (dst + dlen, src, len + 1);
          return dst;
        }
    }
  real = foc_mode () == FOC_MODE_LOG;
  end = foc_strcat_end (dst, dst_base, dst_bound, real, &dread);
  foc_strcopy (site, "strcat dest", "strcat src", end, dst_base, dst_bound,
               src, src_base, src_bound, SIZE_MAX, 0, &real, dst, dread);
  return real ? strcat (dst, src) : dst;
}

/* strncat: like strcat, appending at most N characters of SRC and a NUL;
   reads at most N bytes of SRC.  Returns DST.  */
char *
__foc_strncat (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
               char *dst, const char *src, size_t n)
{
  size_t droom = foc_room (dst, dst_base, dst_bound);
  size_t dlen = foc_strnlen (dst, droom);
  size_t room, m, len, dread;
  char *end;
  int real;

  if (FOC_LIKELY (dlen < droom))
    {
      room = foc_room (src, src_base, src_bound);
      m = foc_min (n, room);
      len = foc_strnlen (src, m);
      if (FOC_LIKELY ((len < m || n <= room) && len < droom - dlen))
        {
          memcpy (dst + dlen, src, len);
          dst[dlen + len] = '\0';
          return dst;
        }
    }
  real = foc_mode () == FOC_MODE_LOG;
  end = foc_strcat_end (dst, dst_base, dst_bound, real, &dread);
  foc_strcopy (site, "strncat dest", "strncat src", end, dst_base,
               dst_bound, src, src_base, src_bound, n, 0, &real, dst, dread);
  return real ? strncat (dst, src, n) : dst;
}

/* Slow path of strlen and friends: read the string at S (at most LIMIT
   characters) through its bounds and report the read if it went outside
   them.  Returns 1 if the real function should be called (mode=log).  */
static int
foc_strread (const char *site, const char *label, struct foc_str *v,
             const char *s, FOC_BOUNDS (s), size_t limit)
{
  int real = foc_mode () == FOC_MODE_LOG;
  size_t nread = foc_str_view (v, s, s_base, s_bound, limit, real);

  if (!foc_in (s, nread, s_base, s_bound))
    foc_violation (FOC_READ, (uintptr_t) s, nread, s_base, s_bound, label,
                   site);
  return real;
}

/* strlen: the length of the string read through the bounds, counting
   manufactured bytes.  */
size_t
__foc_strlen (const char *site, FOC_BOUNDS (s), const char *s)
{
  size_t room = foc_room (s, s_base, s_bound);
  size_t len = foc_strnlen (s, room);
  struct foc_str v;

  if (FOC_LIKELY (len < room))
    return len;
  foc_strread (site, "strlen s", &v, s, s_base, s_bound, SIZE_MAX);
  return v.len;
}

/* strnlen: like strlen, reading at most MAXLEN bytes.  */
size_t
__foc_strnlen (const char *site, FOC_BOUNDS (s), const char *s,
               size_t maxlen)
{
  size_t room = foc_room (s, s_base, s_bound);
  size_t m = foc_min (maxlen, room);
  size_t len = foc_strnlen (s, m);
  struct foc_str v;

  if (FOC_LIKELY (len < m || maxlen <= room))
    return len;
  foc_strread (site, "strnlen s", &v, s, s_base, s_bound, maxlen);
  return v.len;
}

/* strdup: a malloc'd copy of the string read through the bounds.  */
char *
__foc_strdup (const char *site, FOC_BOUNDS (s), const char *s)
{
  size_t room = foc_room (s, s_base, s_bound);
  size_t len = foc_strnlen (s, room);
  struct foc_str v;

  if (FOC_LIKELY (len < room))
    return strdup (s);
  if (foc_strread (site, "strdup s", &v, s, s_base, s_bound, SIZE_MAX))
    return strdup (s);
  return foc_str_dup (&v);
}

/* strndup: a malloc'd copy of at most N characters of the string read
   through the bounds, with a NUL.  */
char *
__foc_strndup (const char *site, FOC_BOUNDS (s), const char *s, size_t n)
{
  size_t room = foc_room (s, s_base, s_bound);
  size_t m = foc_min (n, room);
  size_t len = foc_strnlen (s, m);
  struct foc_str v;

  if (FOC_LIKELY (len < m || n <= room))
    return strndup (s, n);
  if (foc_strread (site, "strndup s", &v, s, s_base, s_bound, n))
    return strndup (s, n);
  return foc_str_dup (&v);
}
