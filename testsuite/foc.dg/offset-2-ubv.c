/* Purpose: the upper-bound side of offset-1-nov.c.  A struct allocated
   without its last field: its fields before are read and written as
   usual, the missing one (a constant offset past the end) is reported,
   its write dropped and its read manufactured, also through a pointer
   displaced inside the block and indexed with a variable plus a
   constant.  The block allocated after it keeps its contents.  */
/* { dg-do run } */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct rec { int a; int b; long last; };

NI void
fill (struct rec *p)
{
  p->a = 1;
  p->b = 2;
  p->last = 99;
}

NI long
sum (const struct rec *p)
{
  return p->a + p->b + p->last;
}

NI void
show (const struct rec *p, const long *next)
{
  printf ("%d %d / %ld %ld %ld %ld\n", p->a, p->b, next[0], next[1],
	  next[2], next[3]);
}

NI long
from_b (const int *q, int i)
{
  /* Q points to field b: Q[I + 1] is the first half of field last.  */
  return q[i - 1] * 10 + q[i + 1];
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct rec *p = malloc (offsetof (struct rec, last));
  long *next = malloc (4 * sizeof *next);
  for (int k = 0; k < 4; k++)
    next[k] = 7;
  fill (p);
  /* { dg-foc-report write 8 dropped func fill line 21 } */
  printf ("%ld\n", sum (p));
  /* { dg-foc-report read 8 manufactured func sum line 27 } */
  /* { dg-output "3\r?\n" } */
  printf ("%ld\n", from_b (&p->b, 0));
  /* { dg-foc-report read 4 manufactured func from_b line 41 } */
  /* { dg-output "11\r?\n" } */
  show (p, next);
  /* { dg-output "1 2 / 7 7 7 7\r?\n" } */
  free (next);
  free (p);
  /* { dg-foc-summary 3 2 1 3 } */
  return 0;
}
