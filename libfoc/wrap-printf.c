/* wrap-printf.c -- checked sprintf, vsprintf, snprintf, vsnprintf.

   The format string must be terminated inside its bounds.  If it is not,
   its read is reported; mode=log uses it as it is, mode=oblivious uses its
   in-bounds part, cut before a conversion it ends in the middle of, and
   then its manufactured continuation with every '%' doubled, so that no
   manufactured byte can start a conversion.

   sprintf: formats into S with the room left in S's bounds (vsnprintf);
   if the result does not fit, it is formatted again into a temporary and
   only the bytes inside the bounds are stored (the NUL only if it lands
   inside them).  snprintf: when N is larger than the room, the bytes
   snprintf would write (N - 1 characters and a NUL at most) are made in a
   temporary and only those inside the bounds are stored, the same rule.
   Both return the full length, like the real functions.  */

#include "foc-internal.h"

#include <stdlib.h>
#include <string.h>

#define FOC_BOUNDS(p) uintptr_t p##_base, uintptr_t p##_bound

/* The length of the N characters at F without the conversion they end in
   the middle of, if any.  */
static size_t
foc_complete_format (const char *f, size_t n)
{
  static const char spec[] = "0123456789.-+ #'*$hlLqjztI";
  size_t i = 0, j;

  while (i < n)
    {
      if (f[i] != '%')
        i++;
      else if (i + 1 < n && f[i + 1] == '%')
        i += 2;
      else
        {
          for (j = i + 1; j < n && f[j] && strchr (spec, f[j]); j++)
            ;
          if (j >= n)
            return i;
          i = j + 1;
        }
    }
  return n;
}

/* The format to use for FMT: FMT itself, or in mode=oblivious when FMT is
   not terminated inside its bounds, a malloc'd safe copy also stored in
   *COPY (NULL otherwise); NULL if that could not be allocated.  */
const char *
foc_format (const char *site, const char *label, const char *fmt,
            FOC_BOUNDS (fmt), char **copy)
{
  size_t room = foc_room (fmt, fmt_base, fmt_bound);
  size_t nread, i, j, mid_end;
  struct foc_str v;
  int real;
  char *f;

  *copy = NULL;
  if (FOC_LIKELY (foc_strnlen (fmt, room) < room))
    return fmt;
  real = foc_mode () == FOC_MODE_LOG;
  nread = foc_str_view (&v, fmt, fmt_base, fmt_bound, SIZE_MAX, real);
  if (!foc_in (fmt, nread, fmt_base, fmt_bound))
    real |= foc_violation (FOC_READ, (uintptr_t) fmt, nread, fmt_base,
                           fmt_bound, label, site);
  if (real)
    return fmt;

  f = *copy = malloc (2 * v.len + 1);
  if (!f)
    return NULL;
  mid_end = v.pre + foc_complete_format (v.mid, v.mid_len);
  for (i = j = 0; i < v.len; i++)
    {
      unsigned char c = foc_str_at (&v, i);
      if (i >= v.pre && i < v.pre + v.mid_len)
        {
          if (i < mid_end)
            f[j++] = c;
        }
      else
        {
          f[j++] = c;
          if (c == '%')
            f[j++] = '%';
        }
    }
  f[j] = '\0';
  return f;
}

int
foc_vsprintf_1 (const char *site, const char *slabel, const char *flabel,
                FOC_BOUNDS (s), FOC_BOUNDS (fmt), char *s, const char *fmt,
                va_list ap)
{
  size_t room = foc_room (s, s_base, s_bound), lo, hi;
  char *copy, *tmp;
  const char *f;
  va_list ap2;
  int n;

  f = foc_format (site, flabel, fmt, fmt_base, fmt_bound, &copy);
  if (!f)
    return -1;
  if (room == SIZE_MAX)
    {
      n = vsprintf (s, f, ap);
      free (copy);
      return n;
    }

  va_copy (ap2, ap);
  n = vsnprintf (s, room, f, ap);
  if (FOC_UNLIKELY (n >= 0 && (size_t) n >= room))
    {
      if (foc_violation (FOC_WRITE, (uintptr_t) s, (size_t) n + 1, s_base,
                         s_bound, slabel, site))
        n = vsprintf (s, f, ap2);
      else if ((tmp = malloc ((size_t) n + 1)))
        {
          vsnprintf (tmp, (size_t) n + 1, f, ap2);
          foc_span (s, (size_t) n + 1, s_base, s_bound, &lo, &hi);
          foc_store (s, lo, hi, 0, tmp, (size_t) n + 1);
          free (tmp);
        }
    }
  va_end (ap2);
  free (copy);
  return n;
}

int
foc_vsnprintf_1 (const char *site, const char *slabel, const char *flabel,
                 FOC_BOUNDS (s), FOC_BOUNDS (fmt), char *s, size_t size,
                 const char *fmt, va_list ap)
{
  size_t room = foc_room (s, s_base, s_bound);
  const char *f;
  char *copy;
  va_list ap2;
  int n;

  f = foc_format (site, flabel, fmt, fmt_base, fmt_bound, &copy);
  if (!f)
    return -1;
  if (FOC_LIKELY (size <= room))
    {
      n = vsnprintf (s, size, f, ap);
      free (copy);
      return n;
    }

  /* SIZE exceeds the room: measure first, so that nothing is written
     before we know what the program asked for.  */
  va_copy (ap2, ap);
  n = vsnprintf (NULL, 0, f, ap);
  if (n >= 0)
    {
      size_t want = foc_min ((size_t) n + 1, size), lo, hi;
      char *tmp;
      if (want <= room)
        vsnprintf (s, size, f, ap2);
      else if (foc_violation (FOC_WRITE, (uintptr_t) s, want, s_base,
                              s_bound, slabel, site))
        vsnprintf (s, size, f, ap2);
      else if ((tmp = malloc ((size_t) n + 1)))
        {
          /* The bytes snprintf would write, stored only where in bounds.  */
          vsnprintf (tmp, (size_t) n + 1, f, ap2);
          tmp[want - 1] = 0;
          foc_span (s, want, s_base, s_bound, &lo, &hi);
          foc_store (s, lo, hi, 0, tmp, want);
          free (tmp);
        }
    }
  va_end (ap2);
  free (copy);
  return n;
}

int
__foc_sprintf (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (fmt), char *s,
               const char *fmt, ...)
{
  va_list ap;
  int n;

  va_start (ap, fmt);
  n = foc_vsprintf_1 (site, "sprintf s", "sprintf format", s_base, s_bound,
                      fmt_base, fmt_bound, s, fmt, ap);
  va_end (ap);
  return n;
}

int
__foc_vsprintf (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (fmt), char *s,
                const char *fmt, va_list ap)
{
  return foc_vsprintf_1 (site, "vsprintf s", "vsprintf format", s_base,
                         s_bound, fmt_base, fmt_bound, s, fmt, ap);
}

int
__foc_snprintf (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (fmt), char *s,
                size_t size, const char *fmt, ...)
{
  va_list ap;
  int n;

  va_start (ap, fmt);
  n = foc_vsnprintf_1 (site, "snprintf s", "snprintf format", s_base,
                       s_bound, fmt_base, fmt_bound, s, size, fmt, ap);
  va_end (ap);
  return n;
}

int
__foc_vsnprintf (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (fmt),
                 char *s, size_t size, const char *fmt, va_list ap)
{
  return foc_vsnprintf_1 (site, "vsnprintf s", "vsnprintf format", s_base,
                          s_bound, fmt_base, fmt_bound, s, size, fmt, ap);
}
