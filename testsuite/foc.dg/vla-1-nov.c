/* Purpose: in-bounds use of VLAs, 1-D and 2-D, including a VLA parameter
   and sizeof of a VLA.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static NI long
trace (int n, int m[n][n])
{
  long t = 0;
  for (int i = 0; i < n; i++)
    t += m[i][i];
  return t;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 6;
  int v[n];
  int m[n][n];
  for (int i = 0; i < n; i++)
    {
      v[i] = i;
      for (int j = 0; j < n; j++)
        m[i][j] = i * n + j;
    }
  long s = 0;
  for (int *p = &m[0][0]; p < &m[0][0] + n * n; p++)
    s += *p;
  printf ("%d %ld %ld %d\n", (int) (sizeof v / sizeof v[0]), s, trace (n, m),
          v[n - 1]);
  /* { dg-output "6 630 105 5\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
