/* Purpose: getcwd with a size larger than the buffer; a size too small for the path is ERANGE.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char dir[] = "/tmp/foclibc-XXXXXX";
  if (!mkdtemp (dir))
    abort ();
  if (chdir (dir) != 0)
    abort ();
  volatile size_t n = 64, small = 4;
  char buf[8];
  char *r = getcwd (buf, n); /* { dg-foc-report write 20 dropped label "getcwd buf" } */
  printf ("%d %.8s\n", r == buf, buf);
  /* { dg-output "1 /tmp/foc\r?\n" } */
  errno = 0;
  r = getcwd (buf, small);
  printf ("%d %d\n", r == NULL, errno == ERANGE);
  /* { dg-output "1 1\r?\n" } */
  if (chdir ("/") == 0)
    rmdir (dir);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
