/* Purpose: sprintf into a buffer too small for the result.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char d[8];
  volatile int v = 123456;
  int r = sprintf (d, "%s-%d", input (0), v); /* { dg-foc-report write 11 dropped label "sprintf s" } */
  printf ("%.8s %d\n", d, r);
  /* { dg-output "abc-1234 10\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
