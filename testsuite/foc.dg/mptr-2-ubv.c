/* Purpose: a pointer read past the end of a heap array of pointers, at
   every -O level: its value is manufactured with empty bounds, so reads
   through it are reported and manufactured and writes dropped, and the
   heap block after the array keeps its contents.  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra" } */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 4;
  int a = 7, b = 8;
  int **ptrs = malloc (4 * sizeof *ptrs);
  int *next = malloc (4 * sizeof *next);
  if (!ptrs || !next)
    return 1;
  ptrs[0] = &a;
  ptrs[1] = &b;
  ptrs[2] = next;
  ptrs[3] = next + 1;
  for (int i = 0; i < 4; i++)
    next[i] = 40 + i;
  int *p = ptrs[n]; /* { dg-foc-report read 8 manufactured } */
  int v = *p; /* { dg-foc-report read 4 manufactured } */
  *p = 99; /* { dg-foc-report write 4 dropped } */
  printf ("%d %d %d %d %d %d %d\n", v, *ptrs[0], *ptrs[1], next[0], next[1],
	  next[2], next[3]);
  /* { dg-output "1 7 8 40 41 42 43\r?\n" } */
  free (next);
  free (ptrs);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 2 1 3 } */
  return 0;
}
