/* Purpose: puts of an unterminated buffer, directly and as printf ("%s\n") which GCC turns into puts: the string ends at the first manufactured zero.  */
/* { dg-do run } */
#include "libc-test.h"

int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  int r = puts (a); /* { dg-foc-report read 5 manufactured label "puts s" } */
  /* { dg-output "aaaa\r?\n" } */
  /* The generator goes on with 1, 2, 0.  */
  printf ("%s\n", a); /* { dg-foc-report read 7 manufactured labelre "(puts s|printf arg 2)" } */
  /* { dg-output "aaaa\x01\x02\r?\n" } */
  printf ("%d\n", r >= 0);
  /* { dg-output "1\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 2 2 0 2 } */
  return 0;
}
