/* Purpose: memrchr over more than the buffer: the last match inside the bounds.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 12;
  char a[8];
  fill (a, 'a', 8);
  a[2] = 'z';
  char *p = memrchr (a, 'z', n); /* { dg-foc-report read 12 manufactured label "memrchr s" } */
  printf ("%d\n", p ? (int) (p - a) : -1);
  /* { dg-output "2\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
