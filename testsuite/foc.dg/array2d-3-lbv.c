/* Purpose: a global 2-D array indexed with row -1 and through a flat
   pointer at -1.  */
/* { dg-do run } */
#include <stdio.h>

int g1[4] = { 1, 1, 1, 1 };
int a[2][3] = { { 1, 2, 3 }, { 4, 5, 6 } };
int g2[4] = { 1, 1, 1, 1 };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int r = -1;
  a[r][2] = 0; /* { dg-foc-report write 4 dropped } */
  int *flat = &a[0][0];
  flat[r] = 0; /* { dg-foc-report write 4 dropped } */
  int v = flat[r]; /* { dg-foc-report read 4 manufactured } */
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += g1[i] + g2[i];
  printf ("%d %d %d\n", v, s, a[0][0] + a[1][2]);
  /* { dg-output "0 8 7\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 1 2 3 } */
  return 0;
}
