/* Purpose: strndup of an unterminated buffer with a larger limit.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  volatile size_t n = 10;
  char *p = strndup (a, n); /* { dg-foc-report read 5 manufactured label "strndup s" } */
  printf ("%s\n", p);
  free (p);
  /* { dg-output "aaaa\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
