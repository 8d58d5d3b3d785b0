/* Purpose: log_format=json with mode=abort: the report says "aborting"
   and the program stops.  */
/* { dg-do run } */
/* { dg-foc-options "mode=abort:log_format=json" } */
/* { dg-shouldfail "foc mode=abort" } */
/* { dg-foc-partial-output } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 4;
  int a[4];
  printf ("before\n");
  /* { dg-output "before\r?\n" } */
  a[n] = 1; /* { dg-foc-json-report write 4 aborting } */
  printf ("after\n");
  return a[0];
}
