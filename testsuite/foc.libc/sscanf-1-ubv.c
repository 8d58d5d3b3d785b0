/* Purpose: sscanf with a width larger than the buffer; %n and suppressed conversions keep their meaning.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char w[4];
  int x = 0, pos = 0;
  int r = sscanf ("hello-world 42", "%5s%*s %d%n", w, &x, &pos); /* { dg-foc-report write 6 dropped label "sscanf arg 3" } */
  printf ("%d %.4s %d %d\n", r, w, x, pos);
  /* { dg-output "2 hell 42 14\r?\n" } */
  r = sscanf ("", "%3s", w);
  printf ("%d\n", r);
  /* { dg-output "-1\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
