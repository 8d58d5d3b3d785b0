/* Purpose: the block returned through posix_memalign's first argument has
   the requested size: accesses past it are violations.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t n = 10;
  void *vp;
  if (posix_memalign (&vp, 64, n * sizeof (int)) != 0)
    return 1;
  int *b = vp;
  for (size_t i = 0; i <= n; i++)
    b[i] = 3; /* { dg-foc-report write 4 dropped } */
  int s = 0;
  for (size_t i = 0; i <= n + 1; i++)
    s += b[i]; /* { dg-foc-report read 4 manufactured count 2 } */
  printf ("%d\n", s);
  /* { dg-output "31\r?\n" } */
  free (b);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 2 1 2 } */
  return 0;
}
