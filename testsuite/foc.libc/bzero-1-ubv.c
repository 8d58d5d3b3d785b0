/* Purpose: bzero past the end of the buffer: the in-bounds bytes are zeroed (GCC may turn it into memset).  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 12;
  char d[8];
  fill (d, 'x', 8);
  bzero (d, n); /* { dg-foc-report write 12 dropped labelre "(bzero|memset) s" } */
  printf ("%d\n", memchr (d, 'x', 8) == NULL);
  /* { dg-output "1\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
