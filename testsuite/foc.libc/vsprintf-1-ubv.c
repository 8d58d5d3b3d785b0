/* Purpose: vsprintf into a buffer too small for the result.  */
/* { dg-do run } */
#include "libc-test.h"

static NI int
vs (char *d, const char *f, ...)
{
  va_list ap;
  va_start (ap, f);
  int r = vsprintf (d, f, ap);
  va_end (ap);
  return r;
}

int
main (void)
{
  GUARDS;
  char d[8];
  volatile int v = 123456;
  int r = vs (d, "%s-%d", input (0), v); /* { dg-foc-report write 11 dropped label "vsprintf s"  line 10 } */
  printf ("%.8s %d\n", d, r);
  /* { dg-output "abc-1234 10\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
