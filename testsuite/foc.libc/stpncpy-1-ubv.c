/* Purpose: stpncpy with N larger than the destination: returns DEST + N.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 12;
  char d[8];
  char *e = stpncpy (d, input (1), n); /* { dg-foc-report write 12 dropped label "stpncpy dest" } */
  printf ("%.8s %d\n", d, (int) (e - d));
  /* { dg-output "01234567 12\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
