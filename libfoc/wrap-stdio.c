/* wrap-stdio.c -- checked fgets.

   fgets (S, N, STREAM) reads at most N - 1 characters, up to and including
   a newline.  If S cannot hold all N bytes, the line is read character by
   character: only the characters (and the NUL) that land inside S's
   bounds are stored, the others are consumed and dropped, and a violation
   is reported only if the line actually went past the bounds.  STREAM
   must point to at least a FILE; if it does not, mode=oblivious returns
   NULL without reading.  */

#include "foc-internal.h"

#define FOC_BOUNDS(p) uintptr_t p##_base, uintptr_t p##_bound

char *
__foc_fgets (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (stream), char *s,
             int n, FILE *stream)
{
  size_t lo, hi, k = 0;
  int c = 0, real;

  if (!foc_stream_ok (stream, stream_base, stream_bound, "fgets stream",
                      site))
    return NULL;
  if (FOC_LIKELY (n <= 0 || foc_in (s, n, s_base, s_bound)))
    return fgets (s, n, stream);

  real = foc_mode () == FOC_MODE_LOG;
  foc_span (s, n, s_base, s_bound, &lo, &hi);
  flockfile (stream);
  while (k < (size_t) n - 1 && (c = getc_unlocked (stream)) != EOF)
    {
      if (real || (k >= lo && k < hi))
        s[k] = (char) c;
      k++;
      if (c == '\n')
        break;
    }
  if ((c == EOF && k == 0) || (c == EOF && ferror_unlocked (stream)))
    {
      funlockfile (stream);
      return NULL;
    }
  funlockfile (stream);
  if (real || (k >= lo && k < hi))
    s[k] = '\0';
  if (!foc_in (s, k + 1, s_base, s_bound))
    foc_violation (FOC_WRITE, (uintptr_t) s, k + 1, s_base, s_bound,
                   "fgets s", site);
  return s;
}
