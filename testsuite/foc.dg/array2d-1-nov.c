/* Purpose: 2-D arrays -- &a[0][0] walking the whole array, a[i][j] in
   bounds, a row pointer passed to a function, and a[0][k] with k beyond
   the row but inside the array (no sub-object narrowing).  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

int ga[3][4];

static NI int
row_sum (const int *row, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += row[i];
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int k = 9;
  int a[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      a[i][j] = ga[i][j] = i * 4 + j;
  int s = 0;
  for (int *p = &a[0][0]; p < &a[0][0] + 12; p++)
    s += *p;
  int *flat = &ga[0][0];
  int t = 0;
  for (int i = 0; i < 12; i++)
    t += flat[i];
  printf ("%d %d %d %d\n", s, t, row_sum (a[2], 4), (&ga[0][0])[k]);
  /* { dg-output "66 66 38 9\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
