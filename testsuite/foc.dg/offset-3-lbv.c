/* Purpose: the lower-bound side of offset-1-nov.c.  Through a pointer
   displaced inside its array, constant and variable-plus-constant
   negative offsets that reach below the array's start are reported: the
   write dropped, the read manufactured; so is a field of a struct whose
   pointer points below the block (a container_of gone wrong).  The block
   allocated before keeps its contents.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct pair { long x; int y; };

NI int
back (const int *q)
{
  return q[-1] * 10 + q[-2];
}

NI void
back_store (int *q, int i)
{
  q[i - 2] = 5;
}

NI int
field_y (const struct pair *s)
{
  return s->y;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  int *prev = malloc (4 * sizeof *prev);
  int *arr = malloc (4 * sizeof *arr);
  for (int k = 0; k < 4; k++)
    prev[k] = arr[k] = k + 1;
  printf ("%d\n", back (arr + 2));
  /* { dg-output "21\r?\n" } */
  printf ("%d\n", back (arr + 1));
  /* { dg-foc-report read 4 manufactured func back line 18 } */
  /* { dg-output "10\r?\n" } */
  back_store (arr, 1);
  /* { dg-foc-report write 4 dropped func back_store line 24 } */
  printf ("%d\n", field_y ((const struct pair *) ((char *) arr - 12)));
  /* { dg-foc-report read 4 manufactured func field_y line 30 } */
  /* { dg-output "1\r?\n" } */
  printf ("%d %d %d %d / %d %d %d %d\n", prev[0], prev[1], prev[2], prev[3],
	  arr[0], arr[1], arr[2], arr[3]);
  /* { dg-output "1 2 3 4 / 1 2 3 4\r?\n" } */
  free (arr);
  free (prev);
  /* { dg-foc-summary 3 2 1 3 } */
  return 0;
}
