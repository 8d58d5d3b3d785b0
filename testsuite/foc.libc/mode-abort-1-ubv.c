/* Purpose: mode=abort: a libc overflow terminates the program at the report.  */
/* { dg-do run } */
/* { dg-foc-options "mode=abort" } */
/* { dg-shouldfail "mode=abort" } */
/* { dg-foc-partial-output } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char d[8];
  printf ("before\n");
  /* { dg-output "before\r?\n" } */
  sprintf (d, "%s", input (1)); /* { dg-foc-report write 20 aborting label "sprintf s" } */
  printf ("after\n");
  return 0;
}
