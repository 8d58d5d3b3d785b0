/* strview.c -- strings read through bounds.

   A string read through a pointer and its bounds consists of manufactured
   bytes below BASE (if the pointer is below it), the real bytes up to
   BOUND, and manufactured bytes from BOUND on; it ends at the first zero,
   real or manufactured.  Since the generator yields a zero at least every
   third value, the manufactured parts are at most two bytes long.  */

#include "foc-internal.h"

#include <stdlib.h>
#include <string.h>

/* Manufacture at most MAX bytes into BUF, stopping at a zero (not stored).
   Returns the number stored; sets *ZERO if a zero ended them.  */
static size_t
foc_manufacture (unsigned char *buf, size_t max, int *zero)
{
  size_t n;

  *zero = 0;
  for (n = 0; n < max; n++)
    {
      /* Never true with the current generator; keeps the buffer safe.  */
      unsigned char c = n < FOC_MANUF_MAX ? foc_next_byte () : 0;
      if (c == 0)
        {
          *zero = 1;
          break;
        }
      buf[n] = c;
    }
  return n;
}

/* BOUND, or the current end of the heap block starting at BASE if it grew
   in place past BOUND since the bounds were recorded.  */
static uintptr_t
foc_grown_bound (uintptr_t base, uintptr_t bound)
{
  uintptr_t b, e;
  if (foc_heap_grown (base, bound, bound, 1) && foc_heap_find (base, &b, &e)
      && b == base && e > bound)
    return e;
  return bound;
}

size_t
foc_str_view (struct foc_str *v, const char *s, uintptr_t base,
              uintptr_t bound, size_t limit, int real)
{
  uintptr_t a = (uintptr_t) s;
  int zero = 0;

  memset (v, 0, offsetof (struct foc_str, len));
  if (real || foc_unknown (base, bound))
    {
      v->mid = s;
      v->mid_len = foc_strnlen (s, limit);
      v->len = v->mid_len;
      v->terminated = v->len < limit;
      return v->len + v->terminated;
    }

  /* Below BASE.  */
  if (a < base)
    {
      v->pre = foc_manufacture (v->pre_buf, foc_min (limit, base - a), &zero);
      if (zero || v->pre == limit)
        goto done;
    }

  /* Inside the bounds.  */
  v->mid = s + v->pre;
  if ((uintptr_t) v->mid < bound)
    {
      size_t max = foc_min (bound - (uintptr_t) v->mid, limit - v->pre);
      v->mid_len = strnlen (v->mid, max);
      if (v->mid_len == max && max < limit - v->pre)
        {
          /* No zero before BOUND: are the bounds those of a heap block
             since grown in place (getline's buffer)?  Then its bytes
             up to the current end are real.  */
          uintptr_t nb = foc_grown_bound (base, bound);
          if (nb != bound)
            {
              bound = nb;
              max = foc_min (bound - (uintptr_t) v->mid, limit - v->pre);
              v->mid_len = strnlen (v->mid, max);
            }
        }
      if (v->mid_len < max)
        {
          zero = 1;
          goto done;
        }
      if (v->pre + v->mid_len == limit)
        goto done;
    }

  /* From BOUND on.  */
  v->suf = foc_manufacture (v->suf_buf, limit - v->pre - v->mid_len, &zero);

 done:
  v->len = v->pre + v->mid_len + v->suf;
  v->terminated = zero;
  return v->len + v->terminated;
}

unsigned char
foc_str_at (const struct foc_str *v, size_t i)
{
  if (i < v->pre)
    return v->pre_buf[i];
  i -= v->pre;
  if (i < v->mid_len)
    return v->mid[i];
  i -= v->mid_len;
  if (i < v->suf)
    return v->suf_buf[i];
  return 0;
}

void
foc_str_store (char *dst, size_t lo, size_t hi, const struct foc_str *v,
               size_t count)
{
  size_t off = 0;

  foc_store (dst, lo, hi, off, v->pre_buf, foc_min (v->pre, count));
  off += v->pre;
  if (off < count)
    foc_store (dst, lo, hi, off, v->mid, foc_min (v->mid_len, count - off));
  off += v->mid_len;
  if (off < count)
    foc_store (dst, lo, hi, off, v->suf_buf, foc_min (v->suf, count - off));
  off += v->suf;
  if (off < count)
    foc_store (dst, lo, hi, off, NULL, count - off);
}

char *
foc_str_dup (const struct foc_str *v)
{
  char *p = malloc (v->len + 1);

  if (p)
    foc_str_store (p, 0, v->len + 1, v, v->len + 1);
  return p;
}
