/* Purpose: strcmp with an unterminated first string.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  int r = strcmp (a, "aaaa"); /* { dg-foc-report read 5 manufactured label "strcmp s1" } */
  printf ("%d\n", r);
  /* { dg-output "0\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
