/* wrap-fmtargs.c -- checked printf, fprintf, dprintf, asprintf: the %s
   arguments and the format are read through their bounds.

   The plugin passes these wrappers the bounds of every variadic argument
   (the '*' entries of its table): after the format's bounds comes the
   number N of variadic arguments and N (base, bound) pairs, then the
   function's own arguments, all through "...".

   Fast path: the format is scanned for %s conversions (precision and '*'
   width/precision included); if each such string is terminated inside its
   bounds, or the precision stops the read inside them, the real v*printf
   gets the arguments unchanged.  Otherwise each bad string is reported
   once ("printf arg 2": the argument's position in the call, the format
   being argument 1 of printf) and, in mode=oblivious, the output is
   rebuilt one conversion at a time into a memory stream, with each bad
   string replaced by its copy read through its bounds (manufactured bytes
   up to the first manufactured zero); %n stores are checked against the
   argument's bounds.  Return values are the real ones for the output
   produced (asprintf: -1 if STRP is out of bounds, nothing stored).
   Limits: formats with positional arguments (%1$s) and wide strings (%ls)
   are not checked.  */

#include "foc-internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

#define FOC_BOUNDS(p) uintptr_t p##_base, uintptr_t p##_bound

/* At most this many variadic arguments have their bounds looked at.  */

/* One conversion of a printf format.  */
struct foc_conv
{
  const char *start, *end;      /* the spec "%...c" */
  int nstar;                    /* '*' width and precision arguments */
  int prec_star, has_prec, prec;
  char len;                     /* 'H' hh, 'h', 'l', 'q' ll/L/q, 'j', 'z',
                                   't', 'L' long double, 0 none */
  char conv;
};

/* Parse the conversion at P ('%'); returns 0 for "%%" or a positional or
   unknown one (then *POSITIONAL is set if it was positional).  */
static int
foc_parse_conv (const char *p, struct foc_conv *c, int *positional)
{
  const char *q = p + 1;

  memset (c, 0, sizeof *c);
  c->start = p;
  if (*q == '%')
    {
      c->end = q + 1;
      return 0;
    }
  if (*q >= '1' && *q <= '9')
    {
      const char *d = q;
      while (*d >= '0' && *d <= '9')
        d++;
      if (*d == '$')
        {
          *positional = 1;
          return 0;
        }
    }
  while (*q && strchr ("-+ #0'I", *q))
    q++;
  if (*q == '*')
    {
      c->nstar++;
      q++;
    }
  else
    while (*q >= '0' && *q <= '9')
      q++;
  if (*q == '.')
    {
      q++;
      c->has_prec = 1;
      if (*q == '*')
        {
          c->prec_star = 1;
          c->nstar++;
          q++;
        }
      else
        {
          c->prec = 0;
          while (*q >= '0' && *q <= '9')
            c->prec = c->prec * 10 + (*q++ - '0');
        }
    }
  for (;;)
    {
      if (*q == 'h')
        c->len = c->len == 'h' ? 'H' : 'h';
      else if (*q == 'l')
        c->len = c->len == 'l' ? 'q' : 'l';
      else if (*q == 'q' || *q == 'j' || *q == 'z' || *q == 't'
               || *q == 'Z')
        c->len = *q == 'Z' ? 'z' : *q;
      else if (*q == 'L')
        c->len = 'L';
      else
        break;
      q++;
    }
  if (!*q || !strchr ("diouxXeEfFgGaAcsSCpnm", *q))
    {
      c->end = *q ? q + 1 : q;
      return 0;
    }
  c->conv = *q;
  c->end = q + 1;
  return 1;
}

/* The class of the argument a conversion takes.  */
enum foc_argk { FOC_A_NONE, FOC_A_INT, FOC_A_LONG, FOC_A_LLONG, FOC_A_DBL,
                FOC_A_LDBL, FOC_A_PTR, FOC_A_WINT };

static enum foc_argk
foc_arg_kind (const struct foc_conv *c)
{
  switch (c->conv)
    {
    case 'm':
      return FOC_A_NONE;
    case 's': case 'S': case 'p': case 'n':
      return FOC_A_PTR;
    case 'C':
      return FOC_A_WINT;
    case 'c':
      return c->len == 'l' ? FOC_A_WINT : FOC_A_INT;
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a':
    case 'A':
      return c->len == 'L' ? FOC_A_LDBL : FOC_A_DBL;
    default:
      switch (c->len)
        {
        case 'l': case 'j': case 'z': case 't':
          return FOC_A_LONG;
        case 'q': case 'L':
          return FOC_A_LLONG;
        default:
          return FOC_A_INT;
        }
    }
}

/* Skip one argument of kind K in AP.  */
#define FOC_SKIP(ap, k)                                                 \
  do {                                                                  \
    switch (k)                                                          \
      {                                                                 \
      case FOC_A_INT: case FOC_A_WINT: (void) va_arg (ap, int); break;  \
      case FOC_A_LONG: (void) va_arg (ap, long); break;                 \
      case FOC_A_LLONG: (void) va_arg (ap, long long); break;           \
      case FOC_A_DBL: (void) va_arg (ap, double); break;                \
      case FOC_A_LDBL: (void) va_arg (ap, long double); break;          \
      case FOC_A_PTR: (void) va_arg (ap, void *); break;                \
      default: break;                                                   \
      }                                                                 \
  } while (0)

/* Is the %s argument S (precision PREC if HAS_PREC) read inside its
   bounds?  */
static int
foc_sarg_ok (const char *s, uintptr_t base, uintptr_t bound, int has_prec,
             int prec)
{
  size_t room = foc_room (s, base, bound), limit, m;

  if (!s || room == SIZE_MAX)
    return 1;
  limit = has_prec && prec >= 0 ? (size_t) prec : SIZE_MAX;
  m = foc_min (room, limit);
  return limit <= room || strnlen (s, m) < m;
}

/* Check the %s arguments of FMT against the bounds B (2 per argument, N
   of them).  Returns 1 if all are fine (or cannot be checked).  */
static int
foc_fmt_ok (const char *fmt, const uintptr_t *b, unsigned n, va_list ap0)
{
  struct foc_conv c;
  const char *p;
  unsigned i = 0;
  int ok = 1, positional = 0, prec;
  va_list ap;

  va_copy (ap, ap0);
  for (p = strchr (fmt, '%'); p && ok; p = strchr (p, '%'))
    {
      if (!foc_parse_conv (p, &c, &positional))
        {
          if (positional)
            break;
          p = c.end;
          continue;
        }
      p = c.end;
      prec = c.prec;
      if (c.nstar == 2 || (c.nstar == 1 && !c.prec_star))
        {
          (void) va_arg (ap, int);
          i++;
        }
      if (c.prec_star)
        {
          prec = va_arg (ap, int);
          i++;
        }
      if (c.conv == 's' && c.len != 'l')
        {
          const char *s = va_arg (ap, const char *);
          if (i < n)
            ok = foc_sarg_ok (s, b[2 * i], b[2 * i + 1], c.has_prec, prec);
          i++;
        }
      else if (foc_arg_kind (&c) != FOC_A_NONE)
        {
          FOC_SKIP (ap, foc_arg_kind (&c));
          i++;
        }
    }
  va_end (ap);
  return ok;
}

/* Print one conversion SPEC to M with its arguments from AP.  */
static void
foc_emit (FILE *m, const char *spec, const struct foc_conv *c, int *stars,
          va_list *ap, const void *sval)
{
  int s0 = stars[0], s1 = stars[1];

#define FOC_EMIT1(v)                                    \
  do {                                                  \
    if (c->nstar == 0)                                  \
      fprintf (m, spec, v);                             \
    else if (c->nstar == 1)                             \
      fprintf (m, spec, s0, v);                         \
    else                                                \
      fprintf (m, spec, s0, s1, v);                     \
  } while (0)

  switch (foc_arg_kind (c))
    {
    case FOC_A_INT: case FOC_A_WINT:
      FOC_EMIT1 (va_arg (*ap, int));
      break;
    case FOC_A_LONG:
      FOC_EMIT1 (va_arg (*ap, long));
      break;
    case FOC_A_LLONG:
      FOC_EMIT1 (va_arg (*ap, long long));
      break;
    case FOC_A_DBL:
      FOC_EMIT1 (va_arg (*ap, double));
      break;
    case FOC_A_LDBL:
      FOC_EMIT1 (va_arg (*ap, long double));
      break;
    case FOC_A_PTR:
      (void) va_arg (*ap, void *);
      FOC_EMIT1 (sval);
      break;
    default:
      if (c->nstar == 0)
        fprintf (m, spec, 0);
      else
        fprintf (m, spec, s0, s1);
      break;
    }
#undef FOC_EMIT1
}

/* The slow path: format FMT with AP into a malloc'd buffer (*OUT, *LEN),
   replacing the %s arguments that are not terminated inside their bounds
   and checking %n.  FN names the function, FIRST is the position of the
   first variadic argument.  Returns 0, or -1 with errno set.  */
static int
foc_format_slow (const char *site, const char *fn, unsigned first,
                 const char *fmt, const uintptr_t *b, unsigned n,
                 va_list ap0, char **out, size_t *len)
{
  va_list ap;
  struct foc_conv c;
  const char *p = fmt;
  unsigned i = 0;
  int positional = 0, stars[2];
  FILE *m = open_memstream (out, len);
  char label[64];

  if (!m)
    return -1;
  va_copy (ap, ap0);
  while (*p)
    {
      const char *q = strchr (p, '%');
      if (!q)
        {
          fputs (p, m);
          break;
        }
      fwrite (p, 1, (size_t) (q - p), m);
      if (!foc_parse_conv (q, &c, &positional))
        {
          if (positional)
            {
              /* Not checked: hand the rest to the C library.  */
              vfprintf (m, q, ap);
              break;
            }
          if (c.end - q == 2 && q[1] == '%')
            fputc ('%', m);
          else
            fwrite (q, 1, (size_t) (c.end - q), m);
          p = c.end;
          continue;
        }
      p = c.end;
      char *spec = strndup (c.start, (size_t) (c.end - c.start));
      if (!spec)
        break;
      stars[0] = stars[1] = 0;
      for (int k = 0; k < c.nstar; k++)
        {
          stars[k] = va_arg (ap, int);
          i++;
        }
      int prec = c.prec_star ? stars[c.nstar - 1] : c.prec;
      uintptr_t base = i < n ? b[2 * i] : 0;
      uintptr_t bound = i < n ? b[2 * i + 1] : UINTPTR_MAX;
      snprintf (label, sizeof label, "%s arg %u", fn, first + i);
      if (c.conv == 's' && c.len != 'l')
        {
          va_list ap2;
          const char *s;
          va_copy (ap2, ap);
          s = va_arg (ap2, const char *);
          va_end (ap2);
          if (!foc_sarg_ok (s, base, bound, c.has_prec, prec))
            {
              struct foc_str v;
              size_t limit = c.has_prec && prec >= 0 ? (size_t) prec
                                                     : SIZE_MAX;
              size_t nread = foc_str_view (&v, s, base, bound, limit, 0);
              char *d = foc_str_dup (&v);
              foc_violation (FOC_READ, (uintptr_t) s, nread, base, bound,
                             label, site);
              foc_emit (m, spec, &c, stars, &ap, d ? d : "");
              free (d);
            }
          else
            foc_emit (m, spec, &c, stars, &ap, s);
        }
      else if (c.conv == 'n')
        {
          void *np = va_arg (ap, void *);
          size_t sz = c.len == 'H' ? 1 : c.len == 'h' ? 2
                      : c.len == 0 ? sizeof (int) : sizeof (long long);
          long long v;
          fflush (m);
          v = (long long) ftello (m);
          if (!foc_in (np, sz, base, bound))
            foc_violation (FOC_WRITE, (uintptr_t) np, sz, base, bound, label,
                           site);
          else if (sz == 1)
            *(signed char *) np = (signed char) v;
          else if (sz == 2)
            *(short *) np = (short) v;
          else if (sz == sizeof (int))
            *(int *) np = (int) v;
          else
            *(long long *) np = v;
        }
      else
        {
          va_list ap2;
          const void *pv = NULL;
          va_copy (ap2, ap);
          if (foc_arg_kind (&c) == FOC_A_PTR)
            pv = va_arg (ap2, const void *);
          va_end (ap2);
          foc_emit (m, spec, &c, stars, &ap, pv);
        }
      if (foc_arg_kind (&c) != FOC_A_NONE)
        i++;
      free (spec);
    }
  va_end (ap);
  if (ferror (m))
    {
      fclose (m);
      free (*out);
      errno = ENOMEM;
      return -1;
    }
  fclose (m);
  return 0;
}

/* Decide what to do for FMT: returns 1 if the real function should be
   called with AP, 2 if it should be after foc_fmt_report (mode=log), 0 if
   the caller should use foc_format_slow.  Sets *F to
   the format to use (*COPY to free), NULL on allocation failure.  */
static int
foc_fmt_decide (const char *site, const char *flabel, const char **f,
                char **copy, FOC_BOUNDS (fmt), const uintptr_t *b,
                unsigned n, va_list ap)
{
  *f = foc_format (site, flabel, *f, fmt_base, fmt_bound, copy);
  if (!*f)
    return 1;
  if (FOC_LIKELY (foc_fmt_ok (*f, b, foc_min (n, FOC_MAXVAR), ap)))
    return 1;
  /* mode=log: report, then call the real function.  */
  return foc_mode () == FOC_MODE_LOG ? 2 : 0;
}

/* Report the bad %s arguments without formatting (mode=log).  */
static void
foc_fmt_report (const char *site, const char *fn, unsigned first,
                const char *fmt, const uintptr_t *b, unsigned n, va_list ap0)
{
  struct foc_conv c;
  const char *p;
  unsigned i = 0;
  int positional = 0, prec;
  char label[64];
  va_list ap;

  va_copy (ap, ap0);
  for (p = strchr (fmt, '%'); p; p = strchr (p, '%'))
    {
      if (!foc_parse_conv (p, &c, &positional))
        {
          if (positional)
            break;
          p = c.end;
          continue;
        }
      p = c.end;
      prec = c.prec;
      for (int k = 0; k < c.nstar; k++)
        {
          int v = va_arg (ap, int);
          if (c.prec_star && k == c.nstar - 1)
            prec = v;
          i++;
        }
      if (c.conv == 's' && c.len != 'l')
        {
          const char *s = va_arg (ap, const char *);
          if (i < n && !foc_sarg_ok (s, b[2 * i], b[2 * i + 1], c.has_prec,
                                     prec))
            {
              size_t len = c.has_prec && prec >= 0
                           ? strnlen (s, (size_t) prec) : strlen (s);
              snprintf (label, sizeof label, "%s arg %u", fn, first + i);
              foc_violation (FOC_READ, (uintptr_t) s,
                             len + (c.has_prec && len == (size_t) prec
                                    ? 0 : 1),
                             b[2 * i], b[2 * i + 1], label, site);
            }
          i++;
        }
      else if (foc_arg_kind (&c) != FOC_A_NONE)
        {
          FOC_SKIP (ap, foc_arg_kind (&c));
          i++;
        }
    }
  va_end (ap);
}

/* Write LEN bytes at BUF to FD.  Returns LEN or -1.  */
static int
foc_write_all (int fd, const char *buf, size_t len)
{
  size_t done = 0;

  while (done < len)
    {
      ssize_t k = write (fd, buf + done, len - done);
      if (k < 0 && errno == EINTR)
        continue;
      if (k <= 0)
        return -1;
      done += (size_t) k;
    }
  return (int) len;
}

/* The common part of the printf-family wrappers, once the arguments
   before the format were taken from AP: FN names the function, FIRST is
   the position of its first variadic argument.  Returns 1 if the real
   function is to be called with *FMT and AP (*FMT null: out of memory),
   after reporting the bad %s arguments in mode=log; else formats the slow
   way into the malloc'd *OUT, *LEN and returns 0, or -1 on failure.  The
   caller frees *COPY.  */
static int
foc_fmt_run (const char *site, const char *fn, unsigned first,
             const char **fmt, char **copy, FOC_BOUNDS (fmt),
             const uintptr_t *b, unsigned n, va_list ap, char **out,
             size_t *len)
{
  char flabel[64];
  int how;

  snprintf (flabel, sizeof flabel, "%s format", fn);
  how = foc_fmt_decide (site, flabel, fmt, copy, fmt_base, fmt_bound, b, n,
                        ap);
  n = foc_min (n, FOC_MAXVAR);
  if (how == 2)
    foc_fmt_report (site, fn, first, *fmt, b, n, ap);
  if (how)
    return 1;
  return foc_format_slow (site, fn, first, *fmt, b, n, ap, out, len) == 0
         ? 0 : -1;
}

int
__foc_printf (const char *site, FOC_BOUNDS (fmt), unsigned n, ...)
{
  uintptr_t b[2 * FOC_MAXVAR];
  const char *fmt;
  char *copy, *out;
  size_t len;
  va_list ap;
  int r;

  va_start (ap, n);
  FOC_GET_PAIRS (ap, n, b);
  fmt = va_arg (ap, const char *);
  r = foc_fmt_run (site, "printf", 2, &fmt, &copy, fmt_base, fmt_bound, b,
                   n, ap, &out, &len);
  if (r == 1)
    r = fmt ? vprintf (fmt, ap) : -1;
  else if (r == 0)
    {
      r = fwrite (out, 1, len, stdout) == len ? (int) len : -1;
      free (out);
    }
  va_end (ap);
  free (copy);
  return r;
}

int
__foc_fprintf (const char *site, FOC_BOUNDS (stream), FOC_BOUNDS (fmt),
               unsigned n, ...)
{
  uintptr_t b[2 * FOC_MAXVAR];
  const char *fmt;
  char *copy, *out;
  FILE *stream;
  size_t len;
  va_list ap;
  int r;

  va_start (ap, n);
  FOC_GET_PAIRS (ap, n, b);
  stream = va_arg (ap, FILE *);
  if (!foc_stream_ok (stream, stream_base, stream_bound, "fprintf stream",
                      site))
    {
      va_end (ap);
      return -1;
    }
  fmt = va_arg (ap, const char *);
  r = foc_fmt_run (site, "fprintf", 3, &fmt, &copy, fmt_base, fmt_bound, b,
                   n, ap, &out, &len);
  if (r == 1)
    r = fmt ? vfprintf (stream, fmt, ap) : -1;
  else if (r == 0)
    {
      r = fwrite (out, 1, len, stream) == len ? (int) len : -1;
      free (out);
    }
  va_end (ap);
  free (copy);
  return r;
}

int
__foc_dprintf (const char *site, FOC_BOUNDS (fmt), unsigned n, ...)
{
  uintptr_t b[2 * FOC_MAXVAR];
  const char *fmt;
  char *copy, *out;
  size_t len;
  va_list ap;
  int r, fd;

  va_start (ap, n);
  FOC_GET_PAIRS (ap, n, b);
  fd = va_arg (ap, int);
  fmt = va_arg (ap, const char *);
  r = foc_fmt_run (site, "dprintf", 3, &fmt, &copy, fmt_base, fmt_bound, b,
                   n, ap, &out, &len);
  if (r == 1)
    r = fmt ? vdprintf (fd, fmt, ap) : -1;
  else if (r == 0)
    {
      r = foc_write_all (fd, out, len);
      free (out);
    }
  va_end (ap);
  free (copy);
  return r;
}

/* asprintf: the result is malloc'd, so only its inputs are checked, and
   STRP, the place the pointer is stored.  */
int
__foc_asprintf (const char *site, FOC_BOUNDS (strp), FOC_BOUNDS (fmt),
                unsigned n, ...)
{
  uintptr_t b[2 * FOC_MAXVAR];
  const char *fmt;
  char *copy, *out, **strp;
  size_t len;
  va_list ap;
  int r;

  va_start (ap, n);
  FOC_GET_PAIRS (ap, n, b);
  strp = va_arg (ap, char **);
  fmt = va_arg (ap, const char *);
  if (FOC_UNLIKELY (!foc_in (strp, sizeof *strp, strp_base, strp_bound))
      && !foc_violation (FOC_WRITE, (uintptr_t) strp, sizeof *strp,
                         strp_base, strp_bound, "asprintf strp", site))
    {
      va_end (ap);
      return -1;
    }
  r = foc_fmt_run (site, "asprintf", 3, &fmt, &copy, fmt_base, fmt_bound, b,
                   n, ap, &out, &len);
  if (r == 1)
    r = fmt ? vasprintf (strp, fmt, ap) : -1;
  else if (r == 0)
    {
      *strp = out;
      r = (int) len;
    }
  va_end (ap);
  free (copy);
  /* *STRP is a new block, maybe at the address of one freed since its
     slot's metadata was recorded: give the slot the new block's bounds.  */
  if (r >= 0)
    {
      foc_pair p = foc_unknown_pair ((uintptr_t) *strp);
      __foc_meta_store ((uintptr_t) strp, (uintptr_t) *strp, __real__ p,
                        __imag__ p);
    }
  return r;
}

/* sprintf and snprintf with their %s arguments read through their bounds
   too (the plugin passes the bounds of the variadic arguments).  When one
   is not terminated inside its bounds, the output is built with its
   in-bounds part and manufactured continuation, then stored through the
   destination's bounds by the plain checked versions (wrap-printf.c).
   The result is the length of that output.  */

int
__foc_sprintf_args (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (fmt),
                    unsigned n, ...)
{
  uintptr_t b[2 * FOC_MAXVAR];
  const char *fmt;
  char *s, *copy, *out;
  size_t len;
  va_list ap;
  int r;

  va_start (ap, n);
  FOC_GET_PAIRS (ap, n, b);
  s = va_arg (ap, char *);
  fmt = va_arg (ap, const char *);
  r = foc_fmt_run (site, "sprintf", 3, &fmt, &copy, fmt_base, fmt_bound, b,
                   n, ap, &out, &len);
  if (r == 1)
    r = fmt ? foc_vsprintf_1 (site, "sprintf s", "sprintf format", s_base,
                              s_bound, 0, UINTPTR_MAX, s, fmt, ap) : -1;
  else if (r == 0)
    {
      r = __foc_sprintf (site, s_base, s_bound, 0, UINTPTR_MAX, s, "%s",
                         out);
      free (out);
    }
  va_end (ap);
  free (copy);
  return r;
}

int
__foc_snprintf_args (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (fmt),
                     unsigned n, ...)
{
  uintptr_t b[2 * FOC_MAXVAR];
  const char *fmt;
  char *s, *copy, *out;
  size_t size, len;
  va_list ap;
  int r;

  va_start (ap, n);
  FOC_GET_PAIRS (ap, n, b);
  s = va_arg (ap, char *);
  size = va_arg (ap, size_t);
  fmt = va_arg (ap, const char *);
  r = foc_fmt_run (site, "snprintf", 4, &fmt, &copy, fmt_base, fmt_bound, b,
                   n, ap, &out, &len);
  if (r == 1)
    r = fmt ? foc_vsnprintf_1 (site, "snprintf s", "snprintf format",
                               s_base, s_bound, 0, UINTPTR_MAX, s, size, fmt,
                               ap) : -1;
  else if (r == 0)
    {
      r = __foc_snprintf (site, s_base, s_bound, 0, UINTPTR_MAX, s, size,
                          "%s", out);
      free (out);
    }
  va_end (ap);
  free (copy);
  return r;
}
