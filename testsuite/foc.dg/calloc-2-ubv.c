/* Purpose: a row index one too large writes past a calloc block; the block
   is element-count * size bytes, so the last row fits and the next one is
   dropped.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int rows = 3, cols = 4;
  short *t = calloc (rows * cols, sizeof *t);
  char *canary = calloc (16, 1);
  for (int r = 0; r <= rows; r++)
    for (int c = 0; c < cols; c++)
      t[r * cols + c] = 1; /* { dg-foc-report write 2 dropped count 4 } */
  int s = 0;
  for (int i = 0; i < (rows + 1) * cols; i++)
    s += t[i]; /* { dg-foc-report read 2 manufactured count 4 } */
  int ok = 1;
  for (int i = 0; i < 16; i++)
    ok &= canary[i] == 0;
  /* 12 ones plus manufactured 0 + 1 + 2 + 0.  */
  printf ("%d %s\n", s, ok ? "guard intact" : "guard smashed");
  /* { dg-output "15 guard intact\r?\n" } */
  free (t);
  free (canary);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 8 4 4 2 } */
  return 0;
}
