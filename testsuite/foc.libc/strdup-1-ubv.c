/* Purpose: strdup of an unterminated buffer: the copy ends at the manufactured zero.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  char *p = strdup (a); /* { dg-foc-report read 5 manufactured label "strdup s" } */
  printf ("%s\n", p);
  free (p);
  /* { dg-output "aaaa\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
