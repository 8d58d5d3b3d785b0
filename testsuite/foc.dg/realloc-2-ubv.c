/* Purpose: after realloc shrinks a block, the old size is used: accesses
   past the new size are violations (the bounds come from the realloc
   call, not from the first malloc).  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 8;
  int *p = malloc (n * sizeof *p);
  for (int i = 0; i < n; i++)
    p[i] = 5;
  p = realloc (p, 6 * sizeof *p);
  for (int i = 0; i < n; i++)
    p[i] = 7; /* { dg-foc-report write 4 dropped count 2 } */
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i]; /* { dg-foc-report read 4 manufactured count 2 } */
  printf ("%d\n", s);
  /* { dg-output "43\r?\n" } */
  free (p);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 2 2 2 } */
  return 0;
}
