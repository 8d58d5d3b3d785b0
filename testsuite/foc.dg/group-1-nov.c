/* Purpose: accesses of one block through one pointer at constant
   offsets share one test of the range that covers them (foc-check.cc,
   groups of checks).  In a correct program that changes nothing: a
   struct copied field by field, read and written through pointers, as
   Lua's setobj does, gives the same results, and no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct tv { long value; unsigned char tt; short extra; };

NI void
copy (struct tv *dst, const struct tv *src)
{
  dst->value = src->value;
  dst->tt = src->tt;
  dst->extra = (short) (src->extra + 1);
}

NI long
sum (const struct tv *v, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += v[i].value * 3 + v[i].tt + v[i].extra;
  return s;
}

int
main (void)
{
  struct tv *a = malloc (10 * sizeof *a), *b = malloc (10 * sizeof *b);
  for (int i = 0; i < 10; i++)
    {
      a[i].value = i * 100;
      a[i].tt = (unsigned char) i;
      a[i].extra = (short) -i;
    }
  for (int i = 0; i < 10; i++)
    copy (&b[i], &a[i]);
  printf ("%ld %ld\n", sum (a, 10), sum (b, 10));
  /* { dg-output "13500 13510\r?\n" } */
  free (b);
  free (a);
  return 0;
}
