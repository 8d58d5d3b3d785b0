/* Purpose: strnlen of an unterminated buffer with a larger maximum.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  volatile size_t n = 10;
  size_t l = strnlen (a, n); /* { dg-foc-report read 5 manufactured label "strnlen s" } */
  printf ("%d\n", (int) l);
  /* { dg-output "4\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
