/* Purpose: strcspn over an unterminated buffer.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  size_t r = strcspn (a, "z"); /* { dg-foc-report read 5 manufactured label "strcspn s" } */
  printf ("%d\n", (int) r);
  /* { dg-output "4\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
