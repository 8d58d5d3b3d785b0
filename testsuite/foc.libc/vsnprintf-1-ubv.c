/* Purpose: vsnprintf with a size larger than the buffer.  */
/* { dg-do run } */
#include "libc-test.h"

static NI int
vsn (char *d, size_t n, const char *f, ...)
{
  va_list ap;
  va_start (ap, f);
  int r = vsnprintf (d, n, f, ap);
  va_end (ap);
  return r;
}

int
main (void)
{
  GUARDS;
  char d[8];
  volatile size_t n = 16;
  int r = vsn (d, n, "%s", input (1)); /* { dg-foc-report write 16 dropped label "vsnprintf s"  line 10 } */
  printf ("%.8s %d\n", d, r);
  /* { dg-output "01234567 19\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
