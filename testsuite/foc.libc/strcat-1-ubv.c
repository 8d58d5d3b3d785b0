/* Purpose: strcat chain overflowing the destination.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char d[8];
  strcpy (d, input (0));
  strcat (d, input (0));
  strcat (d, input (0)); /* { dg-foc-report write 4 dropped label "strcat dest" } */
  printf ("%.8s\n", d);
  /* { dg-output "abcabcab\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
