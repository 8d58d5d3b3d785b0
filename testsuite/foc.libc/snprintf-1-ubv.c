/* Purpose: snprintf with a size larger than the buffer: returns the full length.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 16;
  char d[8];
  int r = snprintf (d, n, "%s", input (1)); /* { dg-foc-report write 16 dropped label "snprintf s" } */
  printf ("%.8s %d\n", d, r);
  /* { dg-output "01234567 19\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
