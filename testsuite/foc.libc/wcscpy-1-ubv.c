/* Purpose: wcscpy of a long wide string into a small array.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  wchar_t d[4];
  wcscpy (d, L"abcdefgh"); /* { dg-foc-report write 36 dropped label "wcscpy dest" } */
  printf ("%c%c\n", (char) d[0], (char) d[3]);
  /* { dg-output "ad\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
