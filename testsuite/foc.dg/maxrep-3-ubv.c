/* Purpose: max_reports=0 means no limit: 14 reports from one site, no
   suppression line.  */
/* { dg-do run } */
/* { dg-foc-options "max_reports=0" } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 1;
  short a[1];
  for (int i = 0; i < n + 14; i++)
    a[i] = 1; /* { dg-foc-report write 2 dropped count 14 } */
  printf ("%d\n", a[0]);
  /* { dg-output "1\r?\n" } */
  /* { dg-foc-summary 14 0 14 1 } */
  return 0;
}
