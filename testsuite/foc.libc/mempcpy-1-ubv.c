/* Purpose: mempcpy past the destination: returns DEST + N anyway.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 12;
  char d[8], src[32];
  fill (src, 's', 32);
  char *e = mempcpy (d, src, n); /* { dg-foc-report write 12 dropped label "mempcpy dest" } */
  printf ("%.8s %d\n", d, (int) (e - d));
  /* { dg-output "ssssssss 12\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
