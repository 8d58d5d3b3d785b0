/* Purpose: in-bounds use of calloc blocks (2-D table by hand).  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int rows = 5, cols = 7;
  int *t = calloc (rows * cols, sizeof *t);
  int zeros = 0;
  for (int i = 0; i < rows * cols; i++)
    zeros += t[i] == 0;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      t[r * cols + c] = r * c;
  long s = 0;
  for (int *p = t + rows * cols - 1; p >= t; p--)
    s += *p;
  printf ("%d %ld\n", zeros, s);
  /* { dg-output "35 210\r?\n" } */
  free (t);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
