/* Purpose: pread of more than the buffer holds.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  FILE *f = text_file ("0123456789abcdef");
  volatile size_t n = 12;
  char buf[8];
  ssize_t r = pread (fileno (f), buf, n, 2); /* { dg-foc-report write 12 dropped label "pread buf" } */
  printf ("%d %.8s\n", (int) r, buf);
  /* { dg-output "8 23456789\r?\n" } */
  fclose (f);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
