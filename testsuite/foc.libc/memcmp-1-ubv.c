/* Purpose: memcmp past the end of the first buffer: manufactured bytes (a zero) decide.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 12;
  char a[8], b[16];
  fill (a, 'a', 8);
  fill (b, 'a', 16);
  int r = memcmp (a, b, n); /* { dg-foc-report read 12 manufactured label "memcmp s1" } */
  printf ("%d\n", r < 0);
  /* { dg-output "1\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
