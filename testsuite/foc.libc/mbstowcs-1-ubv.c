/* Purpose: mbstowcs with a count larger than the array: returns the full count.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 16;
  wchar_t d[4];
  size_t r = mbstowcs (d, "abcdefgh", n); /* { dg-foc-report write 36 dropped label "mbstowcs dest" } */
  printf ("%d %c%c\n", (int) r, (char) d[0], (char) d[3]);
  /* { dg-output "8 ad\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
