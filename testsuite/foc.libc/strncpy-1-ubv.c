/* Purpose: strncpy with N larger than the destination.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 12;
  char d[8];
  strncpy (d, input (1), n); /* { dg-foc-report write 12 dropped label "strncpy dest" } */
  printf ("%.8s\n", d);
  /* { dg-output "01234567\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
