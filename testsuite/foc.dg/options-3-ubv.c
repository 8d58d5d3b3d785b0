/* Purpose: a bad value for max_reports and for summary are reported and
   their defaults (10, on) used; a valid mode=log before them applies.  */
/* { dg-do run } */
/* { dg-foc-options "mode=log:max_reports=lots:summary=maybe" } */
/* { dg-output "foc: FOC_OPTIONS: bad value 'lots' for 'max_reports' ignored \\(using '10'\\)\r?\n" } */
/* { dg-output "foc: FOC_OPTIONS: bad value 'maybe' for 'summary' ignored \\(using '1'\\)\r?\n" } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 3;
  struct { int a[3]; int b; } s = { { 1, 2, 3 }, 4 };
  int *p = s.a;
  int v = p[n]; /* in bounds: s is the object */
  printf ("%d\n", v);
  /* { dg-output "4\r?\n" } */
  struct { char c[2]; char d[6]; } t = { { 'x', 'y' }, "next" };
  char *c = t.c;
  volatile char w = c[n + 4]; /* in bounds: t is the object */
  char *q = c - n + 1;
  w = *q; /* { dg-foc-report read 1 performed } */
  (void) w;
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
