/* Purpose: memccpy stopping at a character past the end of the destination: returns the pointer after it.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 8;
  char d[4];
  char *e = memccpy (d, "abcdefgh", 'f', n); /* { dg-foc-report write 6 dropped label "memccpy dest" } */
  printf ("%.4s %d\n", d, (int) (e - d));
  /* { dg-output "abcd 6\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
