/* Purpose: max_reports=3 from FOC_OPTIONS: three reports, the suppression
   line, then silence for that site even when it is reached again; the
   limit is per site.  (-Wno-stringop-overflow: plain GCC -O3 itself warns
   about the intended overflow of this tiny array.)  */
/* { dg-do run } */
/* { dg-options "-Wno-stringop-overflow" } */
/* { dg-foc-options "max_reports=3" } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 2;
  char a[2];
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < n + 6; i++)
      a[i] = pass ? 'b' : 'a'; /* { dg-foc-report write 1 dropped count 3 } */
  /* { dg-foc-suppressed 3 line 18 } */
  for (int i = 0; i < n + 1; i++)
    a[i] = 'b'; /* { dg-foc-report write 1 dropped } */
  printf ("%c%c\n", a[0], a[1]);
  /* { dg-output "bb\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 13 0 13 2 } */
  return 0;
}
