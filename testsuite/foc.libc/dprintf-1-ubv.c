/* Purpose: dprintf with an unterminated %s argument.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  int r = dprintf (1, "<%s>\n", a); /* { dg-foc-report read 5 manufactured label "dprintf arg 3" } */
  /* { dg-output "<aaaa>\r?\n" } */
  printf ("%d\n", r);
  /* { dg-output "7\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
