/* wrap-scanf.c -- checked scanf, fscanf, sscanf.

   Like the printf wrappers (wrap-fmtargs.c) these get the bounds of every
   variadic argument.  Fast path: each conversion's destination can hold
   the most it may store -- %s and %[ need a width W with W + 1 bytes of
   room, %c W (default 1) bytes, numbers their type's size, %m a pointer
   -- and the real v*scanf gets the arguments unchanged.

   Otherwise (mode=oblivious) the format is run one directive at a time
   (each piece is the text before a conversion and the conversion, plus a
   private %n to follow the input position): a %s, %[ or %c whose
   destination is too small is read with %m into a buffer of the C
   library's, consuming exactly what the real conversion would, and only
   the bytes inside the destination's bounds are stored; other
   destinations that are too small are read into a local and stored in
   part; each one is reported once ("scanf arg 2": the position in the
   call).  The return value is the real one: the number of conversions
   assigned, or EOF on an input failure before the first.  The input
   string of sscanf and the format are read through their bounds.  Formats
   with positional arguments (%1$s) are passed through unchecked.  mode=log
   reports the destinations that are too small and calls the real
   function.  */

#include "foc-internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#define FOC_BOUNDS(p) uintptr_t p##_base, uintptr_t p##_bound


/* One conversion of a scanf format.  */
struct foc_sconv
{
  const char *start, *end;      /* '%' .. the conversion character or ']' */
  const char *conv_at;          /* the conversion character */
  int suppress, alloc, has_width;
  size_t width;
  char len;                     /* 'H' hh, 'h', 'l', 'q' ll/q, 'L', 'j',
                                   'z', 't', 0 */
  char conv;
};

/* Parse the conversion at P ('%').  Returns 1 for a conversion, 0 for
   "%%" (C->end set), -1 for a positional or malformed one.  */
static int
foc_sparse (const char *p, struct foc_sconv *c)
{
  const char *q = p + 1;

  memset (c, 0, sizeof *c);
  c->start = p;
  if (*q == '%')
    {
      c->end = q + 1;
      return 0;
    }
  if (*q == '*')
    {
      c->suppress = 1;
      q++;
    }
  if (*q >= '1' && *q <= '9')
    {
      const char *d = q;
      while (*d >= '0' && *d <= '9')
        d++;
      if (*d == '$')
        return -1;
    }
  while (*q >= '0' && *q <= '9')
    {
      c->has_width = 1;
      c->width = c->width * 10 + (size_t) (*q++ - '0');
    }
  /* glibc takes a width of 0 as no width.  */
  if (c->width == 0)
    c->has_width = 0;
  if (*q == 'm')
    {
      c->alloc = 1;
      q++;
    }
  for (;;)
    {
      if (*q == 'h')
        c->len = c->len == 'h' ? 'H' : 'h';
      else if (*q == 'l')
        c->len = c->len == 'l' ? 'q' : 'l';
      else if (*q == 'q' || *q == 'j' || *q == 'z' || *q == 't'
               || *q == 'L')
        c->len = *q;
      else
        break;
      q++;
    }
  if (!*q || !strchr ("diouxXaAeEfFgGsScC[pn", *q))
    return -1;
  c->conv = *q;
  c->conv_at = q;
  if (*q == '[')
    {
      q++;
      if (*q == '^')
        q++;
      if (*q == ']')
        q++;
      while (*q && *q != ']')
        q++;
      if (!*q)
        return -1;
    }
  c->end = q + 1;
  return 1;
}

/* The number of bytes conversion C stores at its destination at most, or
   SIZE_MAX if unlimited.  */
static size_t
foc_sneed (const struct foc_sconv *c)
{
  size_t unit = c->len == 'l' || c->conv == 'S' || c->conv == 'C'
                ? sizeof (wchar_t) : 1;

  if (c->alloc)
    return sizeof (void *);
  switch (c->conv)
    {
    case 's': case 'S': case '[':
      return c->has_width ? (c->width + 1) * unit : SIZE_MAX;
    case 'c': case 'C':
      return (c->has_width ? c->width : 1) * unit;
    case 'p':
      return sizeof (void *);
    case 'a': case 'A': case 'e': case 'E': case 'f': case 'F': case 'g':
    case 'G':
      return c->len == 'L' || c->len == 'q' ? sizeof (long double)
             : c->len == 'l' ? sizeof (double) : sizeof (float);
    default:
      switch (c->len)
        {
        case 'H': return 1;
        case 'h': return sizeof (short);
        case 0: return sizeof (int);
        default: return sizeof (long long);
        }
    }
}

/* Does every destination of FMT fit?  */
static int
foc_scan_ok (const char *fmt, const uintptr_t *b, unsigned n, va_list ap0)
{
  struct foc_sconv c;
  const char *p;
  unsigned i = 0;
  int ok = 1, k;
  va_list ap;

  va_copy (ap, ap0);
  for (p = strchr (fmt, '%'); p && ok; p = strchr (p, '%'))
    {
      if ((k = foc_sparse (p, &c)) < 0)
        break;
      p = c.end;
      if (k == 0 || c.suppress)
        continue;
      void *d = va_arg (ap, void *);
      if (i < n)
        ok = foc_in (d, foc_sneed (&c), b[2 * i], b[2 * i + 1]);
      i++;
    }
  va_end (ap);
  return ok;
}

/* Input of a piecewise scan: a stream, or a string and a position.  */
struct foc_sin
{
  FILE *stream;
  const char *str;
  size_t off;
};

/* Run the piece SPEC (ending with a private %n) with at most one
   destination DEST.  Returns the real result; *USED gets the characters
   consumed, or -1 if the piece did not reach its end.  */
static int
foc_spiece (struct foc_sin *in, const char *spec, void *dest, int *used)
{
  int r;

  *used = -1;
  if (in->stream)
    r = dest ? fscanf (in->stream, spec, dest, used)
             : fscanf (in->stream, spec, used);
  else
    r = dest ? sscanf (in->str + in->off, spec, dest, used)
             : sscanf (in->str + in->off, spec, used);
  if (*used >= 0 && !in->stream)
    in->off += (size_t) *used;
  return r;
}

/* The piecewise scan (see the comment at the top).  */
static int
foc_scan_slow (const char *site, const char *fn, unsigned first,
               struct foc_sin *in, const char *fmt, const uintptr_t *b,
               unsigned n, va_list ap0)
{
  struct foc_sconv c;
  const char *p = fmt;
  unsigned i = 0;
  int total = 0, k = 1, r, used;
  long long consumed = 0;
  char label[64];
  va_list ap;

  va_copy (ap, ap0);
  while (*p)
    {
      const char *q = p;
      /* Find the next conversion (skipping "%%").  */
      for (;;)
        {
          q = strchr (q, '%');
          if (!q)
            break;
          if ((k = foc_sparse (q, &c)) == 0)
            {
              q = c.end;
              continue;
            }
          break;
        }
      if (q && k < 0)
        {
          /* Positional or malformed: the rest goes to the C library.  */
          char *rest = strdup (p);
          if (!rest)
            break;
          r = in->stream ? vfscanf (in->stream, rest, ap)
                         : vsscanf (in->str + in->off, rest, ap);
          free (rest);
          if (r == EOF)
            total = total ? total : EOF;
          else
            total += r;
          break;
        }
      size_t plen = q ? (size_t) (c.end - p) : strlen (p);
      char *spec = malloc (plen + 8);
      if (!spec)
        break;
      if (!q)
        {
          /* Trailing text.  */
          memcpy (spec, p, plen);
          strcpy (spec + plen, "%n");
          r = foc_spiece (in, spec, NULL, &used);
          free (spec);
          if (used < 0 && r == EOF && total == 0)
            total = EOF;
          break;
        }

      void *d = NULL;
      uintptr_t base = 0, bound = UINTPTR_MAX;
      if (!c.suppress)
        {
          d = va_arg (ap, void *);
          if (i < n)
            {
              base = b[2 * i];
              bound = b[2 * i + 1];
            }
          snprintf (label, sizeof label, "%s arg %u", fn, first + i);
          i++;
        }
      size_t need = foc_sneed (&c);
      int fits = c.suppress || foc_in (d, need, base, bound);
      int lenient = !fits && !c.alloc
                    && (c.conv == 's' || c.conv == 'S' || c.conv == '['
                        || c.conv == 'c' || c.conv == 'C');
      union { long double ld; long long ll; void *p; char c[16]; } tmp;
      void *target = d;
      char *abuf = NULL;

      if (c.conv == 'n')
        {
          /* Ours: the text before it, then store the count.  */
          size_t tl = (size_t) (c.start - p);
          memcpy (spec, p, tl);
          strcpy (spec + tl, "%n");
          r = foc_spiece (in, spec, NULL, &used);
          free (spec);
          if (used < 0)
            {
              if (r == EOF && total == 0)
                total = EOF;
              break;
            }
          consumed += used;
          if (!c.suppress)
            {
              long long v = in->stream ? consumed : (long long) in->off;
              if (!fits)
                foc_violation (FOC_WRITE, (uintptr_t) d, need, base, bound,
                               label, site);
              else if (need == 1)
                *(signed char *) d = (signed char) v;
              else if (need == sizeof (short))
                *(short *) d = (short) v;
              else if (need == sizeof (int))
                *(int *) d = (int) v;
              else
                *(long long *) d = v;
            }
          p = c.end;
          continue;
        }

      if (lenient)
        {
          /* Insert 'm' before the length modifier and conversion.  */
          const char *at = c.conv_at;
          while (at > c.start && strchr ("hlqjztL", at[-1]))
            at--;
          size_t pre = (size_t) (at - p);
          memcpy (spec, p, pre);
          spec[pre] = 'm';
          memcpy (spec + pre + 1, at, (size_t) (c.end - at));
          strcpy (spec + pre + 1 + (c.end - at), "%n");
          target = &abuf;
        }
      else
        {
          memcpy (spec, p, plen);
          strcpy (spec + plen, "%n");
          if (!fits)
            target = &tmp;
        }
      r = foc_spiece (in, spec, target, &used);
      free (spec);
      if (used < 0)
        {
          if (r == EOF && total == 0)
            total = EOF;
          free (abuf);
          break;
        }
      consumed += used;
      p = c.end;
      if (c.suppress)
        continue;
      total++;
      if (fits)
        continue;

      /* Store the part that fits.  */
      const void *src = lenient ? (const void *) abuf : (const void *) &tmp;
      size_t count = need, lo, hi;
      if (lenient)
        {
          int wide = c.len == 'l' || c.conv == 'S' || c.conv == 'C';
          if (c.conv == 'c' || c.conv == 'C')
            count = need;
          else if (wide)
            count = (wcslen ((wchar_t *) abuf) + 1) * sizeof (wchar_t);
          else
            count = strlen (abuf) + 1;
        }
      if (!foc_in (d, count, base, bound))
        foc_violation (FOC_WRITE, (uintptr_t) d, count, base, bound, label,
                       site);
      foc_span (d, count, base, bound, &lo, &hi);
      foc_store (d, lo, hi, 0, src, count);
      free (abuf);
    }
  va_end (ap);
  return total;
}

/* Report the destinations that are too small (mode=log).  */
static void
foc_scan_report (const char *site, const char *fn, unsigned first,
                 const char *fmt, const uintptr_t *b, unsigned n,
                 va_list ap0)
{
  struct foc_sconv c;
  const char *p;
  unsigned i = 0;
  int k;
  char label[64];
  va_list ap;

  va_copy (ap, ap0);
  for (p = strchr (fmt, '%'); p; p = strchr (p, '%'))
    {
      if ((k = foc_sparse (p, &c)) < 0)
        break;
      p = c.end;
      if (k == 0 || c.suppress)
        continue;
      void *d = va_arg (ap, void *);
      if (i < n && !foc_in (d, foc_sneed (&c), b[2 * i], b[2 * i + 1]))
        {
          snprintf (label, sizeof label, "%s arg %u", fn, first + i);
          foc_violation (FOC_WRITE, (uintptr_t) d, foc_sneed (&c), b[2 * i],
                         b[2 * i + 1], label, site);
        }
      i++;
    }
  va_end (ap);
}

/* The common part: FMT read through its bounds, then the fast path, the
   report (mode=log) or the piecewise scan.  */
static int
foc_vscan (const char *site, const char *fn, unsigned first,
           struct foc_sin *in, const char *fmt, FOC_BOUNDS (fmt),
           const uintptr_t *b, unsigned n, va_list ap)
{
  char flabel[64], *copy;
  const char *f;
  int r;

  snprintf (flabel, sizeof flabel, "%s format", fn);
  f = foc_format (site, flabel, fmt, fmt_base, fmt_bound, &copy);
  if (!f)
    return EOF;
  n = foc_min (n, FOC_MAXVAR);
  if (FOC_LIKELY (foc_scan_ok (f, b, n, ap)))
    r = in->stream ? vfscanf (in->stream, f, ap)
                   : vsscanf (in->str, f, ap);
  else if (foc_mode () == FOC_MODE_LOG)
    {
      foc_scan_report (site, fn, first, f, b, n, ap);
      r = in->stream ? vfscanf (in->stream, f, ap)
                     : vsscanf (in->str, f, ap);
    }
  else
    {
      if (in->stream)
        flockfile (in->stream);
      r = foc_scan_slow (site, fn, first, in, f, b, n, ap);
      if (in->stream)
        funlockfile (in->stream);
    }
  free (copy);
  return r;
}

int
__foc_scanf (const char *site, FOC_BOUNDS (fmt), unsigned n, ...)
{
  uintptr_t b[2 * FOC_MAXVAR];
  struct foc_sin in = { stdin, NULL, 0 };
  const char *fmt;
  va_list ap;
  int r;

  va_start (ap, n);
  FOC_GET_PAIRS (ap, n, b);
  fmt = va_arg (ap, const char *);
  r = foc_vscan (site, "scanf", 2, &in, fmt, fmt_base, fmt_bound, b, n, ap);
  va_end (ap);
  return r;
}

int
__foc_fscanf (const char *site, FOC_BOUNDS (stream), FOC_BOUNDS (fmt),
              unsigned n, ...)
{
  uintptr_t b[2 * FOC_MAXVAR];
  struct foc_sin in = { NULL, NULL, 0 };
  const char *fmt;
  va_list ap;
  int r;

  va_start (ap, n);
  FOC_GET_PAIRS (ap, n, b);
  in.stream = va_arg (ap, FILE *);
  if (!foc_stream_ok (in.stream, stream_base, stream_bound, "fscanf stream",
                      site))
    {
      va_end (ap);
      return EOF;
    }
  fmt = va_arg (ap, const char *);
  r = foc_vscan (site, "fscanf", 3, &in, fmt, fmt_base, fmt_bound, b, n,
                 ap);
  va_end (ap);
  return r;
}

int
__foc_sscanf (const char *site, FOC_BOUNDS (str), FOC_BOUNDS (fmt),
              unsigned n, ...)
{
  uintptr_t b[2 * FOC_MAXVAR];
  struct foc_sin in = { NULL, NULL, 0 };
  const char *fmt;
  char *copy;
  va_list ap;
  int r;

  va_start (ap, n);
  FOC_GET_PAIRS (ap, n, b);
  in.str = va_arg (ap, const char *);
  fmt = va_arg (ap, const char *);
  in.str = foc_str_arg (site, "sscanf str", in.str, str_base, str_bound,
                        &copy);
  r = foc_vscan (site, "sscanf", 3, &in, fmt, fmt_base, fmt_bound, b, n,
                 ap);
  va_end (ap);
  free (copy);
  return r;
}
