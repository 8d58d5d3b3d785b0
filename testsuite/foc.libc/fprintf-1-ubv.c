/* Purpose: fprintf with an unterminated %s argument.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  int r = fprintf (stdout, "%d<%s>\n", 7, a); /* { dg-foc-report read 5 manufactured label "fprintf arg 4" } */
  /* { dg-output "7<aaaa>\r?\n" } */
  printf ("%d\n", r);
  /* { dg-output "8\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
