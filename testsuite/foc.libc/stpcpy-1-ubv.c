/* Purpose: stpcpy of a long string: returns DEST + its length.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char d[8];
  char *e = stpcpy (d, input (1)); /* { dg-foc-report write 20 dropped label "stpcpy dest" } */
  printf ("%.8s %d\n", d, (int) (e - d));
  /* { dg-output "01234567 19\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
