/* Purpose: strncat appending more than fits.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 10;
  char d[8];
  strcpy (d, input (0));
  strncat (d, input (1), n); /* { dg-foc-report write 11 dropped label "strncat dest" } */
  printf ("%.8s\n", d);
  /* { dg-output "abc01234\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
