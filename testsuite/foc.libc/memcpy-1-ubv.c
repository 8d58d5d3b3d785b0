/* Purpose: memcpy with a length larger than the destination: the in-bounds part is copied, the rest dropped.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 12;
  char d[8], src[32];
  fill (src, 's', 32);
  memcpy (d, src, n); /* { dg-foc-report write 12 dropped label "memcpy dest" } */
  printf ("%.8s\n", d);
  /* { dg-output "ssssssss\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
