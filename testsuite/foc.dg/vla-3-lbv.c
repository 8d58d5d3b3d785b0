/* Purpose: a 2-D VLA indexed below its first row: the whole VLA is the
   object, so only accesses before m[0][0] are violations.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
run (int n, volatile int r)
{
  int m[n][n];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      m[i][j] = 1;
  m[r][n - 1] = 7; /* { dg-foc-report write 4 dropped } */
  int v = m[r][0]; /* { dg-foc-report read 4 manufactured } */
  int s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += m[i][j];
  printf ("%d %d\n", v, s);
  /* { dg-output "0 16\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (4, -1);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
