/* Purpose: recvfrom of a datagram larger than the buffer.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  int sv[2];
  if (socketpair (AF_UNIX, SOCK_DGRAM, 0, sv) != 0
      || send (sv[0], "0123456789abcdef", 16, 0) != 16)
    abort ();
  volatile size_t n = 12;
  char buf[8];
  ssize_t r = recvfrom (sv[1], buf, n, 0, NULL, NULL); /* { dg-foc-report write 12 dropped label "recvfrom buf" } */
  printf ("%d %.8s\n", (int) r, buf);
  /* { dg-output "8 01234567\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
