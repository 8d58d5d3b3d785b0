/* Purpose: mode=abort reports the first violation with "aborting" and
   terminates the program; nothing after it runs.  */
/* { dg-do run } */
/* { dg-foc-options "mode=abort" } */
/* { dg-shouldfail "foc mode=abort" } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 4;
  int a[4];
  printf ("before\n");
  /* { dg-output "before\r?\n" } */
  a[n] = 1; /* { dg-foc-report write 4 aborting } */
  printf ("after\n");
  return a[0];
}
