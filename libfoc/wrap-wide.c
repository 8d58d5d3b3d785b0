/* wrap-wide.c -- checked wcslen, wcscpy, mbstowcs, wcstombs.

   A wide string read through its bounds is made of the whole wchar_ts
   inside them and then manufactured ones (each a value of the generator)
   up to the first manufactured zero; a wchar_t that straddles the bound
   counts as outside.  Multibyte source strings are read like char strings
   (foc_str_arg).  Destinations keep only the bytes inside their bounds.
   Return values are those of the conversion that happened: mbstowcs and
   wcstombs return the full count even when part of it was dropped, like
   sprintf.  mode=log calls the real function after reporting.  */

#include "foc-internal.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#define FOC_BOUNDS(p) uintptr_t p##_base, uintptr_t p##_bound

/* The wide string at S seen through its bounds: returns its length; the
   real part is S[0, *REAL_LEN), followed by *NMAN manufactured characters
   in MAN.  Sets *NREAD to the bytes read (the terminator included).  */
static size_t
foc_wstr_view (const wchar_t *s, FOC_BOUNDS (s), size_t *real_len,
               wchar_t man[FOC_MANUF_MAX], size_t *nman, size_t *nread)
{
  size_t room = foc_room (s, s_base, s_bound);
  size_t max = room == SIZE_MAX ? SIZE_MAX : room / sizeof (wchar_t);
  size_t len = max == SIZE_MAX ? wcslen (s) : wcsnlen (s, max);

  *real_len = len;
  *nman = 0;
  if (len < max)
    {
      *nread = (len + 1) * sizeof (wchar_t);
      return len;
    }
  for (;;)
    {
      wchar_t c = *nman < FOC_MANUF_MAX ? (wchar_t) foc_next_value () : 0;
      if (c == 0)
        break;
      man[(*nman)++] = c;
    }
  *nread = (len + *nman + 1) * sizeof (wchar_t);
  return len + *nman;
}

/* A malloc'd copy of the wide string S read through its bounds, or S
   itself if it is terminated inside them; reports the read.  */
static const wchar_t *
foc_wstr_arg (const char *site, const char *label, const wchar_t *s,
              FOC_BOUNDS (s), wchar_t **copy, size_t *lenp)
{
  wchar_t man[FOC_MANUF_MAX], *c;
  size_t rl, nm, nread, len;

  *copy = NULL;
  len = foc_wstr_view (s, s_base, s_bound, &rl, man, &nm, &nread);
  *lenp = len;
  if (FOC_LIKELY (foc_in (s, nread, s_base, s_bound)))
    return s;
  if (foc_violation (FOC_READ, (uintptr_t) s, nread, s_base, s_bound, label,
                     site))
    {
      *lenp = wcslen (s);
      return s;
    }
  c = *copy = malloc ((len + 1) * sizeof (wchar_t));
  if (!c)
    return L"";
  wmemcpy (c, s, rl);
  wmemcpy (c + rl, man, nm);
  c[len] = 0;
  return c;
}

/* Store the N bytes at SRC at DST, only inside its bounds; report a
   write past them.  */
static void
foc_wstore (const char *site, const char *label, void *dst, FOC_BOUNDS (dst),
            const void *src, size_t n)
{
  size_t lo, hi;

  if (!foc_in (dst, n, dst_base, dst_bound))
    foc_violation (FOC_WRITE, (uintptr_t) dst, n, dst_base, dst_bound,
                   label, site);
  foc_span (dst, n, dst_base, dst_bound, &lo, &hi);
  foc_store (dst, lo, hi, 0, src, n);
}

/* wcslen: the length of the wide string read through its bounds.  */
size_t
__foc_wcslen (const char *site, FOC_BOUNDS (s), const wchar_t *s)
{
  size_t room = foc_room (s, s_base, s_bound), max, len;
  wchar_t *copy;

  max = room == SIZE_MAX ? SIZE_MAX : room / sizeof (wchar_t);
  if (FOC_LIKELY (max == SIZE_MAX || wcsnlen (s, max) < max))
    return max == SIZE_MAX ? wcslen (s) : wcsnlen (s, max);
  foc_wstr_arg (site, "wcslen s", s, s_base, s_bound, &copy, &len);
  free (copy);
  return len;
}

/* wcscpy: copies the wide string read through SRC's bounds, dropping the
   bytes outside DEST's.  Returns DEST.  */
wchar_t *
__foc_wcscpy (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
              wchar_t *dst, const wchar_t *src)
{
  size_t room = foc_room (src, src_base, src_bound), max, len;
  wchar_t *copy;
  const wchar_t *s;

  max = room == SIZE_MAX ? SIZE_MAX : room / sizeof (wchar_t);
  len = max == SIZE_MAX ? wcslen (src) : wcsnlen (src, max);
  if (FOC_LIKELY (len < max
                  && foc_in (dst, (len + 1) * sizeof (wchar_t), dst_base,
                             dst_bound)))
    return wcscpy (dst, src);
  s = foc_wstr_arg (site, "wcscpy src", src, src_base, src_bound, &copy,
                    &len);
  if (foc_mode () == FOC_MODE_LOG)
    {
      if (!foc_in (dst, (len + 1) * sizeof (wchar_t), dst_base, dst_bound))
        foc_violation (FOC_WRITE, (uintptr_t) dst,
                       (len + 1) * sizeof (wchar_t), dst_base, dst_bound,
                       "wcscpy dest", site);
      free (copy);
      return wcscpy (dst, src);
    }
  foc_wstore (site, "wcscpy dest", dst, dst_base, dst_bound, s,
              (len + 1) * sizeof (wchar_t));
  free (copy);
  return dst;
}

/* mbstowcs: converts into a temporary of at most N wide characters and
   stores the bytes that fall inside DEST's bounds.  Returns the real
   result (the number of wide characters converted, or (size_t) -1).  */
size_t
__foc_mbstowcs (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
                wchar_t *dst, const char *src, size_t n)
{
  size_t bytes, r, tn, w;
  wchar_t *tmp;
  char *copy;
  int saved;

  src = foc_str_arg (site, "mbstowcs src", src, src_base, src_bound, &copy);
  if (FOC_LIKELY (!dst || (!__builtin_mul_overflow (n, sizeof (wchar_t),
                                                    &bytes)
                           && foc_in (dst, bytes, dst_base, dst_bound))))
    {
      r = mbstowcs (dst, src, n);
      goto out;
    }
  tn = foc_min (n, strlen (src) + 1);
  if (foc_mode () == FOC_MODE_LOG)
    {
      r = mbstowcs (NULL, src, 0);
      w = r == (size_t) -1 ? tn : foc_min (r + 1, n);
      if (!foc_in (dst, w * sizeof (wchar_t), dst_base, dst_bound))
        foc_violation (FOC_WRITE, (uintptr_t) dst, w * sizeof (wchar_t),
                       dst_base, dst_bound, "mbstowcs dest", site);
      r = mbstowcs (dst, src, n);
      goto out;
    }
  tmp = calloc (tn ? tn : 1, sizeof (wchar_t));
  if (!tmp)
    {
      r = (size_t) -1;
      errno = ENOMEM;
      goto out;
    }
  r = mbstowcs (tmp, src, tn);
  saved = errno;
  /* Converted characters are never zero: an error leaves the written
     prefix followed by the zeros of calloc.  */
  w = r == (size_t) -1 ? wcsnlen (tmp, tn) : foc_min (r + 1, n);
  if (w > 0)
    foc_wstore (site, "mbstowcs dest", dst, dst_base, dst_bound, tmp,
                w * sizeof (wchar_t));
  free (tmp);
  errno = saved;
 out:
  saved = errno;
  free (copy);
  errno = saved;
  return r;
}

/* wcstombs: converts into a temporary and stores the bytes that fall
   inside DEST's bounds.  Returns the real result (the number of bytes
   converted, or (size_t) -1).  */
size_t
__foc_wcstombs (const char *site, FOC_BOUNDS (dst), FOC_BOUNDS (src),
                char *dst, const wchar_t *src, size_t n)
{
  size_t len, r, tn, w;
  wchar_t *copy;
  char *tmp;
  int saved;

  src = foc_wstr_arg (site, "wcstombs src", src, src_base, src_bound, &copy,
                      &len);
  if (FOC_LIKELY (!dst || foc_in (dst, n, dst_base, dst_bound)))
    {
      r = wcstombs (dst, src, n);
      goto out;
    }
  tn = foc_min (n, foc_add (MB_LEN_MAX * len, 1));
  if (foc_mode () == FOC_MODE_LOG)
    {
      r = wcstombs (NULL, src, 0);
      w = r == (size_t) -1 ? tn : foc_min (r + 1, n);
      if (!foc_in (dst, w, dst_base, dst_bound))
        foc_violation (FOC_WRITE, (uintptr_t) dst, w, dst_base, dst_bound,
                       "wcstombs dest", site);
      r = wcstombs (dst, src, n);
      goto out;
    }
  tmp = calloc (tn ? tn : 1, 1);
  if (!tmp)
    {
      r = (size_t) -1;
      errno = ENOMEM;
      goto out;
    }
  r = wcstombs (tmp, src, tn);
  saved = errno;
  w = r == (size_t) -1 ? strnlen (tmp, tn) : foc_min (r + 1, n);
  if (w > 0)
    foc_wstore (site, "wcstombs dest", dst, dst_base, dst_bound, tmp, w);
  free (tmp);
  errno = saved;
 out:
  saved = errno;
  free (copy);
  errno = saved;
  return r;
}
