/* Purpose: a bad value for mode is reported and the default (oblivious) is
   used; the following key still applies (summary=0).  */
/* { dg-do run } */
/* { dg-foc-options "mode=xyz:summary=0" } */
/* { dg-output "foc: FOC_OPTIONS: bad value 'xyz' for 'mode' ignored \\(using 'oblivious'\\)\r?\n" } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 1;
  int a[1] = { 5 };
  a[n] = 0; /* { dg-foc-report write 4 dropped } */
  printf ("%d done\n", a[0]);
  /* { dg-output "5 done\r?\n" } */
  return 0;
}
