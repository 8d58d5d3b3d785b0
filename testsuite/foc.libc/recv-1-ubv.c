/* Purpose: recv of more than the buffer holds: the excess is consumed.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  int sv[2];
  if (socketpair (AF_UNIX, SOCK_STREAM, 0, sv) != 0
      || send (sv[0], "0123456789abcdef", 16, 0) != 16)
    abort ();
  volatile size_t n = 12;
  char buf[8];
  ssize_t r = recv (sv[1], buf, n, 0); /* { dg-foc-report write 12 dropped label "recv buf" } */
  printf ("%d %.8s\n", (int) r, buf);
  /* { dg-output "8 01234567\r?\n" } */
  r = recv (sv[1], buf, 8, 0);
  printf ("%d %.4s\n", (int) r, buf);
  /* { dg-output "4 cdef\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
