/* Purpose: an array of unions indexed past its end through the wider and
   the narrower member.  */
/* { dg-do run } */
#include <stdio.h>

union val { char c; int i; double d; };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 2;
  union val v[2];
  v[0].d = 1.0;
  v[1].d = 2.0;
  v[n].d = 3.0; /* { dg-foc-report write 8 dropped } */
  v[n].c = 'c'; /* { dg-foc-report write 1 dropped } */
  int i = v[n].i; /* { dg-foc-report read 4 manufactured } */
  double d = v[n].d; /* { dg-foc-report read 8 manufactured } */
  printf ("%d %g %g\n", i, d, v[1].d);
  /* { dg-output "0 1 2\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 2 2 4 } */
  return 0;
}
