/* Purpose: fread of more than the buffer holds: the excess is consumed; returns the items stored.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 12;
  FILE *f = text_file ("0123456789abcdef");
  char buf[8];
  size_t r = fread (buf, 1, n, f); /* { dg-foc-report write 12 dropped label "fread ptr" } */
  printf ("%d %.8s\n", (int) r, buf);
  /* { dg-output "8 01234567\r?\n" } */
  r = fread (buf, 1, 8, f);
  printf ("%d %.4s\n", (int) r, buf);
  /* { dg-output "4 cdef\r?\n" } */
  fclose (f);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
