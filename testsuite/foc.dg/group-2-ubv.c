/* Purpose: the upper-bound side of group-1-nov.c.  A struct allocated
   without its last field is written and read field by field through one
   pointer in one block: the test of the whole group fails, yet the
   fields inside the block are written and read as usual (libfoc checks
   each access of a failed group alone), and only the missing field is
   reported, its write dropped and its read manufactured.  The block
   allocated after it keeps its contents.  */
/* { dg-do run } */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct rec { int a; short b; char c; long last; };

NI void
fill (struct rec *p, int k)
{
  p->a = k;
  p->b = (short) (k + 1);
  p->c = (char) (k + 2);
  p->last = 99;
}

NI long
sum (const struct rec *p)
{
  return p->a * 100 + p->b * 10 + p->c + p->last;
}

NI void
show (const struct rec *p)
{
  printf ("%d %d %d\n", p->a, p->b, p->c);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct rec *p = malloc (offsetof (struct rec, last));
  long *next = malloc (2 * sizeof *next);
  next[0] = next[1] = 7;
  fill (p, 3);
  /* { dg-foc-report write 8 dropped func fill line 23 } */
  show (p);
  /* { dg-output "3 4 5\r?\n" } */
  printf ("%ld\n", sum (p));
  /* { dg-foc-report read 8 manufactured func sum line 29 } */
  /* { dg-output "345\r?\n" } */
  printf ("%ld %ld\n", next[0], next[1]);
  /* { dg-output "7 7\r?\n" } */
  free (next);
  free (p);
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
