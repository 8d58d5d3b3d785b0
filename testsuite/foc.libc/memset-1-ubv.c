/* Purpose: memset past the end of the buffer.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 12;
  char d[8];
  memset (d, 'z', n); /* { dg-foc-report write 12 dropped label "memset s" } */
  printf ("%.8s\n", d);
  /* { dg-output "zzzzzzzz\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
