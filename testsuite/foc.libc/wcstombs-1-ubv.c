/* Purpose: wcstombs with a count larger than the buffer.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 16;
  char d[4];
  size_t r = wcstombs (d, L"abcdefgh", n); /* { dg-foc-report write 9 dropped label "wcstombs dest" } */
  printf ("%d %.4s\n", (int) r, d);
  /* { dg-output "8 abcd\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
