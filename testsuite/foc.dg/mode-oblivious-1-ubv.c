/* Purpose: an explicit mode=oblivious behaves as the default.  */
/* { dg-do run } */
/* { dg-foc-options "mode=oblivious" } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 3;
  int a[3] = { 1, 2, 3 };
  a[n] = 4; /* { dg-foc-report write 4 dropped } */
  int v = a[n]; /* { dg-foc-report read 4 manufactured } */
  printf ("%d %d\n", v, a[0] + a[1] + a[2]);
  /* { dg-output "0 6\r?\n" } */
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
