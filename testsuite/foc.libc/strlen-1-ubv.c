/* Purpose: strlen of an unterminated buffer: it ends at the first manufactured zero.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  size_t l = strlen (a); /* { dg-foc-report read 5 manufactured label "strlen s" } */
  printf ("%d\n", (int) l);
  /* { dg-output "4\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
