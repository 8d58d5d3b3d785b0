/* Purpose: readlink with a size larger than the buffer: returns the bytes stored.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char dir[] = "/tmp/foclibc-XXXXXX";
  if (!mkdtemp (dir))
    abort ();
  char link[64];
  snprintf (link, sizeof link, "%s/l", dir);
  if (symlink ("/a/very/long/target/path", link) != 0)
    abort ();
  volatile size_t n = 64;
  char buf[8];
  ssize_t r = readlink (link, buf, n); /* { dg-foc-report write 24 dropped label "readlink buf" } */
  printf ("%d %.8s\n", (int) r, buf);
  /* { dg-output "8 /a/very/\r?\n" } */
  unlink (link);
  rmdir (dir);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
