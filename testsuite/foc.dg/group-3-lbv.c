/* Purpose: the lower-bound side of group-1-nov.c.  A pointer to a pair
   placed one int before a heap block of ints: its first field is before
   the block, its second is the block's first element.  Both are read
   and written in one block through that pointer: the first is
   reported, dropped and manufactured, the second is read and written
   as usual.  The block allocated before keeps its contents.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct pair { int x; int y; };

NI int
swap (struct pair *p)
{
  int x = p->x, y = p->y;
  p->x = y;
  p->y = x + 10;
  return x * 1000 + y;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  int *prev = malloc (4 * sizeof *prev), *a = malloc (4 * sizeof *a);
  for (int k = 0; k < 4; k++)
    {
      prev[k] = 55;
      a[k] = k + 1;
    }
  printf ("%d\n", swap ((struct pair *) (void *) (a - 1)));
  /* { dg-foc-report read 4 manufactured func swap line 18 } */
  /* { dg-foc-report write 4 dropped func swap line 19 } */
  /* { dg-output "1\r?\n" } */
  printf ("%d %d %d %d / %d %d %d %d\n", a[0], a[1], a[2], a[3], prev[0],
	  prev[1], prev[2], prev[3]);
  /* { dg-output "10 2 3 4 / 55 55 55 55\r?\n" } */
  free (a);
  free (prev);
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
