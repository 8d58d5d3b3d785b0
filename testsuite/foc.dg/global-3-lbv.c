/* Purpose: index write and read below the start of a global array.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

double guard1[2] = { 1.5, 1.5 };
double g[3] = { 1.0, 2.0, 3.0 };
double guard2[2] = { 2.5, 2.5 };

static NI void
run (volatile int idx)
{
  g[idx] = 42.0; /* { dg-foc-report write 8 dropped } */
  double a = g[idx]; /* { dg-foc-report read 8 manufactured } */
  double b = g[idx]; /* { dg-foc-report read 8 manufactured } */
  double c = g[idx]; /* { dg-foc-report read 8 manufactured } */
  int ok = guard1[0] == 1.5 && guard1[1] == 1.5 && guard2[0] == 2.5
           && guard2[1] == 2.5;
  printf ("%g %g %g %g %s\n", a, b, c, g[0] + g[1] + g[2],
          ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 1 2 6 guard intact\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (-1);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 3 1 4 } */
  return 0;
}
