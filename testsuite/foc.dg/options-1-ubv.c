/* Purpose: an unknown FOC_OPTIONS key is reported once and ignored; the
   other keys still apply (max_reports=1 here).  */
/* { dg-do run } */
/* { dg-foc-options "bogus=1:max_reports=1" } */
/* { dg-output "foc: FOC_OPTIONS: unknown key 'bogus' ignored\r?\n" } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 1;
  int a[1];
  a[0] = 1;
  printf ("%d\n", a[0]);
  /* { dg-output "1\r?\n" } */
  for (int i = 0; i < n + 3; i++)
    a[i] = 0; /* { dg-foc-report write 4 dropped } */
  /* { dg-foc-suppressed 1 line 18 } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 0 3 1 } */
  return 0;
}
