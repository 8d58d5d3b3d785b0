/* Purpose: strcpy of a long string into a small buffer.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char d[8];
  strcpy (d, input (1)); /* { dg-foc-report write 20 dropped label "strcpy dest" } */
  printf ("%.8s\n", d);
  /* { dg-output "01234567\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
