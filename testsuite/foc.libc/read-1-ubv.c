/* Purpose: read of more than the buffer holds: the excess is consumed and dropped; returns the bytes stored.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  int fds[2];
  if (pipe (fds) != 0 || write (fds[1], "0123456789abcdef", 16) != 16)
    abort ();
  volatile size_t n = 12;
  char buf[8];
  ssize_t r = read (fds[0], buf, n); /* { dg-foc-report write 12 dropped label "read buf" } */
  printf ("%d %.8s\n", (int) r, buf);
  /* { dg-output "8 01234567\r?\n" } */
  r = read (fds[0], buf, 8);
  printf ("%d %.4s\n", (int) r, buf);
  /* { dg-output "4 cdef\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
