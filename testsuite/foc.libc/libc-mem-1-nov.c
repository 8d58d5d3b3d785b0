/* Purpose: every checked memory function called in bounds: results as glibc's, no reports.  */
/* { dg-do run } */
#include "libc-test.h"

int
main (void)
{
  GUARDS;
  volatile size_t n = 8;
  char a[8], b[8], c[16];
  fill (a, 'a', 8);
  memcpy (b, a, n);
  char *e = mempcpy (c, b, n);
  memmove (c + 1, c, n);
  memset (c + 9, 'm', 7 * (n == 8));
  bzero (b, n);
  explicit_bzero (b, 4);
  char *cc = memccpy (b, "xyz", 'y', n);
  char *p = memchr (c, 'm', sizeof c);
  char *q = memrchr (c, 'a', sizeof c);
  int r = memcmp (a, c, n);
  printf ("%d %.3s %d %d %d %d\n", (int) (e - c), b, (int) (cc - b),
          (int) (p - c), (int) (q - c), r == 0);
  /* { dg-output "8 xy 2 9 8 1\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  return 0;
}
