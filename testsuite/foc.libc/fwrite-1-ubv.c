/* Purpose: fwrite of more bytes than the buffer holds: the bytes past its bound are manufactured (0, 1, 2, 0).  */
/* { dg-do run } */
#include "libc-test.h"

int
main (void)
{
  GUARDS;
  volatile size_t n = 8;
  char a[4], buf[8];
  fill (a, 'a', 4);
  FILE *f = tmpfile ();
  size_t r = fwrite (a, 1, n, f); /* { dg-foc-report read 8 manufactured label "fwrite ptr" } */
  rewind (f);
  size_t k = fread (buf, 1, sizeof buf, f);
  printf ("%d %d %.4s %d%d%d%d\n", (int) r, (int) k, buf, buf[4], buf[5],
          buf[6], buf[7]);
  /* { dg-output "8 8 aaaa 0120\r?\n" } */
  fclose (f);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
