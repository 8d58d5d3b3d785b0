/* Purpose: rate limiting.  One site violates 15 times: the default
   max_reports=10 prints 10 reports then one "suppressed" line; a second
   site still reports; the summary counts all 16 accesses.  */
/* { dg-do run } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 4, extra = 15;
  int a[4];
  for (int i = 0; i < n + extra; i++)
    a[i] = i; /* { dg-foc-report write 4 dropped count 10 } */
  /* { dg-foc-suppressed 10 line 14 } */
  int v = a[n]; /* { dg-foc-report read 4 manufactured } */
  printf ("%d %d\n", v, a[3]);
  /* { dg-output "0 3\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 16 1 15 2 } */
  return 0;
}
