/* Purpose: strstr in an unterminated buffer.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  char *p = strstr (a, "zz"); /* { dg-foc-report read 5 manufactured label "strstr s1" } */
  printf ("%s\n", p ? "found" : "null");
  /* { dg-output "null\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
