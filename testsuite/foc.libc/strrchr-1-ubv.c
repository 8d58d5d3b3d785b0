/* Purpose: strrchr of an unterminated buffer.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  a[1] = 'z';
  char *p = strrchr (a, 'z'); /* { dg-foc-report read 5 manufactured label "strrchr s" } */
  printf ("%d\n", p ? (int) (p - a) : -1);
  /* { dg-output "1\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
