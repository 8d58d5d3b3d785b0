/* Purpose: printf with an unterminated %s argument; a precision that stops inside the bounds is fine.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  int r = printf ("<%s>\n", a); /* { dg-foc-report read 5 manufactured label "printf arg 2" } */
  /* { dg-output "<aaaa>\r?\n" } */
  r += printf ("<%.3s>\n", a);
  /* { dg-output "<aaa>\r?\n" } */
  printf ("%d\n", r);
  /* { dg-output "13\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
