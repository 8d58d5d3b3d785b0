/* Purpose: scanf %s into a small buffer: the word is consumed, the part that fits stored; the next conversion works.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  set_stdin ("hello-world 42\n");
  char w[4];
  int x = 0;
  int r = scanf ("%s %d", w, &x); /* { dg-foc-report write 12 dropped label "scanf arg 2" } */
  printf ("%d %.4s %d\n", r, w, x);
  /* { dg-output "2 hell 42\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
