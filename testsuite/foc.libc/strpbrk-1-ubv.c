/* Purpose: strpbrk over an unterminated buffer: no match.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  char *p = strpbrk (a, "xyz"); /* { dg-foc-report read 5 manufactured label "strpbrk s" } */
  printf ("%s\n", p ? "found" : "null");
  /* { dg-output "null\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
