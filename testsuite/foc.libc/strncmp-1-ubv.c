/* Purpose: strncmp reading past an unterminated first string.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  volatile size_t n = 6;
  int r = strncmp (a, "aaaaa", n); /* { dg-foc-report read 5 manufactured label "strncmp s1" } */
  printf ("%d\n", r < 0);
  /* { dg-output "1\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
