/* Purpose: mode=log: the report is printed and the real read happens (the heap block has slack).  */
/* { dg-do run } */
/* { dg-foc-options "mode=log" } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  int fds[2];
  if (pipe (fds) != 0 || write (fds[1], "0123456789abcdef", 16) != 16)
    abort ();
  volatile size_t n = 12;
  char *buf = malloc (8);
  ssize_t r = read (fds[0], buf, n); /* { dg-foc-report write 12 performed label "read buf" } */
  printf ("%d %.8s\n", (int) r, buf);
  /* { dg-output "12 01234567\r?\n" } */
  free (buf);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
